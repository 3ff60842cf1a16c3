// Keeps craft's canvas and our document in step: a change on the canvas becomes the current page's
// components; switching pages (or reloading) loads that page into the canvas.
import { useEditor } from '@craftjs/core';
import { useEffect, useRef } from 'react';
import type { SitePage } from '@renderers/meeting-site';
import { toCraft } from './craft/serialize';

export function CraftSync({ page, version }: { page: SitePage; version: number }) {
  const { actions } = useEditor();
  const loaded = useRef('');
  useEffect(() => {
    const key = `${page.id}:${version}`;
    if (loaded.current === key) return;
    loaded.current = key;
    actions.history.ignore().deserialize(toCraft(page));
    actions.clearEvents();
    actions.history.clear(); // undo stays within the page being edited
    // only a page switch or a reload loads the canvas; edits flow the other way
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page.id, version]);
  return null;
}
