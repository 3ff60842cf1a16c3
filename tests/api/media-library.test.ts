// The meeting's media library (entity mediaItem, media/library-routes.ts): uploads listed per meeting
// with the description they came with, newest first, filtered by category and paged by the server
// within the schema's bounds; only that meeting's editors read it; a file is deleted only while nothing
// of the meeting holds its address (media/in-use.ts), else 409 names where. The site's rich text keeps
// our own uploaded images (with srcset), videos and download links, and nothing from elsewhere or that runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting, form, upload } from './hotels.fixtures';
import { staffAccount } from './staff.fixtures';
import { registerParticipant } from './participant-accounts.fixtures';
import { DATA_MIGRATIONS } from '../../src/server/db/data-migrations';

// a page named in both languages, as the template names its home page
const page = (components: unknown[]) => ({ id: 'home', name: { zh: '首页', en: 'Home' }, showInNav: true, appearance: 'light', components });
const text = (content: string) => ({ id: 't1', type: 'text', props: { content } });
const rec = (value: unknown) => ({ dataType: 'pages', dataKey: 'home', dataValue: JSON.stringify(value) });

describe.each(DATABASES)('media library (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let other: Record<string, any>;
  let png: { name: string; type: string; data: Buffer };
  const lib = (token: string, q: string) => call(t.app, 'GET', `/api/media/library?${q}`, { token });
  const saveText = (content: string) => call(t.app, 'POST', `/api/website-data/meeting/${meeting.id}/batch`, { token: org.token, body: [rec(page([text(content)]))] });
  const stored = async () => JSON.parse(String((await t.db.query("SELECT data_value FROM website_data WHERE meeting_id = $1 AND data_key = 'home'", [meeting.id]))[0].data_value)).components[0].props.content as string;

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'medialib');
    rival = await registerOrganizer(t, 'medialib-rival');
    meeting = await createMeeting(t, org.token);
    other = await createMeeting(t, org.token);
    png = { name: 'logo.png', type: 'image/png', data: await sharp({ create: { width: 600, height: 200, channels: 3, background: '#3366cc' } }).png().toBuffer() };
    for (let i = 0; i < 5; i++) {
      const r = await upload(t, org.token, { category: 'image', meetingId: String(meeting.id), description: `图${i}` }, { ...png, name: `p${i}.png` });
      expect(r.status).toBe(200);
    }
    const f = await upload(t, org.token, { category: 'file', meetingId: String(meeting.id), description: '日程表' }, { name: '日程.txt', type: 'text/plain', data: Buffer.from('第一天 开幕\n') });
    expect(f.status).toBe(200);
    await upload(t, org.token, { category: 'image', meetingId: String(other.id), description: '别的会议' }, png);
  });
  afterAll(() => t.close());

  it('lists the meeting’s uploads newest first with their description, a page at a time', async () => {
    const all = await lib(org.token, `meetingId=${meeting.id}`);
    expect(all.status).toBe(200);
    expect([all.body.data.total, all.body.data.page, all.body.data.size]).toEqual([6, 1, 24]);
    expect(all.body.data.list.map((x: any) => x.description)).toEqual(['日程表', '图4', '图3', '图2', '图1', '图0']);
    const first = all.body.data.list[1];
    expect(first).toMatchObject({ originalName: 'p4.png', category: 'image', mime: 'image/jpeg' });
    expect(first.url).toMatch(new RegExp(`^/api/media/files/${meeting.id}/[a-f0-9]{32}-w600\\.jpg$`));
    const p2 = await lib(org.token, `meetingId=${meeting.id}&kind=image&page=2&size=2`);
    expect([p2.body.data.total, p2.body.data.list.map((x: any) => x.description)]).toEqual([5, ['图2', '图1']]);
    const files = await lib(org.token, `meetingId=${meeting.id}&kind=file`);
    expect(files.body.data.list.map((x: any) => x.originalName)).toEqual(['日程.txt']);
    const others = await lib(org.token, `meetingId=${other.id}`);
    expect(others.body.data.list.map((x: any) => x.description)).toEqual(['别的会议']);
  });

  it('the website editor’s uploads are in the library too, as logo or image', async () => {
    const f = form({ meetingId: String(other.id), category: 'website', purpose: 'logo' }, png);
    const r = await t.app.inject({ method: 'POST', url: '/api/media/website/upload', payload: f.payload, headers: { 'content-type': f.contentType, authorization: `Bearer ${org.token}` } });
    expect(r.statusCode).toBe(200);
    const list = (await lib(org.token, `meetingId=${other.id}`)).body.data.list;
    expect(list[0]).toMatchObject({ url: r.json().data.fileUrl, category: 'logo', description: null });
  });

  it('filters by category, the schema’s list filter, paged alike', async () => {
    const files = await lib(org.token, `meetingId=${meeting.id}&category=file`);
    expect([files.body.data.total, files.body.data.list.map((x: any) => x.description)]).toEqual([1, ['日程表']]);
    const images = await lib(org.token, `meetingId=${meeting.id}&category=image&page=3&size=2`);
    expect([images.body.data.total, images.body.data.list.map((x: any) => x.description)]).toEqual([5, ['图0']]);
    expect((await lib(org.token, `meetingId=${meeting.id}&category=`)).body.data.total).toBe(6);
    const bad = await lib(org.token, `meetingId=${meeting.id}&category=exe`);
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('用途')]);
  });

  it('an upload kept before the library was an entity of its own becomes an item (data migration), once', async () => {
    const path = `website/${other.id}/${'e'.repeat(32)}-w800.jpg`;
    await t.db.query(`INSERT INTO uploads (owner_kind, owner_id, meeting_id, area, path, original_name, size, mime) VALUES ('organizer', $1, $2, 'website', $3, 'old.jpg', 1234, 'image/jpeg')`, [org.user.id, other.id, path]);
    const migration = DATA_MIGRATIONS.find((m) => m.id === '2026-11-media-items')!;
    await migration.run(t.db);
    await migration.run(t.db);
    const list = (await lib(org.token, `meetingId=${other.id}&size=100`)).body.data.list.filter((x: any) => x.originalName === 'old.jpg');
    expect(list).toEqual([expect.objectContaining({ category: 'image', size: 1234, url: `/api/media/website/files/${other.id}/${'e'.repeat(32)}-w800.jpg` })]);
  });

  it('refuses paging out of bounds and an unknown kind with 400, naming the field', async () => {
    for (const q of ['page=0', 'size=101', 'size=0', 'page=abc', 'kind=exe', 'page=100001']) {
      const r = await lib(org.token, `meetingId=${meeting.id}&${q}`);
      expect(r.status, q).toBe(400);
    }
    expect((await lib(org.token, '')).status).toBe(400);
  });

  it('only the meeting’s editors read it: another organizer gets 404, a viewer 403, no caller 401', async () => {
    expect((await lib(rival.token, `meetingId=${meeting.id}`)).status).toBe(404);
    const editor = await staffAccount(t, org, 'medialib-editor', [meeting.id], ['editor']);
    const viewer = await staffAccount(t, org, 'medialib-viewer', [meeting.id], ['viewer']);
    const e = await lib(editor.token, `meetingId=${meeting.id}`);
    expect([e.status, e.body.data.total]).toEqual([200, 6]);
    expect((await lib(editor.token, `meetingId=${other.id}`)).status).toBe(403);
    expect((await lib(viewer.token, `meetingId=${meeting.id}`)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/library?meetingId=${meeting.id}` })).statusCode).toBe(401);
  });

  it('a participant of the meeting neither lists nor deletes; another organizer cannot delete; nothing goes', async () => {
    const p = await registerParticipant(t, meeting.id, { adminId: org.user.id });
    const [item] = (await lib(org.token, `meetingId=${meeting.id}&size=1`)).body.data.list;
    // a participant's session is no account's: refused as not signed in (401) or not allowed (403), either way
    const headers = { 'participant-token': `Bearer ${p.token}` };
    expect([401, 403]).toContain((await call(t.app, 'GET', `/api/media/library?meetingId=${meeting.id}`, { token: p.token, headers })).status);
    expect([401, 403]).toContain((await call(t.app, 'DELETE', `/api/media/library/${item.id}`, { token: p.token, headers })).status);
    expect((await call(t.app, 'DELETE', `/api/media/library/${item.id}`, { token: rival.token })).status).toBe(404);
    expect((await lib(org.token, `meetingId=${meeting.id}`)).body.data.total).toBe(6);
  });

  it('rich text keeps our own image with its srcset, a video and a download link; drops foreign media and what runs', async () => {
    const [img] = (await lib(org.token, `meetingId=${meeting.id}&kind=image&size=1`)).body.data.list;
    const webp = img.url.replace(/\.jpg$/, '.webp').replace('-w600', '-w480');
    const own = `/api/media/files/${meeting.id}/${'a'.repeat(32)}`;
    const html = [
      `<p><img src="${img.url}" srcset="${webp} 480w, ${img.url} 600w" sizes="100vw" alt="海报" onerror="x()"></p>`,
      `<video src="${own}.mp4" autoplay onplay="y()"></video>`,
      `<p><a href="${own}.pdf" download>日程.pdf</a></p>`,
      '<img src="https://evil.example/t.png"><video src="https://evil.example/v.mp4"></video>',
      `<img src="${img.url}" srcset="https://evil.example/a.png 480w">`,
      '<iframe src="https://evil.example"></iframe><script>alert(1)</script><style>p{}</style>',
    ].join('');
    expect((await saveText(html)).status).toBe(200);
    const out = await stored();
    expect(out).toContain(`<img src="${img.url}" alt="海报" loading="lazy" srcset="${webp} 480w, ${img.url} 600w" sizes="100vw" />`);
    expect(out).toContain(`<video src="${own}.mp4" controls="" preload="metadata"></video>`);
    expect(out).toContain(`<a download="" href="${own}.pdf" rel="noopener noreferrer">日程.pdf</a>`);
    // the foreign srcset goes, the image (ours) stays
    expect(out).toContain(`<img src="${img.url}" loading="lazy" />`);
    expect(out).not.toMatch(/evil|onerror|onplay|autoplay|iframe|script|style/);
  });

  it('deletes a file nothing shows; one the website shows is kept with 409 and a clear message', async () => {
    const [shown, spare] = (await lib(org.token, `meetingId=${meeting.id}&kind=image&size=2`)).body.data.list;
    expect((await saveText(`<p><img src="${shown.url}" alt=""></p>`)).status).toBe(200);
    const busy = await call(t.app, 'DELETE', `/api/media/library/${shown.id}`, { token: org.token });
    expect([busy.status, busy.body.message]).toEqual([409, '该文件正在使用中：网站页面「首页」，请先移除引用后再删除']);
    expect(busy.body.messages.en).toBe('This file is in use: website page "Home". Remove it there before deleting it');
    expect((await call(t.app, 'DELETE', `/api/media/library/${spare.id}`, { token: rival.token })).status).toBe(404);
    const gone = await call(t.app, 'DELETE', `/api/media/library/${spare.id}`, { token: org.token });
    expect(gone.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: spare.url })).statusCode).toBe(404);
    expect((await lib(org.token, `meetingId=${meeting.id}`)).body.data.total).toBe(5);
    for (const id of ['0', 'abc', '9999999999', String(spare.id)]) expect((await call(t.app, 'DELETE', `/api/media/library/${id}`, { token: org.token })).status, id).toBe(404);
  });

  it('in use means an address the meeting holds, exactly: a name inside a longer one is no use; news and the logo are named', async () => {
    // two files whose stored names differ only by the longer one's last letter (x.doc inside x.docx)
    for (const name of ['a.txt', 'b.txt']) expect((await upload(t, org.token, { category: 'file', meetingId: String(meeting.id) }, { name, type: 'text/plain', data: Buffer.from(name) })).status).toBe(200);
    const [b, a] = (await lib(org.token, `meetingId=${meeting.id}&category=file&size=2`)).body.data.list;
    const hex = 'c'.repeat(32);
    const rename = (item: any, name: string) => t.db.query('UPDATE uploads SET path = $2 WHERE id = (SELECT upload_id FROM media_items WHERE id = $1)', [item.id, `media/${meeting.id}/${name}`]);
    await rename(a, `${hex}.doc`);
    await rename(b, `${hex}.docx`);
    expect((await saveText(`<p><a href="/api/media/files/${meeting.id}/${hex}.docx" download>议程</a></p>`)).status).toBe(200);
    const busy = await call(t.app, 'DELETE', `/api/media/library/${b.id}`, { token: org.token, lang: 'en' });
    expect([busy.status, busy.body.message]).toEqual([409, 'This file is in use: website page "Home". Remove it there before deleting it']);
    expect((await call(t.app, 'DELETE', `/api/media/library/${a.id}`, { token: org.token })).status).toBe(200);
    // an image shown by a news article's body (a smaller variant of it) and by the meeting's logo
    const [img] = (await lib(org.token, `meetingId=${meeting.id}&kind=image&size=1`)).body.data.list;
    const small = img.url.replace(/-w\d+\.jpg$/, '-w480.webp');
    await t.app.ctx.repo('news').insert(t.db, { meetingId: meeting.id, adminId: org.user.id, title: '开幕式', content: `<p><img src="${small}" alt=""></p>` });
    await t.db.query('UPDATE meetings SET logo = $2 WHERE id = $1', [meeting.id, img.url]);
    await t.db.query(`INSERT INTO website_data (meeting_id, data_type, data_key, data_value) VALUES ($1, 'settings', 'websiteSettings', $2) ON CONFLICT (meeting_id, data_type, data_key) DO UPDATE SET data_value = EXCLUDED.data_value`, [meeting.id, JSON.stringify({ favicon: img.url })]);
    const named = await call(t.app, 'DELETE', `/api/media/library/${img.id}`, { token: org.token });
    expect([named.status, named.body.message]).toEqual([409, '该文件正在使用中：会议Logo、网站图标、新闻「开幕式」，请先移除引用后再删除']);
    expect(named.body.messages.en).toBe('This file is in use: meeting logo, site favicon, news "开幕式". Remove it there before deleting it');
    await t.db.query('UPDATE meetings SET logo = NULL WHERE id = $1', [meeting.id]);
    await t.db.query(`DELETE FROM website_data WHERE meeting_id = $1 AND data_type = 'settings'`, [meeting.id]);
    await t.db.query('DELETE FROM news WHERE meeting_id = $1', [meeting.id]);
    expect((await call(t.app, 'DELETE', `/api/media/library/${img.id}`, { token: org.token })).status).toBe(200);
  });
});
