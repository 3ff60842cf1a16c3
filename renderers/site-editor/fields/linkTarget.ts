// Where a link prop points, read from and written to the shape it is stored in, so the public site
// reads what it always read: a page of this site, one of the meeting's registration flows, or an
// external http(s) address.
// - `hash` (a button's action, any `x-picker: link` text): a page is its `#page=` hash, a flow its
//   registration address, an external address as typed.
// - `menu` (a navbar item, whose `type` sibling the hint `x-link-type` names): a page is its bare id
//   and `internal`, a flow its registration address and `internal`, an external address `external`.
import { pageLink, pageOfLink } from './EditorPages';

export type LinkTarget = { kind: 'page'; page: string } | { kind: 'flow'; flow: string } | { kind: 'url'; url: string };
export type LinkStyle = 'hash' | 'menu';

/** The public address of a registration flow (the same as the tickets block's button: renderers/meeting-site/siteData.ts). */
export const flowPath = (meetingId: string, flowId: string) => `/meeting/${meetingId}/register/${flowId}`;
const FLOW = /^\/meeting\/[^/]+\/register\/(\d+)$/;

/** An external address a visitor can follow: http(s) with a host that has a dot. */
export const validExternalUrl = (v: string) => /^https?:\/\/[^\s/?#\\]+\.[^\s/?#\\]+(?:[/?#]\S*)?$/i.test(v.trim());

/** Where a stored link points; `pageIds` are the site's pages (a menu item names a page by its bare id). */
export function readLink(stored: string, style: LinkStyle, pageIds: string[]): LinkTarget | null {
  const v = stored.trim();
  if (!v) return null;
  const page = style === 'hash' ? pageOfLink(v) : pageIds.includes(v) ? v : pageOfLink(v);
  if (page !== undefined) return { kind: 'page', page };
  const flow = FLOW.exec(v);
  if (flow) return { kind: 'flow', flow: flow[1] };
  return { kind: 'url', url: v };
}

/** The stored text for a target, and whether it leaves the site (a menu item's `external`, a button's new tab). */
export function writeLink(target: LinkTarget, style: LinkStyle, meetingId: string): { to: string; external: boolean } {
  if (target.kind === 'page') return { to: style === 'hash' ? pageLink(target.page) : target.page, external: false };
  if (target.kind === 'flow') return { to: flowPath(meetingId, target.flow), external: false };
  return { to: target.url.trim(), external: true };
}
