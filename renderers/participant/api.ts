// The participant calls of spec 3 §7 (docs/contracts.md "Participants") and the per-meeting login
// record they keep (src/runtime/participants.ts: 24 hours).
import { http } from '@runtime/http';
import { clearParticipantSession, getParticipantSession, setParticipantSession } from '@runtime/participants';

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
  return keep(v.meetingId, await http.post(mode === 'phone' ? '/api/participants/register' : '/api/participants/register-email', body));
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
  return keep(meetingId, await http.post('/api/participants/auth', { account, password, meetingId: Number(meetingId), loginSource: 'meeting', captchaToken }));
}

/** Login with a code sent to the phone or e-mail (`recipient`: an e-mail when it holds @); an address without an account gets one. */
export async function loginParticipantByCode(recipient: string, verificationCode: string, meetingId: number | string): Promise<{ participant: Participant; created: boolean }> {
  const mode = recipient.includes('@') ? 'email' : 'phone';
  const data = await http.post('/api/participants/auth-code', { meetingId: Number(meetingId), mode, [mode]: recipient, verificationCode, loginSource: 'meeting', create: true });
  return { participant: keep(meetingId, data), created: data?.created === true };
}

export const participantInfo = () => http.get('/api/participants/info') as Promise<Participant>;

export async function updateProfile(meetingId: number | string, values: Record<string, unknown>): Promise<Participant> {
  const p = (await http.post('/api/participants/update-profile', values)) as Participant;
  const s = getParticipantSession(meetingId);
  if (s) setParticipantSession(meetingId, { ...s, userInfo: { ...s.userInfo, ...p } });
  return p;
}

export function logoutParticipant(meetingId: number | string) {
  const s = getParticipantSession(meetingId);
  clearParticipantSession(meetingId);
  // the server forgets the session too; a failure changes nothing for the visitor
  if (s?.jwtToken) void http.post('/api/participants/logout', {}, { headers: { 'participant-token': `Bearer ${s.jwtToken}` } }).catch(() => undefined);
}

export interface Flow {
  id: number;
  name: string;
  description?: string;
}
export const meetingFlows = (meetingId: number | string) => http.get(`/api/site/meeting/${meetingId}/registration-flows`) as Promise<Flow[]>;

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
  http.get('/api/participants/notifications', { page: 0, size: 10 }, asParticipantOf(meetingId)) as Promise<{ content: ParticipantNotification[]; unread: number }>;
export const readNotification = (meetingId: number | string, id: number) => http.put(`/api/participants/notifications/${id}/read`, {}, asParticipantOf(meetingId));
export const readAllNotifications = (meetingId: number | string) => http.put('/api/participants/notifications/read-all', {}, asParticipantOf(meetingId));
