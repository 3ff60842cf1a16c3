// Shared by the check-in API tests: two organizers, a meeting each, participants added through the
// participant repository (registration flows that create them are another issue's).
import { call, registerOrganizer, type TestApp } from './harness';
import { addParticipant, seedMeeting } from './participants.fixtures';
export { MEETING_NOT_FOUND, NOT_LOGGED_IN, ADMIN_ONLY } from './cast.fixtures';

export const PARTICIPANT_NOT_FOUND = ['参会人员不存在或无权访问', 'The participant does not exist or you may not access it'] as const;
export const CODE_NOT_FOUND = ['签到码无效或未找到对应的参会人员', 'Invalid check-in code, or no participant holds it'] as const;
export const OTHER_MEETING = ['该签到码不属于当前会议，请核对后重新扫码', 'This check-in code belongs to another meeting; check it and scan again'] as const;

export async function world(t: TestApp, name: string) {
  const org = await registerOrganizer(t, name);
  const meeting = await seedMeeting(t, org.token, `${name} 的会议`);
  const people = [];
  for (let i = 0; i < 3; i++) people.push(await addParticipant(t, meeting, { name: `${name}参会人${i}`, checkinCode: null, company: `${name}公司` }));
  return { org, token: org.token, meeting, people };
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
