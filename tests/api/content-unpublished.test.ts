// Unpublished meetings do not leak (issue 14): the speakers, partners, news, documents (lists,
// downloads, previews), collections and contact-us of a meeting whose website is not published answer
// only its owner (organizer, a staff sub-account with a role on it, super admin) or a caller holding the meeting's preview
// token; anyone else, another organizer included, gets 404 as for a missing meeting. Published, they
// are public. Speakers' phone and e-mail are left out of public answers unless the organizer marks them public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, loginAdmin, registerOrganizer, type TestApp, makeApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { PDF, TXT, postForm } from './data.fixtures';
import { grantRoles, staffAccount } from './staff.fixtures';

describe.each(DATABASES)('unpublished meeting content (%s)', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let staff: string;
  /** a sub-account of the owner without a role on the meeting */
  let roleless: string;
  let admin: string;
  let meetingId: number;
  let urls: string[];
  let token: string;

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    owner = await registerOrganizer(t, 'unpubowner');
    rival = await registerOrganizer(t, 'unpubrival');
    admin = await loginAdmin(t);
    const sub = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: owner.token, body: { username: 'unpubstaff', name: '小王' } });
    staff = (await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'unpubowner', subAccount: 'unpubstaff', authToken: sub.body.data.authToken } })).body.token;
    const meeting = await createMeeting(t, owner.token);
    meetingId = meeting.id;
    await grantRoles(t, owner, sub.body.data.user.id, meetingId, ['checkin']);
    roleless = (await staffAccount(t, owner, 'unpubnobody', [], [])).token;
    const auth = { token: owner.token };
    await call(t.app, 'POST', `/api/speakers?meetingId=${meetingId}`, { ...auth, body: { name: '未公开嘉宾', phone: '13800000000', email: 'secret@example.com', status: 'active' } });
    await call(t.app, 'POST', `/api/partners?meetingId=${meetingId}`, { ...auth, body: { name: '未公开伙伴', type: '技术合作', status: 'active' } });
    const news = (await call(t.app, 'POST', '/api/news', { ...auth, body: { meetingId, title: '未公开新闻', status: 'published' } })).body.data;
    const col = (await call(t.app, 'POST', '/api/document-collections', { ...auth, body: { meetingId, name: '未公开资料' } })).body.data;
    const pdf = (await postForm(t, '/api/documents', owner.token, { collectionId: String(col.id), name: '议程' }, [{ name: '议程.pdf', data: PDF }])).body.data;
    const txt = (await postForm(t, '/api/documents', owner.token, { collectionId: String(col.id), name: '说明' }, [{ name: '说明.txt', data: TXT }])).body.data;
    await call(t.app, 'POST', `/api/website/contact-us/${meetingId}`, { ...auth, body: { componentId: 'c1', showPhone: true, phone: '010-1' } });
    token = (await call(t.app, 'POST', `/api/co/meeting/${meetingId}/generate-preview-token`, auth)).body.data.previewToken;
    urls = [
      `/api/speakers/meeting/${meetingId}/active`, `/api/partners/meeting/${meetingId}/active`, `/api/partners/category/${encodeURIComponent('技术合作')}?meetingId=${meetingId}`,
      `/api/partners/types?meetingId=${meetingId}`, `/api/news/list?meetingId=${meetingId}&status=published`, `/api/news/${news.id}`, `/api/news/categories?meetingId=${meetingId}`,
      `/api/document-collections?meetingId=${meetingId}`, `/api/document-collections/${col.id}`, `/api/documents?collectionId=${col.id}`,
      `/api/documents/${pdf.id}/download`, `/api/document/preview/${pdf.id}`, `/api/document/preview/${txt.id}`, `/api/website/contact-us/${meetingId}`,
    ];
  });
  afterAll(() => t.close());

  const status = async (url: string, bearer?: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} })).statusCode;
  const withToken = (url: string, tk: string) => `${url}${url.includes('?') ? '&' : '?'}previewToken=${tk}`;

  it('before publishing: 404 to anyone, another organizer, staff without a role on it and a wrong preview token; 200 to the owner, its staff, a super admin and the preview token', async () => {
    for (const url of urls) {
      expect([url, await status(url)]).toEqual([url, 404]);
      expect([url, await status(url, rival.token)]).toEqual([url, 404]);
      expect([url, await status(url, roleless)]).toEqual([url, 404]);
      expect([url, await status(withToken(url, token === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'))]).toEqual([url, 404]);
      for (const who of [owner.token, staff, admin]) expect([url, await status(url, who)]).toEqual([url, 200]);
      expect([url, await status(withToken(url, token))]).toEqual([url, 200]);
    }
    // nothing of it shows in a 404's body
    const r = await call(t.app, 'GET', `/api/speakers/meeting/${meetingId}/active`);
    expect(JSON.stringify(r.body)).not.toContain('未公开嘉宾');
  });

  it('once published: public; taken offline again: private again', async () => {
    const publish = (websiteStatus: string) => call(t.app, 'PUT', `/api/co/meeting/${meetingId}/website-status`, { token: owner.token, body: { websiteStatus } });
    expect((await publish('active')).status).toBe(200);
    for (const url of urls) expect([url, await status(url)]).toEqual([url, 200]);
    expect((await publish('draft')).status).toBe(200);
    for (const url of urls) expect([url, await status(url)]).toEqual([url, 404]);
  });

  it('a speaker’s phone and e-mail stay private unless the organizer makes them public; the organizer always sees them', async () => {
    await call(t.app, 'PUT', `/api/co/meeting/${meetingId}/website-status`, { token: owner.token, body: { websiteStatus: 'active' } });
    const pub = async () => (await call(t.app, 'GET', `/api/speakers/meeting/${meetingId}/active`)).body.data[0];
    const hidden = await pub();
    expect(hidden.name).toBe('未公开嘉宾');
    expect([hidden.phone, hidden.email, JSON.stringify(hidden)]).toEqual([undefined, undefined, expect.not.stringContaining('secret@example.com')]);
    // the owner's preview shows what visitors will see
    expect((await call(t.app, 'GET', `/api/speakers/meeting/${meetingId}/active`, { token: owner.token })).body.data[0].phone).toBeUndefined();
    const own = (await call(t.app, 'GET', `/api/speakers/meeting/${meetingId}`, { token: owner.token })).body.data[0];
    expect([own.phone, own.email, own.contactPublic]).toEqual(['13800000000', 'secret@example.com', false]);
    const saved = await call(t.app, 'PUT', `/api/speakers/${own.id}`, { token: owner.token, body: { name: own.name, phone: own.phone, email: own.email, contactPublic: true, status: 'active' } });
    expect(saved.status).toBe(200);
    expect(await pub()).toMatchObject({ phone: '13800000000', email: 'secret@example.com', contactPublic: true });
  });
});
