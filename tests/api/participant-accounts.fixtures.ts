// Shared by the participant-account tests: register and log a participant in through the real API.
import { ageLimits, call, solveCaptcha, type TestApp } from './harness';

let seq = 0;
export const uniq = () => `${Date.now() % 1e4}${seq++}`;

/**
 * A fresh code sent to `recipient` (/api/auth/send-code), as a person signing up gets one. Each send comes
 * from an address of its own and the recipient's resend gap is aged away, so fixtures never meet the send
 * limits the tests of those limits count; a slider is solved when the app asks for one.
 */
export async function codeTo(t: TestApp, recipient: string, type: 'phone' | 'email' = recipient.includes('@') ? 'email' : 'phone') {
  await ageLimits(t, `code:${recipient.toLowerCase()}`, 3600);
  const ip = `10.99.${(seq >> 8) & 255}.${seq++ & 255}`;
  let r = await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient, type }, ip });
  if (r.status === 400 && r.body.errors?.[0]?.path === '/captchaToken') {
    r = await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient, type, captchaToken: await solveCaptcha(t) }, ip });
  }
  if (r.status !== 200) throw new Error(`send-code ${r.status} ${JSON.stringify(r.body)}`);
  return t.lastCode(recipient.toLowerCase());
}

/** A participant account made through the register call, its phone proven by a code; answers the body, its id and session token. */
export async function registerParticipant(t: TestApp, meetingId: number, over: Record<string, unknown> = {}) {
  const body = { phone: `137${String(Date.now() % 1e4).padStart(4, '0')}${String(seq++ % 1e4).padStart(4, '0')}`, username: `p${uniq()}`.slice(0, 10), password: 'pass1234', meetingId, adminId: 'admin', ...over };
  const verificationCode = await codeTo(t, String(body.phone));
  const r = await call(t.app, 'POST', '/api/participants/register', { body: { ...body, verificationCode } });
  if (r.status !== 200) throw new Error(`participant register ${r.status} ${JSON.stringify(r.body)}`);
  return { ...body, id: r.body.data.participant.id as number, token: r.body.data.token as string };
}

export async function loginParticipant(t: TestApp, meetingId: number, account: string, password = 'pass1234') {
  const r = await call(t.app, 'POST', '/api/participants/auth', { body: { account, password, meetingId, loginSource: 'meeting' } });
  if (r.status !== 200) throw new Error(`participant auth ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.participant.jwtToken as string;
}

/** A call with the participant's token where the client puts it (spec 3 §7). */
export const asParticipant = (token: string) => ({ 'participant-token': `Bearer ${token}` });
