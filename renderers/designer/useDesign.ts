// The design being edited: load (upgraded to the current schemaVersion), change one page, save all or
// the current page with the version it was based on (a concurrent save answers 409, nothing is lost).
import { useCallback, useEffect, useState } from 'react';
import { send } from '../calls';
import type { DesignerCalls } from './config';
import { upgradeDesign } from '@shared/designer/migrate';
import { PAGE_KEY, type Design, type Page, type Step } from '@shared/designer/steps';

interface Saved { version: number; design: Design }

/** `calls`: the screen's design, save and savePage (paths with `{meetingId}`, `{flowId}`, `{page}`). */
export function useDesign(calls: DesignerCalls, meetingId: string, flowId: string | undefined) {
  const [design, setDesign] = useState<Design | null>(null);
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!flowId) return;
    send<Saved>(calls.design, { meetingId, flowId }).then(
      (r) => { setDesign(upgradeDesign(r.design)); setVersion(r.version); },
      (e) => { setError((e as Error).message); setDesign(upgradeDesign({ schemaVersion: 1 })); },
    );
  }, [calls.design, meetingId, flowId]);

  const setPage = useCallback((step: Step, page: Page) => {
    setDesign((d) => (d ? { ...d, [PAGE_KEY[step]]: page } : d));
    setDirty(true);
  }, []);

  const saveAll = useCallback(async () => {
    const r = await send<Saved>(calls.save, { meetingId, flowId }, { body: { design, baseVersion: version } });
    setVersion(r.version);
    setDirty(false);
  }, [calls.save, meetingId, flowId, design, version]);

  const savePage = useCallback(async (step: Step) => {
    const r = await send<Saved>(calls.savePage, { meetingId, flowId, page: PAGE_KEY[step] }, { body: { page: design?.[PAGE_KEY[step]] ?? {}, baseVersion: version } });
    setVersion(r.version);
    // other pages' unsaved edits stay as they are: only the saved page now matches the server
    setDesign((d) => (d ? { ...upgradeDesign(r.design), ...Object.fromEntries(Object.entries(d).filter(([k]) => k !== PAGE_KEY[step])) } : d));
  }, [calls.savePage, meetingId, flowId, design, version]);

  /** an older version into the editor: unsaved until saved again (then it becomes the newest) */
  const loadVersion = useCallback((d: Design) => {
    setDesign(upgradeDesign(d));
    setDirty(true);
  }, []);

  return { design, version, dirty, error, setPage, saveAll, savePage, loadVersion };
}
