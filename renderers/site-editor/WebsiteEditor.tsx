// Screen kind "website-editor" (spec 3 §2.2, §4): the organizer builds the meeting's website on a
// craft.js canvas. Our document (pages → components) is the source of truth and what is saved; craft
// holds the page being edited, for drag and drop, selection and undo.
import { Editor, type NodeId } from '@craftjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeetingZone } from '@runtime/meetingZone';
import { useScreenParams } from '@runtime/screenParams';
import { clearParticipantSession } from '@runtime/participants';
import { toast } from '@runtime/toast';
import { getTheme } from '@runtime/theme';
import type { SiteDocument } from '@renderers/meeting-site';
import { editorApi, serverMessage, type EditorMeeting } from './api';
import { CallsProvider } from '../calls';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { editorSchema, type EditorConfig } from './config';
import { resolver } from './craft/blocks';
import { fromCraft, toCraft } from './craft/serialize';
import { EditorBody } from './EditorBody';
import { useSiteDocument } from './useSiteDocument';
import { ConfirmHost } from '../console/ConfirmDialog';
import { UnsavedGuard } from '../console/UnsavedGuard';

/** While the editor is open the page's <html> carries no dark class (EditorBody themes its own panels). */
function useStageTheme() {
  useEffect(() => {
    const html = document.documentElement;
    const strip = () => html.classList.contains('dark') && html.classList.remove('dark');
    strip();
    const watch = new MutationObserver(strip);
    watch.observe(html, { attributes: true, attributeFilter: ['class'] });
    return () => {
      watch.disconnect();
      if (getTheme() === 'dark') html.classList.add('dark');
    };
  }, []);
}

export function WebsiteEditor({ config }: RendererProps) {
  const { t } = useTranslation();
  const parsed = useMemo(() => editorSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <CallsProvider calls={parsed.data.calls}><Editing config={parsed.data} /></CallsProvider>;
}

function Editing({ config }: { config: EditorConfig }) {
  const { t } = useTranslation();
  const { meetingId = '' } = useScreenParams();
  const api = useMemo(() => editorApi(config.calls), [config.calls]);
  const [meeting, setMeeting] = useState<EditorMeeting | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    clearParticipantSession(meetingId); // spec 3 §2.2: the participant login is cleared when the editor starts
    api.loadMeeting(meetingId).then(setMeeting, (e) => setFailed(serverMessage(e) ?? t('siteEditor.loadFailed')));
  }, [api, meetingId, t]);
  useStageTheme();
  useMeetingZone(meeting?.timeZone); // the canvas's news times in the meeting's zone
  const site = useSiteDocument(api, meetingId, meeting?.title ?? '', !!meeting);
  const current = useRef<SiteDocument | null>(null);
  current.current = site.doc;

  // a change on the canvas becomes the current page's components (nothing when it is the same)
  const onNodes = useCallback(
    (query: { getSerializedNodes(): Record<NodeId, unknown> }) => {
      const d = current.current;
      if (!d) return;
      const components = fromCraft(query.getSerializedNodes() as Record<string, any>);
      const page = d.pages.find((p) => p.id === d.currentPageId);
      // compared in craft's own shape: a stored component without `style` (a template's) is no change
      if (!page || JSON.stringify(fromCraft(JSON.parse(toCraft(page)))) === JSON.stringify(components)) return;
      site.update((doc) => ({ ...doc, pages: doc.pages.map((p) => (p.id === doc.currentPageId ? { ...p, components } : p)) }));
    },
    [site.update], // eslint-disable-line react-hooks/exhaustive-deps
  );

  if (failed) return <p className="p-10 text-center text-rose-600" data-testid="editor-error">{failed}</p>;
  if (!meeting || !site.doc) return <p className="p-10 text-center text-slate-500">{t('siteEditor.loading')}</p>;
  return (
    <Editor resolver={resolver} onNodesChange={onNodes} onRender={({ render }) => render}>
      <EditorBody config={config} meeting={meeting} meetingId={meetingId} site={site} doc={site.doc} onError={(m) => toast.error(m)} />
      <ConfirmHost />
      {/* the registration designer's guard: reload, tab close and another screen ask while changes are unsaved */}
      <UnsavedGuard when={site.dirty} />
    </Editor>
  );
}
