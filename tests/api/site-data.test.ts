// The meeting website's saved data (spec 3 §3, §7): the batch save checked whole against schemas/site
// (nothing written on a bad record), rich text cleaned, pages removed when left out, the public read
// only for a published site, and a second organizer's token writing nothing of the first one's site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { MEETING_NOT_FOUND } from './cast.fixtures';

const INVALID = ['组件数据异常', 'Component data abnormal'] as const;

const page = (id: string, components: unknown[] = [], over: Record<string, unknown> = {}) => ({ id, name: `页面${id}`, showInNav: true, appearance: 'light', components, ...over });
const rec = (dataType: string, dataKey: string, value: unknown) => ({ dataType, dataKey, dataValue: typeof value === 'string' ? value : JSON.stringify(value) });
const carousel = { id: 'c1', type: 'carousel', props: { images: [{ src: '/api/media/website/files/1/a.png', title: '开幕' }], moduleHeight: 400 }, style: {} };
const speakers = { id: 's1', type: 'speakers', props: { title: '嘉宾', columns: 4 }, style: { backgroundColor: '#ffffff' } };

describe.each(DATABASES)('website data (%s)', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerOrganizer>>;
  let b: Awaited<ReturnType<typeof registerOrganizer>>;
  let admin: string;
  let m: Record<string, any>;
  const url = (id: number, rest = '') => `/api/website-data/meeting/${id}${rest}`;
  const rows = async (id: number) => t.db.query('SELECT data_type, data_key, data_value FROM website_data WHERE meeting_id = $1 ORDER BY data_type, data_key', [id]);
  const publish = (id: number, websiteStatus: string) => call(t.app, 'PUT', `/api/co/meeting/${id}/website-status`, { token: a.token, body: { websiteStatus } });

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await registerOrganizer(t, 'sitea');
    b = await registerOrganizer(t, 'siteb');
    admin = await loginAdmin(t);
    m = await createMeeting(t, a.token, { title: '网站数据会议' });
  });
  afterAll(() => t.close());

  it('saves pages and settings, answers them in page order with a schema version', async () => {
    const body = [
      rec('pages', 'home', page('home', [carousel, speakers])),
      rec('pages', 'contact', page('contact', [{ id: 'k1', type: 'contact-us', props: { phone: '010-1234' }, style: { appearance: 'dark' } }])),
      rec('settings', 'navbarSettings', { height: 64, logoText: '网站数据会议', isFixed: true }),
      rec('settings', 'pageStyle', { backgroundColor: '#f8f9fa', isFullPageScroll: true }),
      rec('settings', 'currentPageId', '"home"'),
    ];
    const r = await expectMessage(t.app, 'POST', url(m.id, '/batch'), { token: a.token, body }, 200, '保存成功', 'Saved');
    expect(r.zh.body.data).toEqual({ saved: 5, pages: 2 });
    const g = await call(t.app, 'GET', url(m.id), { token: a.token });
    expect(g.status).toBe(200);
    const pages = g.body.data.filter((d: any) => d.dataType === 'pages');
    expect(pages.map((d: any) => d.dataKey)).toEqual(['home', 'contact']);
    expect(JSON.parse(pages[0].dataValue).components.map((c: any) => c.type)).toEqual(['carousel', 'speakers']);
    expect(g.body.data.every((d: any) => d.schemaVersion === 1)).toBe(true);
    expect(JSON.parse(g.body.data.find((d: any) => d.dataKey === 'pageStyle').dataValue)).toMatchObject({ isFullPageScroll: true });
  });

  it('a save that lists pages removes the pages it leaves out; a settings-only save keeps them', async () => {
    await call(t.app, 'POST', url(m.id, '/batch'), { token: a.token, body: [rec('pages', 'home', page('home', [speakers])), rec('pages', 'p2', page('p2'))] });
    expect((await rows(m.id)).filter((r: any) => r.data_type === 'pages').map((r: any) => r.data_key)).toEqual(['home', 'p2']);
    await call(t.app, 'POST', url(m.id, '/batch'), { token: a.token, body: [rec('settings', 'currentPageId', '"p2"')] });
    expect((await rows(m.id)).filter((r: any) => r.data_type === 'pages')).toHaveLength(2);
  });

  it('rich text keeps formatting and loses scripts and handlers', async () => {
    const text = { id: 't1', type: 'text', props: { content: '<p onclick="x()"><b>欢迎</b><script>alert(1)</script><a href="https://example.com" onmouseover="y()">链接</a></p>' } };
    await call(t.app, 'POST', url(m.id, '/batch'), { token: a.token, body: [rec('pages', 'home', page('home', [text]))] });
    const [row] = (await rows(m.id)).filter((r: any) => r.data_key === 'home');
    const content = JSON.parse(row.data_value).components[0].props.content;
    expect(content).toContain('<b>欢迎</b>');
    expect(content).not.toMatch(/script|onclick|onmouseover/);
    expect(content).toContain('<a href="https://example.com" rel="noopener noreferrer">链接</a>');
  });

  it('refuses bad records with the spec’s message and writes nothing of the batch', async () => {
    const before = await rows(m.id);
    const bad: Array<[unknown, number, readonly [string, string], string?]> = [
      [[rec('pages', 'home', page('home', [{ id: 'x', type: 'video', props: {} }]))], 400, INVALID, '/0/dataValue/components/0/type'],
      [[rec('pages', 'home', page('home', [{ ...carousel, props: { images: Array(11).fill({ src: '/uploads/a.png' }) } }]))], 400, INVALID, '/0/dataValue/components/0/props/images'],
      [[rec('pages', 'home', page('home', [{ ...carousel, props: { images: [{ src: 'http://placeholder/x' }], moduleHeight: 5 } }]))], 400, INVALID],
      [[rec('pages', 'home', page('home', [{ ...speakers, props: { columns: 9 } }]))], 400, INVALID, '/0/dataValue/components/0/props/columns'],
      [[rec('pages', 'home', page('home', [{ ...carousel, props: { images: [{ src: 'https://via.placeholder.com/800x400' }] } }]))], 400, INVALID, '/0/dataValue/components/0/props/images/0/src'],
      [[rec('pages', 'home', page('home', [], { name: '' }))], 400, INVALID, '/0/dataValue/name'],
      [[rec('pages', 'home', page('other'))], 400, ['页面的键必须与页面ID一致', "A page's key must be its id"]],
      [[rec('pages', 'home', '{not json')], 400, ['网站数据不是合法的 JSON', 'The website data is not valid JSON'], '/0/dataValue'],
      [[rec('settings', 'colours', '{}')], 400, ['未知的网站设置：colours', 'Unknown website setting: colours']],
      [[rec('settings', 'navbarSettings', { height: 200 })], 400, INVALID, '/0/dataValue/height'],
      [[rec('pages', 'home', page('home')), rec('pages', 'home', page('home'))], 400, ['网站数据重复：home', 'Duplicate website record: home']],
      [[], 400, ['没有要保存的网站数据', 'There is no website data to save']],
      [{ dataType: 'pages' }, 400, ['没有要保存的网站数据', 'There is no website data to save']],
      [[{ dataType: 'blocks', dataKey: 'a', dataValue: '{}' }], 400, ['数据类型的取值无效', 'Data type has an invalid value'], '/0/dataType'],
      [[rec('pages', 'home', page('home')), { dataType: 'pages', dataKey: 'x y', dataValue: '{}' }], 400, ['数据键格式不正确', 'Data key is not in a valid format'], '/1/dataKey'],
    ];
    for (const [body, status, [zh, en], path] of bad) {
      const r = await call(t.app, 'POST', url(m.id, '/batch'), { token: a.token, body });
      expect([r.status, r.body.message], JSON.stringify(body).slice(0, 120)).toEqual([status, zh]);
      const e = await call(t.app, 'POST', url(m.id, '/batch'), { token: a.token, body, lang: 'en' });
      expect(e.body.message).toBe(en);
      if (path) expect(r.body.errors[0].path).toBe(path);
    }
    expect(await rows(m.id)).toEqual(before);
  });

  it('another organizer can neither write nor read the draft site; the super admin can', async () => {
    const before = await rows(m.id);
    const body = [rec('pages', 'hacked', page('hacked'))];
    await expectMessage(t.app, 'POST', url(m.id, '/batch'), { token: b.token, body }, 404, ...MEETING_NOT_FOUND);
    expect(await rows(m.id)).toEqual(before);
    await expectMessage(t.app, 'GET', url(m.id), { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', url(m.id), {}, 404, ...MEETING_NOT_FOUND);
    expect((await call(t.app, 'POST', url(m.id, '/batch'), { body })).status).toBe(401);
    expect((await call(t.app, 'GET', url(m.id), { token: admin })).status).toBe(200);
    const s = await call(t.app, 'POST', url(m.id, '/batch'), { token: admin, body: [rec('settings', 'theme', '"light"')] });
    expect(s.status).toBe(200);
  });

  it('anyone reads a published site; taking it offline hides it again', async () => {
    await publish(m.id, 'active');
    const g = await call(t.app, 'GET', url(m.id));
    expect(g.status).toBe(200);
    expect(g.body.data.some((d: any) => d.dataType === 'pages')).toBe(true);
    expect((await call(t.app, 'GET', url(m.id), { token: b.token })).status).toBe(200);
    expect((await call(t.app, 'POST', url(m.id, '/batch'), { token: b.token, body: [rec('settings', 'theme', '"dark"')] })).status).toBe(404);
    await publish(m.id, 'draft');
    expect((await call(t.app, 'GET', url(m.id))).status).toBe(404);
    expect((await call(t.app, 'GET', url(999999))).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/website-data/meeting/abc')).status).toBe(404);
  });
});
