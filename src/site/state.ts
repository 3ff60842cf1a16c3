// What the server's first render of a published site hands to the page: the same answers the page would
// otherwise ask for (the meeting's public info, the saved website, the first page's block loads), and what
// that render assumed of its reader (Chinese, the meeting's own time zone). The page hydrates the server's
// HTML only when its reader matches those assumptions; otherwise it draws afresh from the same data.
import type { WebsiteRecord } from '@renderers/meeting-site/document';
import type { MeetingInfo } from './load';

export const STATE_ID = 'site-state';

export interface SiteState {
  meeting: MeetingInfo;
  records: WebsiteRecord[];
  /** block loads by loadKey(kind, params): the answers of the calls the blocks make */
  loads: Record<string, unknown>;
  /** the language the HTML is in */
  lang: 'zh' | 'en';
  /** the reader's zone the HTML's times were written for */
  viewerZone: string;
}

/** The state as a script element's text: `<` escaped, so no text in it can close the element. */
export const stateScript = (s: SiteState) =>
  `<script type="application/json" id="${STATE_ID}">${JSON.stringify(s).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}</script>`;

/** The state the server wrote into the page, if any. */
export function readState(): SiteState | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(STATE_ID);
  if (!el?.textContent) return null;
  try {
    const s = JSON.parse(el.textContent) as SiteState;
    return s && typeof s === 'object' && s.meeting && Array.isArray(s.records) ? s : null;
  } catch {
    return null;
  }
}
