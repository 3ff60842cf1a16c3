// The server's first render of a published meeting site (built by vite as its own module, dist/.ssr/site.mjs,
// and called by src/server/website/site-page.ts): the same SiteApp the page draws, as HTML, so a visitor
// sees the first page before any script has run. The blocks' loads are asked for once the first render has
// named them (through `get`, the same public calls the page would make) and the page drawn again with them;
// the page then hydrates that HTML with the same answers (state.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ready } from '@runtime/i18n';
import { setMeetingZone } from '@runtime/meetingZone';
import { assumeViewerZone, zoneOr } from '@shared/time-zone';
import { fromRecords, type WebsiteRecord } from '@renderers/meeting-site/document';
import { loadKey, siteLoadUrl } from '@renderers/meeting-site/siteData';
import { setServerHtmlCleaner } from '@renderers/site/lib/links';
import type { SiteDataKind } from '@renderers/meeting-site';
import '@renderers/meeting-site';
import './messages';
import { SiteApp } from './SiteApp';
import type { MeetingInfo } from './load';
import type { SiteState } from './state';

export { stateScript } from './state';

export interface RenderInput {
  meeting: MeetingInfo;
  records: WebsiteRecord[];
  meetingId: string;
  userId: string;
  token: string;
  /** a public GET of the API: its answer's data, or undefined when it was refused or failed */
  get(url: string): Promise<unknown>;
  /** the server's cleaning of stored rich text (the page checks it in a DOM the server does not have) */
  cleanHtml(html: string): string;
}

export async function renderSite({ meeting, records, meetingId, userId, token, get, cleanHtml }: RenderInput): Promise<{ html: string; state: SiteState }> {
  await ready;
  const doc = fromRecords(records ?? [], meeting.title ?? '');
  const viewerZone = zoneOr(meeting.timeZone);
  const loads: Record<string, unknown> = {};
  const draw = (missed?: (kind: SiteDataKind, params?: Record<string, unknown>) => void) => {
    // the render is synchronous: the module-wide zones are the meeting's only while it runs
    setMeetingZone(meeting.timeZone);
    assumeViewerZone(viewerZone);
    setServerHtmlCleaner(cleanHtml);
    try {
      return renderToString(<StrictMode><SiteApp meeting={meeting} doc={doc} meetingId={meetingId} userId={userId} token={token} loads={loads} missed={missed} /></StrictMode>);
    } finally {
      assumeViewerZone(null);
      setMeetingZone(null);
      setServerHtmlCleaner(null);
    }
  };
  const wanted = new Map<string, [SiteDataKind, Record<string, unknown> | undefined]>();
  draw((kind, params) => wanted.set(loadKey(kind, params), [kind, params]));
  await Promise.all([...wanted].map(async ([key, [kind, params]]) => {
    const value = await get(siteLoadUrl(meetingId, kind, params, token)).catch(() => undefined);
    if (value !== undefined) loads[key] = value;
  }));
  return { html: draw(), state: { meeting, records, loads, lang: 'zh', viewerZone } };
}
