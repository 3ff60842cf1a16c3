// The editor's calls (spec 3 §7): meeting info, saved site data, the batch save, image upload and the
// preview token.
import { http, serverMessage } from '@runtime/http';
import { fromRecords, toRecords, type SiteDocument, type WebsiteRecord } from '@renderers/meeting-site';

export interface EditorMeeting {
  id: number;
  title?: string;
  previewToken?: string | null;
  adminId?: number;
}

export async function loadMeeting(meetingId: string): Promise<EditorMeeting> {
  return http.get<EditorMeeting>(`/api/co/meeting/${meetingId}/website`);
}

export async function loadDocument(meetingId: string, title: string): Promise<SiteDocument> {
  const records = await http.get<WebsiteRecord[]>(`/api/website-data/meeting/${meetingId}`);
  return fromRecords(records ?? [], title);
}

export const saveDocument = (meetingId: string, doc: SiteDocument) => http.post(`/api/website-data/meeting/${meetingId}/batch`, toRecords(doc));

/** The site's contact-us component, saved as the meeting's contact-us config (spec 3 §7), which the
 *  public block reads first: saved with the site, so the two never disagree. None: nothing to send. */
export async function saveContactUs(meetingId: string, doc: SiteDocument) {
  const c = doc.pages.flatMap((p) => p.components).find((x) => x.type === 'contact-us');
  if (!c) return;
  await http.post(`/api/website/contact-us/${meetingId}`, { componentId: c.id, ...c.props, style: c.style ?? {} });
}

export async function uploadImage(meetingId: string, file: File, purpose: 'image' | 'logo' = 'image'): Promise<string> {
  const form = new FormData();
  form.append('meetingId', meetingId);
  form.append('category', 'website');
  form.append('purpose', purpose);
  form.append('file', file);
  const data = await http.upload<{ fileUrl: string }>('/api/media/website/upload', form);
  return data.fileUrl;
}

export async function previewToken(meetingId: string): Promise<string> {
  const data = await http.post<{ previewToken: string }>(`/api/co/meeting/${meetingId}/generate-preview-token`);
  return data.previewToken;
}

export { serverMessage };
