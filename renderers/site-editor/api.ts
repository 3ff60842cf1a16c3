// The editor's calls (spec 3 §7), as the screen names them (website-editor.json `calls`): meeting
// info, saved site data, the batch save, the contact-us config, image upload and the preview token.
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
