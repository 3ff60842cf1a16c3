// The blocks' lists through the spec's calls (spec 3 §7), for one meeting. Before the site is
// published the server answers them only to the meeting's owner or with the meeting's preview token,
// which the site's address carries: every call, and every file link, passes it on.
import { api, type OperationId } from '@runtime/api';
import type { SiteData, SiteDataKind } from './lib/data';

export function siteDataFor(meetingId: string, previewToken?: string): SiteData {
  const token: Record<string, string> = previewToken ? { previewToken } : {};
  const byMeeting = { meetingId };
  /** each block's operation, its path parameters and its query */
  const calls: Record<SiteDataKind, (p: Record<string, unknown>) => [OperationId, Record<string, string>, Record<string, unknown>?]> = {
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
