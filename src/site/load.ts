// What the public page needs before it draws: the meeting's public info through the preview check
// (the token must be the meeting's and the site published) and the saved website, in parallel.
import { isApiError } from '@runtime/http';
import { api } from '@runtime/api';
import { getToken } from '@runtime/auth';
import { fromRecords, type SiteDocument, type WebsiteRecord } from '@renderers/meeting-site/document';

export interface MeetingInfo {
  id: number;
  title?: string;
  description?: string;
  venue?: string;
  location?: string;
  startTime?: string;
  endTime?: string;
  /** the meeting's IANA time zone: startTime and endTime are wall clock there */
  timeZone?: string;
  logo?: string;
  creator_id?: number;
  /** the registration window, wall clock in timeZone (the website settings form); null: not set */
  registrationStartTime?: string | null;
  registrationEndTime?: string | null;
}

export interface PublicAddress {
  userId: string;
  meetingId: string;
  token: string;
}

export type Loaded = { ok: true; meeting: MeetingInfo; doc: SiteDocument; draft?: boolean } | { ok: false; reason: 'notFound' | 'unpublished' | 'failed'; message?: string };

/** /{userId}/p/{meetingId}/{token}: the six-character token of spec 3 §2.1. */
export function parseAddress(path: string): PublicAddress | null {
  const m = /^\/([^/]+)\/p\/(\d{1,9})\/([A-Za-z0-9]{6})\/?$/.exec(path);
  return m ? { userId: m[1], meetingId: m[2], token: m[3] } : null;
}

const siteRecords = (meetingId: string) => api('getWebsiteDataMeetingByMeetingId', { params: { meetingId } }) as Promise<WebsiteRecord[]>;

export async function loadSite(a: PublicAddress): Promise<Loaded> {
  // both in parallel, but the preview check's answer decides: an unpublished site's records answer 404 too,
  // and whichever refusal came first must not turn "not published" into "not found"
  const [meeting, records] = await Promise.allSettled([
    api('getCoMeetingByIdWebsitePreview', { params: { id: a.meetingId }, query: { token: a.token } }) as Promise<MeetingInfo>,
    siteRecords(a.meetingId),
  ]);
  const failed = meeting.status === 'rejected' ? meeting.reason : records.status === 'rejected' ? records.reason : null;
  if (!failed && meeting.status === 'fulfilled' && records.status === 'fulfilled') return { ok: true, meeting: meeting.value, doc: fromRecords(records.value ?? [], meeting.value.title ?? '') };
  const e = failed;
  if (isApiError(e) && e.status === 404) return { ok: false, reason: 'notFound' };
  if (isApiError(e) && e.status === 403) return (await ownerPreview(a)) ?? { ok: false, reason: 'unpublished', message: e.message };
  return { ok: false, reason: 'failed', message: isApiError(e) ? e.message : undefined };
}

/** The token was right but the site is not published: its organizer (logged in here) still sees it,
 *  marked as a draft; the server lets only the owner read a draft's info and data. */
async function ownerPreview(a: PublicAddress): Promise<Loaded | null> {
  if (!getToken()) return null;
  try {
    const [meeting, records] = await Promise.all([
      api('getCoMeetingByIdInfo', { params: { id: a.meetingId } }) as Promise<MeetingInfo>,
      siteRecords(a.meetingId),
    ]);
    return { ok: true, meeting, doc: fromRecords(records ?? [], meeting.title ?? ''), draft: true };
  } catch {
    return null;
  }
}
