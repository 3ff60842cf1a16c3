// The blocks' lists through the spec's calls (spec 3 §7), for one meeting. Before the site is
// published the server answers them only to the meeting's owner or with the meeting's preview token,
// which the site's address carries: every call, and every file link, passes it on.
import { http } from '@runtime/http';
import type { SiteData, SiteDataKind } from './lib/data';

export function siteDataFor(meetingId: string, previewToken?: string): SiteData {
  const token: Record<string, string> = previewToken ? { previewToken } : {};
  const paths: Record<SiteDataKind, (p: Record<string, unknown>) => [string, Record<string, unknown>?]> = {
    news: (p) => ['/api/news/list', { meetingId, page: 1, ...p }],
    speakers: () => [`/api/speakers/meeting/${meetingId}/active`],
    partners: () => [`/api/partners/meeting/${meetingId}/active`],
    documents: () => ['/api/document-collections', { meetingId }],
    'collection-documents': (p) => ['/api/documents', { collectionId: p.collectionId }],
    'contact-us': () => [`/api/website/contact-us/${meetingId}`],
  };
  return {
    meetingId,
    load(kind, params = {}) {
      const [path, query] = paths[kind](params);
      return http.get(path, { ...(query as Record<string, string>), ...token });
    },
    fileLink: (path) => (previewToken ? `${path}?previewToken=${encodeURIComponent(previewToken)}` : path),
  };
}
