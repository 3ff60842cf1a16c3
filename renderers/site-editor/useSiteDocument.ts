// The editor's document (pages, current page, navbar, page style, website settings) and its saving:
// any change restarts a 60-second timer (spec 3 §4, §9); then the document goes to local storage and
// to the server. Save saves at once; a failure says why ('保存失败: …') and keeps the changes. A copy of
// unsaved changes is also kept locally a moment after each edit, and offered back when the editor opens
// again (a closed tab or a failed save loses nothing).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { readItem, writeItem } from '@runtime/storage';
import { confirm } from '../console/confirmStore';
import { defaultDocument, type SiteDocument } from '@renderers/meeting-site';
import { serverMessage, type EditorApi } from './api';

export const AUTO_SAVE_MS = 60_000;
export const draftKey = (meetingId: string) => `website-editor:${meetingId}`;
const LOCAL_COPY_MS = 1_500;

interface LocalCopy { savedAt: number; synced?: boolean; doc: SiteDocument }
function readLocal(meetingId: string): LocalCopy | null {
  try {
    const c = JSON.parse(readItem('local', draftKey(meetingId)) ?? 'null') as LocalCopy | null;
    return c && Array.isArray(c.doc?.pages) && c.doc.pages.length ? c : null;
  } catch {
    return null;
  }
}

/** `api`: the screen's calls (api.ts). */
export function useSiteDocument(api: EditorApi, meetingId: string, title: string, ready: boolean) {
  const { t } = useTranslation();
  const [doc, setDoc] = useState<SiteDocument | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  // counts documents put in from outside the canvas (a load, a restored local copy): the canvas reloads on it
  const [loads, setLoads] = useState(0);
  const latest = useRef<SiteDocument | null>(null);
  latest.current = doc;

  const keepLocal = useCallback(
    (d: SiteDocument, synced: boolean) => writeItem('local', draftKey(meetingId), JSON.stringify({ savedAt: Date.now(), synced, doc: d })),
    [meetingId],
  );

  const reload = useCallback(async () => {
    try {
      setDoc(await api.loadDocument(meetingId, title));
    } catch (e) {
      toast.error(t('siteEditor.loadFailed'));
      console.warn('[editor] load failed', e);
      setDoc(defaultDocument(title));
    }
    setDirty(false);
    setLoads((n) => n + 1);
  }, [api, meetingId, title, t]);

  // the first load offers back changes that never reached the server
  const offered = useRef(false);
  useEffect(() => {
    if (!ready) return;
    void reload().then(async () => {
      if (offered.current) return;
      offered.current = true;
      const local = readLocal(meetingId);
      if (!local || local.synced) return;
      const time = new Date(local.savedAt).toLocaleString();
      if (await confirm({ title: { t: 'console.confirm.title' }, message: t('siteEditor.restoreDraft', { time }) })) {
        setDoc(local.doc);
        setDirty(true);
        setLoads((n) => n + 1);
      } else keepLocal(local.doc, true);
    });
  }, [ready, reload]); // eslint-disable-line react-hooks/exhaustive-deps

  // a local copy of unsaved changes shortly after each edit
  useEffect(() => {
    if (!dirty || !doc || !meetingId) return;
    const id = window.setTimeout(() => keepLocal(doc, false), LOCAL_COPY_MS);
    return () => window.clearTimeout(id);
  }, [doc, dirty, meetingId, keepLocal]);

  const update = useCallback((fn: (d: SiteDocument) => SiteDocument) => {
    setDoc((d) => {
      if (!d) return d;
      const next = fn(d);
      if (next !== d) setDirty(true);
      return next;
    });
  }, []);

  const save = useCallback(
    async (auto = false) => {
      const d = latest.current;
      if (!d) return;
      if (!meetingId) return toast.warning(t('siteEditor.meetingIdMissing'));
      keepLocal(d, false);
      setSaving(true);
      try {
        await api.saveDocument(meetingId, d);
        keepLocal(d, true);
        await api.saveContactUs(meetingId, d).catch((e) => toast.warning(t('siteEditor.contactSaveFailed', { message: serverMessage(e) ?? '' })));
        if (latest.current === d) setDirty(false);
        setSavedAt(new Date());
        if (!auto) toast.success(t('siteEditor.saved'));
      } catch (e) {
        toast.error(t('siteEditor.saveFailed', { message: serverMessage(e) ?? '' }));
      } finally {
        setSaving(false);
      }
    },
    [api, meetingId, t, keepLocal],
  );

  // auto-save 60 s after the last change
  useEffect(() => {
    if (!dirty || !doc) return;
    const id = window.setTimeout(() => void save(true), AUTO_SAVE_MS);
    return () => window.clearTimeout(id);
  }, [doc, dirty, save]);

  return { doc, update, save, reload, dirty, saving, savedAt, loads };
}
