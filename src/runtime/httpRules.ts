// Which token, timeout and query a request gets: the HTTP client rules (spec 1 §6-7, spec 3 §7).
import { peekToken, newestParticipantToken } from './auth';
import { areaOf, inArea, matchesOperation, type OperationId } from './operations';

export const TIMEOUTS = { default: 60_000, accounts: 10_000 } as const;

/** The accounts area (spec 1) answers quickly: 10 s. Everything else, uploads included, 60 s. Areas named by one operation of each. */
const ACCOUNT_AREAS = (['postAuthLogin', 'getCaptcha', 'getUserInfo', 'getNotificationsStatistics', 'getSuperAdminDashboard', 'getReports', 'getVerificationCodes'] as const).map(areaOf);

export function pathOf(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0];
}

export function timeoutFor(url: string): number {
  const p = pathOf(url);
  return ACCOUNT_AREAS.some((area) => inArea(p, area)) ? TIMEOUTS.accounts : TIMEOUTS.default;
}

/**
 * Organizer calls that spec 2 §7 places under /participants/ (the payment review of the settings
 * area), the scanner's code look-up and the participant list's export and import: they carry the bearer token
 * like every admin call, not a participant's.
 */
const ORGANIZER_PARTICIPANT_CALLS: OperationId[] = ['putParticipantsByParticipantIdPaymentReview', 'getParticipantsFindByCheckinCode', 'getUserManagementMeetingByMeetingIdParticipantsExport',
  // the participant list's import (preview, import, template)
  'postUserManagementMeetingByMeetingIdParticipantsImportPreview', 'postUserManagementMeetingByMeetingIdParticipantsImport', 'getUserManagementMeetingByMeetingIdParticipantsImportTemplate'];

/** The participant's own registration calls (docs/registration.md) sit in the registrations area, their waiting lists in
 *  the waitlist area (the organizer's are under /api/co); its own check-in code in the user one. */
const OWN_REGISTRATIONS = areaOf('getRegistrationsMine');
const OWN_WAITLIST = areaOf('getWaitlistMine');
const isOwnParticipantCall = (p: string) => (p.startsWith(`${OWN_REGISTRATIONS}/`) && p !== OWN_REGISTRATIONS) || inArea(p, OWN_WAITLIST) || matchesOperation(p, 'getUserCurrentCheckinCode');

export const isParticipantPath = (url: string) =>
  (pathOf(url).includes('/participants/') && !ORGANIZER_PARTICIPANT_CALLS.some((op) => matchesOperation(pathOf(url), op))) || isOwnParticipantCall(pathOf(url));

const PARTICIPANT_TOKEN_PATHS = /registrations|waitlist|update-profile|info|checkin/;

/** The participant id in `/participants/{id}/...`, when the segment is an id. */
export function participantIdOf(url: string): string | undefined {
  const m = pathOf(url).match(/\/participants\/(\d+)(?:\/|$)/);
  return m?.[1];
}

export interface AuthHeaders {
  headers: Record<string, string>;
  /** the organizer token that was attached (to check expiry before sending) */
  organizerToken: string | null;
}

/**
 * Participant paths never carry the organizer token; their registration/profile/info/checkin
 * calls carry the participant's token instead. Every other call carries the bearer token.
 */
export function authHeaders(url: string): AuthHeaders {
  if (isParticipantPath(url)) {
    const headers: Record<string, string> = {};
    if (PARTICIPANT_TOKEN_PATHS.test(pathOf(url))) {
      const pt = newestParticipantToken(participantIdOf(url));
      if (pt) headers['participant-token'] = `Bearer ${pt}`;
    }
    return { headers, organizerToken: null };
  }
  const token = peekToken();
  return { headers: token ? { Authorization: `Bearer ${token}` } : {}, organizerToken: token };
}

export type Params = Record<string, unknown> | URLSearchParams | undefined | null;

/** Append query params (undefined/null skipped, arrays repeated); GET adds `_t` against caches. */
export function withQuery(url: string, params: Params, stamp: boolean): string {
  const q = new URLSearchParams();
  if (params instanceof URLSearchParams) params.forEach((v, k) => q.append(k, v));
  else if (params)
    for (const [k, v] of Object.entries(params)) {
      if (v === undefined || v === null) continue;
      for (const item of Array.isArray(v) ? v : [v]) q.append(k, item instanceof Date ? item.toISOString() : String(item));
    }
  if (stamp) q.set('_t', String(Date.now()));
  const qs = q.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** Calls whose 401 means "wrong credentials", not "session gone": keep the server's message. */
const CREDENTIAL_CALLS: OperationId[] = ['postAuthLogin', 'postAuthRegister', 'postAuthSendCode', 'postAuthResetPassword', 'getCaptcha', 'postCaptchaVerify', 'postParticipantsAuth', 'postParticipantsAuthCode', 'postParticipantsResetPassword'];
export const isCredentialCall = (url: string) => CREDENTIAL_CALLS.some((op) => matchesOperation(pathOf(url), op));
