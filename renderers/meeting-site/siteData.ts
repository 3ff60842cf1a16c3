// The blocks' lists through the spec's calls (spec 3 §7), for one meeting. Before the site is
// published the server answers them only to the meeting's owner or with the meeting's preview token,
// which the site's address carries: every call, and every file link, passes it on.
import { api, apiPath, type OperationId } from '@runtime/api';
import { withQuery } from '@runtime/httpRules';
import type { SiteData, SiteDataKind } from './lib/data';

/** The key a block's load is known by in loads fetched ahead (the server's first render hands them over). */
export const loadKey = (kind: SiteDataKind, params?: Record<string, unknown>) => JSON.stringify([kind, params ?? {}]);

/** The address a block's load calls (the server fetches the first page's loads through the same addresses). */
export function siteLoadUrl(meetingId: string, kind: SiteDataKind, params: Record<string, unknown> = {}, previewToken?: string): string {
  const [op, path, query] = siteCalls(meetingId)[kind](params);
  return withQuery(apiPath(op, path), { ...query, ...(previewToken ? { previewToken } : {}) } as Record<string, string>, false);
}

type Calls = Record<SiteDataKind, (p: Record<string, unknown>) => [OperationId, Record<string, string>, Record<string, unknown>?]>;

function siteCalls(meetingId: string): Calls {
  const byMeeting = { meetingId };
  return {
    news: (p) => ['getNewsList', {}, { meetingId, page: 1, ...p }],
    speakers: () => ['getSpeakersMeetingByMeetingIdActive', byMeeting],
    agenda: () => ['getAgendaMeetingByMeetingIdActive', byMeeting],
    partners: () => ['getPartnersMeetingByMeetingIdActive', byMeeting],
    documents: () => ['getDocumentCollections', {}, { meetingId }],
    'collection-documents': (p) => ['getDocuments', {}, { collectionId: p.collectionId }],
    'contact-us': () => ['getWebsiteContactUsByMeetingId', byMeeting],
    tickets: (p) => ['getSiteMeetingByMeetingIdTickets', byMeeting, p.flowId ? { flowId: p.flowId } : {}],
    map: () => ['getSiteMap', {}],
    meeting: () => ['getCoMeetingByIdInfo', { id: meetingId }],
  };
}

export function siteDataFor(meetingId: string, previewToken?: string): SiteData {
  const token: Record<string, string> = previewToken ? { previewToken } : {};
  const calls = siteCalls(meetingId);
  return {
    meetingId,
    load(kind, params = {}) {
      const [op, path, query] = calls[kind](params);
      return (api as (op: OperationId, call: object) => Promise<unknown>)(op, { params: path, query: { ...query, ...token } });
    },
    flowLink: (flowId) => `/meeting/${meetingId}/register/${flowId}`,
    fileLink: (path) => (previewToken ? `${path}?previewToken=${encodeURIComponent(previewToken)}` : path),
  };
}
