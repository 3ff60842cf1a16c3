// A meeting's agenda sessions (issue 18 item 4): created by the meeting's owner under ?meetingId,
// validated from schemas/entities/agenda-session.json (messages naming the label in zh and en) plus
// "ends after it starts", listed as the agenda reads (day, then start), public once the website is
// published (active sessions only), another organizer refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting, publishedMeeting } from './meetings.fixtures';

describe.each(DATABASES)('data management: the agenda (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'agendaorg');
    rival = await registerOrganizer(t, 'agendarival');
    meeting = await publishedMeeting(t, org.token);
  });
  afterAll(() => t.close());

  const session = (over: Record<string, unknown> = {}) => ({ name: '开幕式', day: '2026-12-10', startTime: '09:00', endTime: '09:30', kind: 'keynote', subVenue: '主会场', status: 'active', displayOrder: 0, ...over });
  const create = (body: Record<string, unknown>, token = org.token) => call(t.app, 'POST', `/api/agenda?meetingId=${meeting.id}`, { token, body });

  it('creates sessions with their speakers and lists them by day and start', async () => {
    const sp = (await call(t.app, 'POST', `/api/speakers?meetingId=${meeting.id}`, { token: org.token, body: { name: '陈思远', status: 'active', displayOrder: 0 } })).body.data;
    for (const s of [
      session({ name: '第二天主旨报告', day: '2026-12-11', startTime: '09:00', endTime: '10:00', speakerIds: [sp.id] }),
      session({ name: '茶歇', startTime: '10:30', endTime: '10:45', kind: 'break' }),
      session(),
      session({ name: '圆桌：开源数据库', startTime: '14:00', endTime: '15:30', kind: 'panel', subVenue: 'B 厅', room: '201', status: 'inactive' }),
    ]) {
      const r = await create(s);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const list = (await call(t.app, 'GET', `/api/agenda/meeting/${meeting.id}`, { token: org.token })).body.data;
    expect(list.map((s: any) => `${s.day} ${s.startTime} ${s.name}`)).toEqual([
      '2026-12-10 09:00 开幕式', '2026-12-10 10:30 茶歇', '2026-12-10 14:00 圆桌：开源数据库', '2026-12-11 09:00 第二天主旨报告',
    ]);
    expect(list[3].speakerIds).toEqual([sp.id]);
    // the public site reads the active ones
    const pub = (await call(t.app, 'GET', `/api/agenda/meeting/${meeting.id}/active`)).body.data;
    expect(pub.map((s: any) => s.name)).toEqual(['开幕式', '茶歇', '第二天主旨报告']);
  });

  it('refuses an end before the start, a malformed time, a missing title and an unknown kind, naming the field; nothing stored', async () => {
    const count = async () => (await t.db.query('SELECT count(*)::int AS n FROM agenda_sessions'))[0].n;
    const n = await count();
    const url = `/api/agenda?meetingId=${meeting.id}`;
    await expectMessage(t.app, 'POST', url, { token: org.token, body: session({ endTime: '08:30' }) }, 400, '结束时间必须晚于开始时间', 'The end must be after the start');
    await expectMessage(t.app, 'POST', url, { token: org.token, body: session({ startTime: '9点' }) }, 400, '开始时间请按 时:分 填写，如 09:30', 'Write the start as hours:minutes, e.g. 09:30');
    await expectMessage(t.app, 'POST', url, { token: org.token, body: session({ endTime: '24:00' }) }, 400, '结束时间请按 时:分 填写，如 10:15', 'Write the end as hours:minutes, e.g. 10:15');
    await expectMessage(t.app, 'POST', url, { token: org.token, body: session({ name: ' ' }) }, 400, '请输入议程名称', 'Enter the session title');
    for (const [body, zh] of [[session({ kind: 'party' }), '类型的取值无效'], [session({ day: '2026-02-30' }), '日期格式不正确'], [session({ speakerIds: Array.from({ length: 21 }, (_, i) => i + 1) }), '演讲嘉宾最多20项']] as const) {
      const r = await call(t.app, 'POST', url, { token: org.token, body });
      expect([r.status, r.body.message]).toEqual([400, zh]);
      // the English names the field by its English label
      const en = await call(t.app, 'POST', url, { token: org.token, body, lang: 'en' });
      expect(en.status).toBe(400);
      expect(en.body.message).toMatch(/^(Type|Day|Speakers)\b/);
    }
    expect(await count()).toBe(n);
  });

  it('changes a session by its form, again refusing an end before the start', async () => {
    const [first] = (await call(t.app, 'GET', `/api/agenda/meeting/${meeting.id}`, { token: org.token })).body.data;
    const up = await call(t.app, 'PUT', `/api/agenda/${first.id}`, { token: org.token, body: session({ name: '开幕式（更新）', endTime: '09:40' }) });
    expect([up.status, up.body.data.name, up.body.data.endTime]).toEqual([200, '开幕式（更新）', '09:40']);
    const bad = await call(t.app, 'PUT', `/api/agenda/${first.id}`, { token: org.token, body: session({ startTime: '10:00', endTime: '10:00' }) });
    expect([bad.status, bad.body.message]).toEqual([400, '结束时间必须晚于开始时间']);
  });

  it('another organizer can neither add to, read, change nor delete the agenda; a draft meeting’s agenda is not public', async () => {
    expect((await create(session(), rival.token)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/agenda/meeting/${meeting.id}`, { token: rival.token })).status).toBe(404);
    const [first] = (await call(t.app, 'GET', `/api/agenda/meeting/${meeting.id}`, { token: org.token })).body.data;
    expect((await call(t.app, 'PUT', `/api/agenda/${first.id}`, { token: rival.token, body: session() })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/agenda/${first.id}`, { token: rival.token })).status).toBe(404);
    const draft = await createMeeting(t, org.token);
    await call(t.app, 'POST', `/api/agenda?meetingId=${draft.id}`, { token: org.token, body: session() });
    expect((await call(t.app, 'GET', `/api/agenda/meeting/${draft.id}/active`)).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/agenda/${first.id}`, { token: org.token })).status).toBe(200);
  });
});
