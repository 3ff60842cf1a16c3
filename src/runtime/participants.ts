// Participant logins on meeting websites: separate from the organizer session, one record per
// meeting in localStorage, valid 24 hours (spec 3 §4, §6). An older record is removed when read.
import { useSyncExternalStore } from 'react';
import { readItem, writeItem, store } from './storage';
import { tokenExpired } from './jwt';

export interface ParticipantSession {
  userInfo: { id?: number | string; meetingId?: number | string; username?: string; [k: string]: unknown };
  sessionToken?: string | null;
  jwtToken?: string | null;
  /** ms since epoch */
  loginTime: number;
  websiteInfo?: unknown;
}

export const PARTICIPANT_PREFIX = 'conflow.participant.';
export const PARTICIPANT_TTL_MS = 24 * 60 * 60 * 1000;

const keyOf = (meetingId: string | number) => `${PARTICIPANT_PREFIX}${meetingId}`;

function valid(s: ParticipantSession, now: number): boolean {
  return typeof s.loginTime === 'number' && now - s.loginTime < PARTICIPANT_TTL_MS && !tokenExpired(s.jwtToken);
}

export function getParticipantSession(meetingId: string | number, now = Date.now()): ParticipantSession | null {
  const raw = readItem('local', keyOf(meetingId));
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as ParticipantSession;
    if (valid(s, now)) return s;
  } catch {
    /* unreadable record: drop it below */
  }
  writeItem('local', keyOf(meetingId), null);
  return null;
}

export function setParticipantSession(
  meetingId: string | number,
  data: Omit<ParticipantSession, 'loginTime'> & { loginTime?: number },
): ParticipantSession {
  const s: ParticipantSession = { ...data, loginTime: data.loginTime ?? Date.now() };
  writeItem('local', keyOf(meetingId), JSON.stringify(s));
  changed();
  return s;
}

export function clearParticipantSession(meetingId: string | number): void {
  writeItem('local', keyOf(meetingId), null);
  changed();
}

// A login or logout here (or in another tab: `storage`) tells whoever shows the participant's state:
// the site's registration button, the meeting frame's menu.
const CHANGED = 'conflow:participant-session';
const changed = () => typeof window !== 'undefined' && window.dispatchEvent(new Event(CHANGED));
export function onParticipantSessionChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The meeting's participant token (re-read on login and logout), '' when none. */
export function useParticipantToken(meetingId: string | number): string {
  return useSyncExternalStore(onParticipantSessionChange, () => getParticipantSession(meetingId)?.jwtToken ?? '', () => '');
}

/** Meeting ids that have a stored participant record (valid or not). */
function storedMeetings(): string[] {
  const s = store('local');
  if (!s) return [];
  const ids: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PARTICIPANT_PREFIX)) ids.push(k.slice(PARTICIPANT_PREFIX.length));
  }
  return ids;
}

/**
 * The token of the most recent valid participant login; with a participant id (from the request
 * path) the login of that participant is preferred (spec 1 §6).
 */
export function newestParticipantToken(participantId?: string | number): string | null {
  const sessions = storedMeetings()
    .map((m) => getParticipantSession(m))
    .filter((s): s is ParticipantSession => !!s && !!(s.jwtToken || s.sessionToken))
    .sort((a, b) => b.loginTime - a.loginTime);
  const match = participantId == null ? undefined : sessions.find((s) => String(s.userInfo?.id) === String(participantId));
  const s = match ?? sessions[0];
  return s ? (s.jwtToken || s.sessionToken || null) : null;
}
