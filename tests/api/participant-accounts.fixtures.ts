// Shared by the participant-account tests: register and log a participant in through the real API.
import { call, type TestApp } from './harness';

let seq = 0;
export const uniq = () => `${Date.now() % 1e4}${seq++}`;

export async function registerParticipant(t: TestApp, meetingId: number, over: Record<string, unknown> = {}) {
  const body = { phone: `137${String(Date.now() % 1e4).padStart(4, '0')}${String(seq++ % 1e4).padStart(4, '0')}`, username: `p${uniq()}`.slice(0, 10), password: 'pass1234', meetingId, adminId: 'admin', ...over };
  const r = await call(t.app, 'POST', '/api/participants/register', { body });
  if (r.status !== 200) throw new Error(`participant register ${r.status} ${JSON.stringify(r.body)}`);
  return { ...body, id: r.body.data.id as number };
}

export async function loginParticipant(t: TestApp, meetingId: number, account: string, password = 'pass1234') {
  const r = await call(t.app, 'POST', '/api/participants/auth', { body: { account, password, meetingId, loginSource: 'meeting' } });
  if (r.status !== 200) throw new Error(`participant auth ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.participant.jwtToken as string;
}

/** A call with the participant's token where the client puts it (spec 3 §7). */
export const asParticipant = (token: string) => ({ 'participant-token': `Bearer ${token}` });
