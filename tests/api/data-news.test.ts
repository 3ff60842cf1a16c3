// News (spec 3 §7): categories, create with sanitized content, the list's filters and pages, drafts
// only for the owner, batch publish/withdraw and batch category saved on the server, isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { publishedMeeting } from './meetings.fixtures';

describe.each(DATABASES)('data management: news (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let other: Record<string, any>;
  const ids: number[] = [];
  let catA: number;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'newsorg');
    rival = await registerOrganizer(t, 'newsrival');
    meeting = await publishedMeeting(t, org.token);
    other = await publishedMeeting(t, rival.token);
  });
  afterAll(() => t.close());

  it('categories: created by the owner, listed publicly as data.success / data.data; names unique per meeting', async () => {
    const a = await call(t.app, 'POST', '/api/news/categories', { token: org.token, body: { meetingId: meeting.id, name: '大会动态' } });
    expect([a.status, a.body.data.name]).toEqual([200, '大会动态']);
    catA = a.body.data.id;
    expect((await call(t.app, 'POST', '/api/news/categories', { token: org.token, body: { meetingId: meeting.id, name: '大会动态' } })).status).toBe(409);
    const list = await call(t.app, 'GET', `/api/news/categories?meetingId=${meeting.id}`);
    expect([list.body.data.success, list.body.data.data]).toEqual([true, [{ id: catA, name: '大会动态' }]]);
    expect((await call(t.app, 'POST', '/api/news/categories', { token: rival.token, body: { meetingId: meeting.id, name: 'x' } })).status).toBe(404);
  });

  it('creates news with sanitized content; drafts are the owner’s, published news public', async () => {
    for (let i = 0; i < 25; i++) {
      const r = await call(t.app, 'POST', '/api/news', {
        token: org.token,
        body: { meetingId: meeting.id, title: `新闻${i}`, source: i % 2 ? '新华社' : 'Reuters', content: '<p>正文<script>alert(1)</script><img src="x" onerror="alert(2)"></p>', status: i < 20 ? 'published' : 'draft', categoryId: i < 5 ? catA : null },
      });
      expect(r.status).toBe(200);
      ids.push(r.body.data.id);
    }
    const one = await call(t.app, 'GET', `/api/news/${ids[0]}`);
    expect(one.body.data.content).toBe('<p>正文<img src="x" /></p>');
    expect([one.body.data.categoryName, typeof one.body.data.publishTime]).toEqual(['大会动态', 'string']);
    await expectMessage(t.app, 'POST', '/api/news', { token: org.token, body: { meetingId: meeting.id, title: '' } }, 400, '请输入新闻标题', 'Please enter the news title');
    await expectMessage(t.app, 'POST', '/api/news', { token: org.token, body: { meetingId: meeting.id, title: 'x', categoryId: 999999 } }, 400, '选择的分类不存在', 'The selected category does not exist');
    // a draft: 404 to the public, readable by its owner
    expect((await call(t.app, 'GET', `/api/news/${ids[22]}`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/news/${ids[22]}`, { token: org.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/news/${ids[22]}`, { token: rival.token })).status).toBe(404);
  });

  it('lists by status, category and keyword, 20 a page by default; drafts listed only for the owner', async () => {
    const pub = await call(t.app, 'GET', `/api/news/list?meetingId=${meeting.id}&status=published`);
    expect([pub.body.data.total, pub.body.data.list.length, pub.body.data.pageSize]).toEqual([20, 20, 20]);
    const page2 = await call(t.app, 'GET', `/api/news/list?meetingId=${meeting.id}&status=published&page=2&pageSize=15`);
    expect([page2.status, page2.body.message, page2.body.data?.list.length]).toEqual([200, 'ok', 5]);
    const byCat = await call(t.app, 'GET', `/api/news/list?meetingId=${meeting.id}&status=published&categoryIds=${catA}`);
    expect(byCat.body.data.total).toBe(5);
    const kw = await call(t.app, 'GET', `/api/news/list?meetingId=${meeting.id}&status=published&keyword=${encodeURIComponent('新华社')}`);
    expect(kw.body.data.total).toBe(10);
    await expectMessage(t.app, 'GET', `/api/news/list?meetingId=${meeting.id}&status=draft`, {}, 403, '只能查看已发布的新闻', 'Only published news can be viewed');
    expect((await call(t.app, 'GET', `/api/news/list?meetingId=${meeting.id}&status=draft`, { token: rival.token })).status).toBe(403);
    const drafts = await call(t.app, 'GET', `/api/news/list?meetingId=${meeting.id}&status=draft&pageSize=100`, { token: org.token });
    expect(drafts.body.data.total).toBe(5);
    const all = await call(t.app, 'GET', `/api/news/list?meetingId=${meeting.id}&pageSize=100`, { token: org.token });
    expect(all.body.data.total).toBe(25);
  });

  it('batch publish and withdraw are saved on the server, with the publish time', async () => {
    const sel = [ids[0], ids[21]];
    const w = await call(t.app, 'POST', '/api/news/batch/status', { token: org.token, body: { newsIds: sel, status: 'draft' } });
    expect([w.status, w.body.message]).toEqual([200, '撤回成功']);
    const rows = await t.db.query('SELECT status, publish_time FROM news WHERE id = ANY($1::int[])', [sel]);
    expect(rows.every((r: any) => r.status === 'draft' && r.publish_time === null)).toBe(true);
    const p = await call(t.app, 'POST', '/api/news/batch/status', { token: org.token, body: { newsIds: sel, status: 'published' }, lang: 'en' });
    expect([p.status, p.body.message]).toEqual([200, 'Published']);
    const after = await t.db.query('SELECT status, publish_time FROM news WHERE id = ANY($1::int[])', [sel]);
    expect(after.every((r: any) => r.status === 'published' && r.publish_time !== null)).toBe(true);
    await expectMessage(t.app, 'POST', '/api/news/batch/status', { token: org.token, body: { newsIds: [], status: 'published' } }, 400, '请选择要操作的项目', 'Please select items first');
  });

  it('batch category: all or nothing, the category must be of the meeting', async () => {
    const r = await call(t.app, 'POST', '/api/news/batch/update-category', { token: org.token, body: { newsIds: [ids[10], ids[11]], categoryId: catA } });
    expect([r.status, r.body.success]).toEqual([200, true]);
    const [rc] = await t.db.query('SELECT count(*)::int AS n FROM news WHERE category_id = $1', [catA]);
    expect(rc.n).toBe(7);
    const foreignCat = (await call(t.app, 'POST', '/api/news/categories', { token: rival.token, body: { meetingId: other.id, name: '别人的' } })).body.data.id;
    await expectMessage(t.app, 'POST', '/api/news/batch/update-category', { token: org.token, body: { newsIds: [ids[12]], categoryId: foreignCat } }, 400, '选择的分类不存在', 'The selected category does not exist');
    expect((await call(t.app, 'POST', '/api/news/batch/update-category', { token: rival.token, body: { newsIds: [ids[12]], categoryId: foreignCat } })).status).toBe(404);
  });

  it('another organizer cannot change, publish or delete A’s news', async () => {
    expect((await call(t.app, 'PUT', `/api/news/${ids[1]}`, { token: rival.token, body: { title: 'hacked' } })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/news/${ids[1]}`, { token: rival.token })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/news/batch/status', { token: rival.token, body: { newsIds: [ids[1]], status: 'draft' } })).status).toBe(404);
    const [row] = await t.db.query('SELECT title, status FROM news WHERE id = $1', [ids[1]]);
    expect(row).toEqual({ title: '新闻1', status: 'published' });
    const up = await call(t.app, 'PUT', `/api/news/${ids[1]}`, { token: org.token, body: { title: '新闻1 更新', status: 'draft' } });
    expect([up.status, up.body.data.title, up.body.data.publishTime]).toEqual([200, '新闻1 更新', null]);
    expect((await call(t.app, 'DELETE', `/api/news/${ids[1]}`, { token: org.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/news/${ids[1]}`, { token: org.token })).status).toBe(404);
  });
});
