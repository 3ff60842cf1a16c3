// The participant calls of spec 3 §7 (docs/contracts.md "Participants") and the per-meeting login
// record they keep (src/runtime/participants.ts: 24 hours).
import { clearParticipantSession, getParticipantSession, setParticipantSession } from '@runtime/participants';
import { send } from '../calls';
import { accountCalls as calls } from './calls';

export interface Participant {
  id: number;
  meetingId: number;
  username: string;
  name?: string;
  phone?: string;
  email?: string;
  gender?: string;
  workplace?: string;
  position?: string;
  company?: string;
  missingFields?: string[];
  profileComplete?: boolean;
  meeting?: { id: number; title: string } | null;
}

export interface RegisterInput {
  mode: 'phone' | 'email';
  phone?: string;
  email?: string;
  username: string;
  password: string;
  confirmPassword: string;
  /** the code sent to the phone or e-mail: sign-up proves the address */
  verificationCode: string;
  meetingId: number | string;
  adminId?: number | string;
}

/** Makes the account and keeps the session the answer carries: registered means logged in. */
export async function registerParticipant(v: RegisterInput): Promise<Participant> {
  const { mode, ...rest } = v;
  const body = { ...rest, phone: mode === 'phone' ? v.phone : undefined, email: mode === 'email' ? v.email : undefined };
  return keep(v.meetingId, await send(mode === 'phone' ? calls.register : calls.registerEmail, {}, { body }));
}

/** Keeps the session a login answered (by password or by code) for the meeting. */
function keep(meetingId: number | string, data: unknown): Participant {
  const { participant } = data as { participant: Participant & { sessionToken: string; jwtToken: string } };
  const { sessionToken, jwtToken, ...userInfo } = participant;
  setParticipantSession(meetingId, { userInfo, sessionToken, jwtToken });
  return participant;
}

/** `captchaToken`: a slider pass, once the server asked for one (an account with many failed logins). */
export async function loginParticipant(account: string, password: string, meetingId: number | string, captchaToken?: string): Promise<Participant> {
  return keep(meetingId, await send(calls.login, {}, { body: { account, password, meetingId: Number(meetingId), loginSource: 'meeting', captchaToken } }));
}

/** Login with a code sent to the phone or e-mail (`recipient`: an e-mail when it holds @); an address without an account gets one. */
export async function loginParticipantByCode(recipient: string, verificationCode: string, meetingId: number | string): Promise<{ participant: Participant; created: boolean }> {
  const mode = recipient.includes('@') ? 'email' : 'phone';
  const data = await send(calls.loginByCode, {}, { body: { meetingId: Number(meetingId), mode, [mode]: recipient, verificationCode, loginSource: 'meeting', create: true } });
  return { participant: keep(meetingId, data), created: data?.created === true };
}

export const participantInfo = () => send<Participant>(calls.info);

export async function updateProfile(meetingId: number | string, values: Record<string, unknown>): Promise<Participant> {
  const p = await send<Participant>(calls.updateProfile, {}, { body: values });
  const s = getParticipantSession(meetingId);
  if (s) setParticipantSession(meetingId, { ...s, userInfo: { ...s.userInfo, ...p } });
  return p;
}

export function logoutParticipant(meetingId: number | string) {
  const s = getParticipantSession(meetingId);
  clearParticipantSession(meetingId);
  // the server forgets the session too; a failure changes nothing for the visitor
  if (s?.jwtToken) void send(calls.logout, {}, { body: {}, headers: { 'participant-token': `Bearer ${s.jwtToken}` } }).catch(() => undefined);
}

export interface Flow {
  id: number;
  name: string;
  description?: string;
}
export const meetingFlows = (meetingId: number | string) => send<Flow[]>(calls.flows, { meetingId });

export interface ParticipantNotification {
  id: number;
  title: string;
  content?: string;
  isRead: boolean;
  createdAt: string;
}

/** The meeting's own participant login goes along (the client's path rule would pick the newest one). */
const asParticipantOf = (meetingId: number | string): { headers: Record<string, string> } => {
  const s = getParticipantSession(meetingId);
  return { headers: s?.jwtToken ? { 'participant-token': `Bearer ${s.jwtToken}` } : {} };
};
export const participantNotifications = (meetingId: number | string) =>
  send<{ content: ParticipantNotification[]; unread: number }>(calls.notifications, {}, { params: { page: 0, size: 10 }, ...asParticipantOf(meetingId) });
export const readNotification = (meetingId: number | string, id: number) => send(calls.readNotification, { id }, { body: {}, ...asParticipantOf(meetingId) });
export const readAllNotifications = (meetingId: number | string) => send(calls.readAllNotifications, {}, { body: {}, ...asParticipantOf(meetingId) });
