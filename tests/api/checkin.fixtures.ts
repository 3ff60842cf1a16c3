// Shared by the check-in API tests: two organizers, a meeting each with a flow, participants added
// through the participant repository, each with a paid, confirmed registration holding its door code
// (issue 15: a code belongs to a registration), and `enrol` for a registration in any other state.
import { call, registerOrganizer, type TestApp } from './harness';
import { addParticipant, addRegistration, seedMeeting } from './participants.fixtures';
import { newDoorCode } from '../../src/server/checkin/door-codes';
export { MEETING_NOT_FOUND, NOT_LOGGED_IN, ADMIN_ONLY } from './cast.fixtures';

export const PARTICIPANT_NOT_FOUND = ['参会人员不存在或无权访问', 'The participant does not exist or you may not access it'] as const;
export const CODE_NOT_FOUND = ['签到码无效：没有对应的报名', 'Unknown code: no registration has it'] as const;
export const OTHER_MEETING = ['该签到码不属于当前会议，请核对后重新扫码', 'This check-in code belongs to another meeting; check it and scan again'] as const;
export const CANCELLED = ['该报名已取消，不能入场', 'This registration was cancelled: no entry'] as const;
export const EXPIRED = ['该报名未按时付款已过期，不能入场', 'This registration expired unpaid: no entry'] as const;
export const AWAITING_PAYMENT = ['该报名尚未付款，不能入场', 'This registration is awaiting payment: no entry'] as const;
export const UNDER_REVIEW = ['该报名尚在审核中，不能入场', 'This registration is still under review: no entry'] as const;
export const NO_ADMITTED = ['该参会人员没有可入场的报名', 'This participant has no registration that may enter'] as const;

export type World = Awaited<ReturnType<typeof world>>;
export type Person = World['people'][number];

export async function world(t: TestApp, name: string) {
  const org = await registerOrganizer(t, name);
  const meeting = await seedMeeting(t, org.token, `${name} 的会议`);
  const flow = await t.app.ctx.repo('registrationFlow').insert(t.db, { meetingId: meeting.id, name: `${name} 报名`, type: 'standard', currency: 'CNY', isDefault: true, formConfig: {} });
  const w = { org, token: org.token, meeting, flow, people: [] as Array<Record<string, any> & { code: string; reg: Record<string, any> }> };
  for (let i = 0; i < 3; i++) w.people.push(await enrol(t, w, 'confirmed', { name: `${name}参会人${i}`, company: `${name}公司` }));
  return w;
}

/** A new participant of the world's meeting with one registration in `state` (paid when confirmed), and its door code. */
export async function enrol(t: TestApp, w: { meeting: Record<string, any>; flow: Record<string, any> }, state: string, person: Record<string, unknown> = {}, reg: Record<string, unknown> = {}) {
  const p = (await addParticipant(t, w.meeting, { checkinCode: null, ...person })) as Record<string, any> & { id: number };
  const code = newDoorCode();
  const r = await addRegistration(t, w.meeting, p.id, {
    flowId: w.flow.id, registrationStatus: state, paymentStatus: state === 'confirmed' ? 'paid' : 'unpaid', doorCode: code,
    selectedTicketName: '标准票', selectedSubVenues: ['主会场'], submitTime: new Date().toISOString(), ...reg,
  });
  return { ...p, code, reg: r as Record<string, any> & { id: number } };
}

export const codeUrl = (path: string, userId: number, meetingId: number) => `/api/user/${path}?userId=${userId}&meetingId=${meetingId}`;
export const findUrl = (code: string, meetingId: number, base = '/api/participants') =>
  `${base}/find-by-checkin-code?checkinCode=${encodeURIComponent(code)}&meetingId=${meetingId}`;

export async function codeOf(t: TestApp, token: string, userId: number, meetingId: number): Promise<string> {
  const r = await call(t.app, 'GET', codeUrl('get-checkin-code', userId, meetingId), { token });
  if (r.status !== 200) throw new Error(`get-checkin-code ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.checkinCode;
}

export const confirm = (t: TestApp, token: string, userId: number, meetingId: number, status = 'checked_in') =>
  call(t.app, 'POST', '/api/user/update-checkin-status', { token, body: { userId, meetingId, status } });

/** "Scan to check in": one call with the typed or scanned code. */
export const scan = (t: TestApp, token: string, meetingId: number, code: string, lang?: 'zh' | 'en') =>
  call(t.app, 'POST', `/api/co/checkin/meeting/${meetingId}/scan`, { token, body: { code }, lang });
