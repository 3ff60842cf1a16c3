// Shared by the meetings API tests: a valid meeting body and small helpers.
import { call, type TestApp } from './harness';
import { nowText, plusDays } from '../../src/server/meetings/times';

/** 'yyyy-MM-dd HH:mm:ss' some days from now (UTC+8), at the given hour. */
export const at = (days: number, hour = 9) => `${nowText(days).slice(0, 10)} ${String(hour).padStart(2, '0')}:00:00`;
export { nowText, plusDays };

export const validMeeting = (over: Record<string, unknown> = {}) => ({
  title: '2025 全球开发者大会',
  description: '面向开发者的年度技术大会，涵盖云原生、人工智能与开源生态。',
  type: 'international',
  status: 'preparing',
  manager: '张经理',
  startTime: at(10, 9),
  endTime: at(12, 18),
  location: '上海国际会议中心',
  subVenues: [{ name: 'A厅', location: '一楼', capacity: 300 }],
  ...over,
});

export async function meetingCount(t: TestApp): Promise<number> {
  const [r] = await t.db.query('SELECT count(*)::int AS n FROM meetings');
  return Number(r.n);
}

export async function createMeeting(t: TestApp, token: string, over: Record<string, unknown> = {}) {
  const r = await call(t.app, 'POST', '/api/co/meeting', { token, body: validMeeting(over) });
  if (r.status !== 200) throw new Error(`create ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data as Record<string, any>;
}

/** A meeting whose website is published: its speakers, partners, news, documents and contact are public. */
export async function publishedMeeting(t: TestApp, token: string, over: Record<string, unknown> = {}) {
  const meeting = await createMeeting(t, token, over);
  const ws = await call(t.app, 'PUT', `/api/co/meeting/${meeting.id}/website-status`, { token, body: { websiteStatus: 'active' } });
  if (ws.status !== 200) throw new Error(`website ${ws.status} ${JSON.stringify(ws.body)}`);
  return meeting;
}
