// Which token, timeout and query a request gets: the HTTP client rules (spec 1 §6-7, spec 3 §7).
import { peekToken, newestParticipantToken } from './auth';

export const TIMEOUTS = { default: 60_000, accounts: 10_000 } as const;

/** The accounts area (spec 1) answers quickly: 10 s. Everything else, uploads included, 60 s. */
const ACCOUNT_PREFIXES = ['/api/auth', '/api/captcha', '/api/user/', '/api/notifications', '/api/super-admin', '/api/reports', '/api/verification-codes'];

export function pathOf(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0];
}

export function timeoutFor(url: string): number {
  const p = pathOf(url);
  return ACCOUNT_PREFIXES.some((pre) => p.startsWith(pre)) ? TIMEOUTS.accounts : TIMEOUTS.default;
}

/**
 * Organizer calls that spec 2 §7 places under /participants/ (the payment review of the settings
 * area), the scanner's code look-up and the participant list's export: they carry the bearer token
 * like every admin call, not a participant's.
 */
const ORGANIZER_PARTICIPANT_CALLS = /^\/api\/participants\/(\d+\/payment-review|find-by-checkin-code)$|^\/api\/user-management\/meeting\/\d+\/participants\/export$/;

/** The participant's own registration calls (docs/registration.md) sit under /api/registrations/; its own check-in code under /api/user/. */
const OWN_PARTICIPANT_CALLS = /^\/api\/registrations\/|^\/api\/user\/current-checkin-code$/;

export const isParticipantPath = (url: string) =>
  (pathOf(url).includes('/participants/') && !ORGANIZER_PARTICIPANT_CALLS.test(pathOf(url))) || OWN_PARTICIPANT_CALLS.test(pathOf(url));

const PARTICIPANT_TOKEN_PATHS = /registrations|update-profile|info|checkin/;

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
const CREDENTIAL_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/send-code', '/api/auth/reset-password', '/api/captcha', '/api/participants/auth', '/api/participants/reset-password'];
export const isCredentialCall = (url: string) => CREDENTIAL_PATHS.some((p) => pathOf(url).startsWith(p));
