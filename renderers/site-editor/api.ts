// The editor's calls (spec 3 §7), as the screen names them (website-editor.json `calls`): meeting
// info, saved site data, the batch save, the contact-us config, uploads, the media library and the preview token.
// The screen hands them down (<CallsProvider>); useEditorApi() reads them below it.
import { useMemo } from 'react';
import { serverMessage } from '@runtime/http';
import { fromRecords, toRecords, type SiteDocument, type WebsiteRecord } from '@renderers/meeting-site';
import { send, useCalls, type Calls } from '../calls';

export interface EditorMeeting {
  id: number;
  title?: string;
  previewToken?: string | null;
  adminId?: number;
  /** the meeting's IANA time zone (the website call answers it) */
  timeZone?: string;
}

export type MediaCategory = 'image' | 'video' | 'file' | 'favicon' | 'logo';
export interface UploadedMedia { fileUrl: string; originalName: string; mime: string; size: number; description?: string }
export interface LibraryItem { id: number; url: string; originalName: string; size: number; mime: string; category: string | null; description: string | null; createdAt: string }

export const editorApi = (calls: Calls) => ({
  loadMeeting: (meetingId: string) => send<EditorMeeting>(calls.meeting, { meetingId }),

  async loadDocument(meetingId: string, title: string): Promise<SiteDocument> {
    const records = await send<WebsiteRecord[]>(calls.load, { meetingId });
    return fromRecords(records ?? [], title);
  },

  saveDocument: (meetingId: string, doc: SiteDocument) => send(calls.save, { meetingId }, { body: toRecords(doc) }),

  /** The site's contact-us component, saved as the meeting's contact-us config (spec 3 §7), which the
   *  public block reads first: saved with the site, so the two never disagree. None: nothing to send. */
  async saveContactUs(meetingId: string, doc: SiteDocument) {
    const c = doc.pages.flatMap((p) => p.components).find((x) => x.type === 'contact-us');
    if (!c) return;
    await send(calls.contactUs, { meetingId }, { body: { componentId: c.id, ...c.props, style: c.style ?? {} } });
  },

  async uploadImage(meetingId: string, file: File, purpose: 'image' | 'logo' = 'image', onUploadProgress?: (fraction: number) => void): Promise<string> {
    const form = new FormData();
    form.append('meetingId', meetingId);
    form.append('category', 'website');
    form.append('purpose', purpose);
    form.append('file', file);
    const data = await send<{ fileUrl: string }>(calls.upload, { meetingId }, { body: form, onUploadProgress });
    return data.fileUrl;
  },

  /** POST /api/media/upload (spec 1 §7): rich-text images, videos and files, the favicon; answers the stored file. */
  async uploadMedia(meetingId: string, file: File, category: MediaCategory, description = '', onUploadProgress?: (fraction: number) => void): Promise<UploadedMedia> {
    const form = new FormData();
    form.append('meetingId', meetingId);
    form.append('category', category);
    form.append('description', description);
    form.append('file', file);
    return send<UploadedMedia>(calls.mediaUpload, { meetingId }, { body: form, onUploadProgress });
  },

  /** One page of the meeting's media library, newest first. */
  library: (meetingId: string, q: { page: number; size: number; kind?: 'image' | 'video' | 'file' }) =>
    send<{ list: LibraryItem[]; total: number; page: number; size: number }>(calls.library, { meetingId }, { params: { meetingId, ...q } }),

  deleteMedia: (id: number) => send(calls.deleteMedia, { id }),

  async previewToken(meetingId: string): Promise<string> {
    const data = await send<{ previewToken: string }>(calls.previewToken, { meetingId });
    return data.previewToken;
  },
});

export type EditorApi = ReturnType<typeof editorApi>;

/** The editor's calls under the screen's <CallsProvider>. */
export function useEditorApi(): EditorApi {
  const calls = useCalls();
  return useMemo(() => editorApi(calls), [calls]);
}

export { serverMessage };
