// POST /api/reports: anyone may file a report; the description is validated; nothing stored on
// refusal; a few per IP an hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, ageLimits, call, expectMessage, forgedToken, makeApp, registerOrganizer, type TestApp } from './harness';

const URL = '/api/reports';
const PER_IP = 3;

describe.each(DATABASES)('reports (%s)', (kind) => {
  let t: TestApp;
  let ipSeq = 0;
  const ip = () => `10.2.0.${++ipSeq}`;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { reportsPerIpHour: PER_IP } });
  });
  afterAll(() => t.close());

  const count = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM reports'))[0].n);

  it('stores an anonymous report as PENDING, NORMAL priority, type OTHER by default', async () => {
    const before = await count();
    const r = await call(t.app, 'POST', URL, { ip: '10.2.9.1', body: { description: '页面上的会议时间显示错误', contact: 'me@example.com', targetDescription: '首页' } });
    expect([r.status, r.body.message]).toEqual([200, '感谢反馈，我们会尽快处理']);
    expect(r.body.data).toMatchObject({ type: 'OTHER', status: 'PENDING', priority: 'NORMAL', description: '页面上的会议时间显示错误', contact: 'me@example.com', targetDescription: '首页' });
    expect(r.body.data.id).toEqual(expect.any(Number));
    expect(r.body.data).not.toHaveProperty('ip');
    expect(await count()).toBe(before + 1);
    const [row] = await t.db.query('SELECT * FROM reports WHERE id = $1', [r.body.data.id]);
    expect(row).toMatchObject({ description: '页面上的会议时间显示错误', status: 'PENDING', reporter_id: null, ip: '10.2.9.1' });
  });

  it('records the reporter when logged in, ignores a forged token, and takes a type', async () => {
    const o = await registerOrganizer(t, 'reporter');
    const r = await call(t.app, 'POST', URL, { ip: ip(), token: o.token, lang: 'en', body: { description: 'Spam in the meeting list', type: 'SPAM' } });
    expect([r.status, r.body.message]).toEqual([200, 'Thank you, we will look into it soon']);
    expect(r.body.data).toMatchObject({ type: 'SPAM', reporterId: o.user.id });
    const f = await call(t.app, 'POST', URL, { ip: ip(), token: forgedToken(o.token), body: { description: 'forged token report' } });
    expect(f.status).toBe(200);
    expect(f.body.data.reporterId ?? null).toBeNull();
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['description missing', { type: 'SPAM' }, '请描述您遇到的问题', 'Please describe the problem'],
    ['description too short', { description: 'abcd' }, '问题描述不能少于5个字符', 'The description must be at least 5 characters'],
    ['description too long', { description: 'x'.repeat(2001) }, '问题描述不能超过2000个字符', 'The description must be at most 2000 characters'],
    ['description not text', { description: 12345 }, '问题描述类型错误', 'Description has the wrong type'],
    ['unknown type', { description: 'valid text', type: 'BOGUS' }, '问题类型的取值无效', 'Issue type has an invalid value'],
    ['contact too long', { description: 'valid text', contact: 'c'.repeat(255) }, '联系方式长度不能超过254个字符', 'Contact must be at most 254 characters'],
    ['status set by the reporter', { description: 'valid text', status: 'RESOLVED' }, '不支持的字段：status', 'Unsupported field: status'],
    ['priority set by the reporter', { description: 'valid text', priority: 'URGENT' }, '不支持的字段：priority', 'Unsupported field: priority'],
  ];
  it.each(refusals)('refuses: %s (zh and en), storing nothing', async (_n, body, zh, en) => {
    const before = await count();
    await expectMessage(t.app, 'POST', URL, { body, ip: ip() }, 400, zh, en);
    expect(await count()).toBe(before);
  });

  it(`takes at most ${PER_IP} reports an hour from one IP; refusals do not count`, async () => {
    const from = '10.3.3.3';
    await call(t.app, 'POST', URL, { ip: from, body: { description: 'abc' } });
    for (let i = 0; i < PER_IP; i++) expect((await call(t.app, 'POST', URL, { ip: from, body: { description: `report number ${i}` } })).status).toBe(200);
    const before = await count();
    await expectMessage(t.app, 'POST', URL, { ip: from, body: { description: 'one report too many' } }, 429, '请求过于频繁，请稍后再试', 'Too many requests, please try again later');
    expect(await count()).toBe(before);
    expect((await call(t.app, 'POST', URL, { ip: '10.3.3.4', body: { description: 'another network' } })).status).toBe(200);
    await ageLimits(t, `report-ip:${from}`, 61 * 60);
    expect((await call(t.app, 'POST', URL, { ip: from, body: { description: 'an hour later' } })).status).toBe(200);
  });

  it(`100 reports at once from one IP store ${PER_IP}`, async () => {
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => call(t.app, 'POST', URL, { ip: '10.3.3.5', body: { description: `at once ${i}` } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PER_IP);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(100 - PER_IP);
    expect(await count()).toBe(before + PER_IP);
  });
});
