// The organizer's speaker and partner library (issue 18 item 8): records of the organizer's other
// meetings, one per name, offered for this meeting and copied with every property of their form;
// a name the meeting has is refused (also when twenty copies race), another organizer's records are
// neither listed nor copied, and the pick is validated with the label's message in zh and en.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';

describe.each(DATABASES)('data management: the speaker and partner library (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let last: Record<string, any>;
  let now: Record<string, any>;
  let theirs: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'liborg');
    rival = await registerOrganizer(t, 'librival');
    last = await createMeeting(t, org.token, { title: '2025 年会' });
    now = await createMeeting(t, org.token, { title: '2026 年会' });
    theirs = await createMeeting(t, rival.token, { title: '别家的会' });
  });
  afterAll(() => t.close());

  const add = (meetingId: number, token: string, body: Record<string, unknown>, what = 'speakers') =>
    call(t.app, 'POST', `/api/${what}?meetingId=${meetingId}`, { token, body });
  const library = async (meetingId: number, token = org.token, what = 'speakers') => {
    const r = await call(t.app, 'GET', `/api/${what}/library?meetingId=${meetingId}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as Array<Record<string, any>>;
  };

  it('lists the latest record of each name from the organizer’s other meetings, labelled with its meeting', async () => {
    const chen = (await add(last.id, org.token, { name: '陈思远', company: '清华大学', position: '教授', email: 'chen@example.org', contactPublic: true, speechTopic: '大模型推理', biography: '长期从事系统研究', status: 'active', displayOrder: 3 })).body.data;
    await add(last.id, org.token, { name: '林晓', company: '浙江大学', status: 'active', displayOrder: 0 });
    await add(theirs.id, rival.token, { name: '别家嘉宾', company: '某公司', status: 'active', displayOrder: 0 });
    const offered = await library(now.id);
    expect(offered.map((s) => s.name).sort()).toEqual(['林晓', '陈思远'].sort());
    expect(offered.find((s) => s.name === '陈思远')).toMatchObject({ id: chen.id, label: '陈思远 · 清华大学 — 2025 年会' });
    // the meeting a record is in offers it nowhere: nothing of its own, nothing of another organizer
    expect((await library(last.id)).map((s) => s.name)).toEqual([]);
    expect(await library(theirs.id, rival.token)).toEqual([]);
  });

  it('copies the picked speaker with every property of its form into this meeting; the library then leaves it out', async () => {
    const [chen] = (await library(now.id)).filter((s) => s.name === '陈思远');
    const r = await call(t.app, 'POST', `/api/speakers/from-library?meetingId=${now.id}`, { token: org.token, body: { id: chen.id } });
    expect([r.status, r.body.message]).toEqual([200, '已从库中添加到本会议']);
    expect(r.body.data).toMatchObject({ meetingId: now.id, name: '陈思远', company: '清华大学', position: '教授', email: 'chen@example.org', contactPublic: true, speechTopic: '大模型推理', biography: '长期从事系统研究', displayOrder: 3, status: 'active' });
    expect(r.body.data.id).not.toBe(chen.id);
    expect((await library(now.id)).map((s) => s.label)).toEqual(['林晓 · 浙江大学 — 2025 年会']);
    // the original stays in its meeting
    const before = (await call(t.app, 'GET', `/api/speakers/meeting/${last.id}`, { token: org.token })).body.data;
    expect(before.map((s: any) => s.name).sort()).toEqual(['林晓', '陈思远'].sort());
  });

  it('refuses a name the meeting already has, in zh and en, and stores nothing', async () => {
    const [chen] = (await call(t.app, 'GET', `/api/speakers/meeting/${last.id}`, { token: org.token })).body.data.filter((s: any) => s.name === '陈思远');
    const count = async () => (await t.db.query('SELECT count(*)::int AS n FROM speakers WHERE meeting_id = $1', [now.id]))[0].n;
    const n = await count();
    await expectMessage(t.app, 'POST', `/api/speakers/from-library?meetingId=${now.id}`, { token: org.token, body: { id: chen.id } }, 409, '本会议已有同名记录：陈思远', 'This meeting already has 陈思远');
    expect(await count()).toBe(n);
  });

  it('twenty copies of one record at once add it once', async () => {
    const [lin] = await library(now.id);
    const rs = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'POST', `/api/speakers/from-library?meetingId=${now.id}`, { token: org.token, body: { id: lin.id } })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await t.db.query("SELECT count(*)::int AS n FROM speakers WHERE meeting_id = $1 AND name = '林晓'", [now.id]))[0].n).toBe(1);
  });

  it('another organizer can neither list nor copy the records; a missing pick names the library in zh and en', async () => {
    const [chen] = (await call(t.app, 'GET', `/api/speakers/meeting/${last.id}`, { token: org.token })).body.data;
    const other = await createMeeting(t, rival.token, { title: '别家第二场' });
    expect((await library(other.id, rival.token)).map((s) => s.name)).toEqual(['别家嘉宾']);
    const steal = await call(t.app, 'POST', `/api/speakers/from-library?meetingId=${other.id}`, { token: rival.token, body: { id: chen.id } });
    expect(steal.status).toBe(404);
    // nor use someone else's meeting as the target
    expect((await call(t.app, 'GET', `/api/speakers/library?meetingId=${now.id}`, { token: rival.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/speakers/library?meetingId=${now.id}`)).status).toBe(401);
    await expectMessage(t.app, 'POST', `/api/speakers/from-library?meetingId=${now.id}`, { token: org.token, body: {} }, 400, '请从嘉宾库选择一位嘉宾', 'Choose a speaker from the library');
    await expectMessage(t.app, 'POST', `/api/partners/from-library?meetingId=${now.id}`, { token: org.token, body: { id: 'x' } }, 400, '请从合作伙伴库选择一个合作伙伴', 'Choose a partner from the library');
  });

  it('partners have a library too, labelled by their type', async () => {
    await add(last.id, org.token, { name: '阿里云', type: '技术合作', status: 'active', displayOrder: 0 }, 'partners');
    const offered = await library(now.id, org.token, 'partners');
    expect(offered.map((p) => p.label)).toEqual(['阿里云 · 技术合作 — 2025 年会']);
    const r = await call(t.app, 'POST', `/api/partners/from-library?meetingId=${now.id}`, { token: org.token, body: { id: offered[0].id } });
    expect([r.status, r.body.data.name, r.body.data.type, r.body.data.meetingId]).toEqual([200, '阿里云', '技术合作', now.id]);
  });
});
