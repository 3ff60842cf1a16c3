// Output safety of links (issue 14): links an organizer writes (site blocks, the navbar, contact-us,
// rich text, news, partner and speaker pages) accept only http(s), mailto, tel and relative addresses.
// The server refuses anything else on save with a 400 naming the field and stores nothing; safe ones
// are kept. (The renderers check again when drawing: tests/unit/links-policy.test.ts and the
// MeetingSite/RichText and MeetingSite/Partners stories.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';

const BAD = ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'javascript&#58;alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example'];
const page = (components: unknown[]) => ({ id: 'home', name: '首页', showInNav: true, appearance: 'light', components });
const rec = (dataType: string, dataKey: string, value: unknown) => ({ dataType, dataKey, dataValue: JSON.stringify(value) });

describe.each(DATABASES)('link policy on save (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let m: Record<string, any>;
  const save = (body: unknown, lang: 'zh' | 'en' = 'zh') => call(t.app, 'POST', `/api/website-data/meeting/${m.id}/batch`, { token: org.token, body, lang });
  const stored = async () => (await t.db.query('SELECT data_key, data_value FROM website_data WHERE meeting_id = $1 ORDER BY data_key', [m.id])).map((r: any) => r.data_value).join('\n');

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'linkorg');
    m = await createMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('site blocks: a button’s link, a contact-us website, the navbar’s menu links, rich text — refused, field named, nothing stored', async () => {
    const before = await stored(); // the new meeting's template pages
    for (const bad of BAD) {
      const cases: Array<[unknown[], string, string]> = [
        [[rec('pages', 'home', page([{ id: 'b1', type: 'button', props: { text: '报名', action: { kind: 'link', to: bad } }, style: {} }]))], '/0/dataValue/components/0/props/action/to', 'action/to'],
        [[rec('pages', 'home', page([{ id: 'k1', type: 'contact-us', props: { website: bad }, style: {} }]))], '/0/dataValue/components/0/props/website', 'website'],
        [[rec('settings', 'navbarSettings', { menuItems: [{ id: 'm1', title: '外链', url: bad, type: 'external' }] })], '/0/dataValue/menuItems/0/url', 'menuItems/0/url'],
        [[rec('pages', 'home', page([{ id: 't1', type: 'text', props: { content: `<p>看 <a href="${bad.replace(/"/g, '&quot;')}">这里</a></p>` }, style: {} }]))], '/0/dataValue/components/0/props/content', 'content'],
      ];
      for (const [body, path, field] of cases) {
        const zh = await save(body);
        const en = await save(body, 'en');
        expect([bad, zh.status, zh.body.message, zh.body.errors?.[0]?.path]).toEqual([bad, 400, `链接只能是 http(s)、mailto、tel 或站内地址：${field}`, path]);
        expect(en.body.message).toBe(`A link may only be an http(s), mailto or tel link or an address on this site: ${field}`);
      }
    }
    expect(await stored()).toBe(before);
  });

  it('site blocks: http(s), mailto, tel and site addresses are kept', async () => {
    const body = [
      rec('pages', 'home', page([
        { id: 'b1', type: 'button', props: { text: '报名', action: { kind: 'link', to: '/register' } }, style: {} },
        { id: 'k1', type: 'contact-us', props: { website: 'https://example.com', mapLink: 'https://map.example.com/?q=1' }, style: {} },
        { id: 't1', type: 'text', props: { content: '<p><a href="mailto:hi@example.com">写信</a> <a href="tel:+861012345678">电话</a> <a href="#agenda">议程</a></p>' }, style: {} },
      ])),
      rec('settings', 'navbarSettings', { menuItems: [{ id: 'm1', title: '官网', url: 'https://example.com', type: 'external' }] }),
    ];
    expect((await save(body)).status).toBe(200);
    const text = await stored();
    for (const kept of ['/register', 'https://example.com', 'mailto:hi@example.com', 'tel:+861012345678', '#agenda']) expect(text).toContain(kept);
  });

  it('contact-us, news, partners and speakers: a bad link is refused naming the field; a good one is kept', async () => {
    const auth = { token: org.token };
    await expectMessage(t.app, 'POST', `/api/website/contact-us/${m.id}`, { ...auth, body: { componentId: 'c1', showWebsite: true, website: 'javascript:alert(1)' } }, 400,
      '链接只能是 http(s)、mailto、tel 或站内地址：website', 'A link may only be an http(s), mailto or tel link or an address on this site: website');
    await expectMessage(t.app, 'POST', '/api/news', { ...auth, body: { meetingId: m.id, title: '新闻', content: '<p><a href="java&#115;cript:alert(1)">点我</a></p>' } }, 400,
      '正文中的链接只能是 http(s)、mailto、tel 链接或站内地址', 'Links in Content may only be http(s), mailto or tel links or addresses on this site');
    await expectMessage(t.app, 'POST', `/api/partners?meetingId=${m.id}`, { ...auth, body: { name: '伙伴', website: 'javascript:alert(1)' } }, 400,
      '官网只能是 http(s)、mailto、tel 链接或站内地址', 'Website must be an http(s), mailto or tel link or an address on this site');
    await expectMessage(t.app, 'POST', `/api/speakers?meetingId=${m.id}`, { ...auth, body: { name: '嘉宾', website: 'data:text/html,x' } }, 400,
      '个人网站只能是 http(s)、mailto、tel 链接或站内地址', 'Website must be an http(s), mailto or tel link or an address on this site');
    for (const table of ['news', 'partners', 'speakers']) expect((await t.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE meeting_id = $1`, [m.id]))[0].n).toBe(0);
    const news = await call(t.app, 'POST', '/api/news', { ...auth, body: { meetingId: m.id, title: '新闻', content: '<p><a href="https://example.com">原文</a></p>', externalLink: 'https://example.com/a' } });
    expect([news.status, news.body.data.content]).toEqual([200, '<p><a href="https://example.com" rel="noopener noreferrer">原文</a></p>']);
    expect((await call(t.app, 'POST', `/api/partners?meetingId=${m.id}`, { ...auth, body: { name: '伙伴', website: 'https://partner.example.com' } })).status).toBe(200);
  });
});
