// Speakers and partners (spec 3 §7): create under ?meetingId, read, update, the meeting's list and the
// public active list, batch delete all-or-nothing, avatar/logo uploads sniffed by content with the
// spec's formats and 5 MB; another organizer can neither read nor change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { publishedMeeting } from './meetings.fixtures';
import { BMP, GIF, JPEG, PDF, PNG, TIFF, padded, postForm } from './data.fixtures';
import { MEETING_NOT_FOUND } from './cast.fixtures';


describe.each(DATABASES)('data management: speakers and partners (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'dmorg');
    rival = await registerOrganizer(t, 'dmrival');
    meeting = await publishedMeeting(t, org.token);
  });
  afterAll(() => t.close());

  const create = async (base: string, body: Record<string, unknown>, token = org.token) => call(t.app, 'POST', `${base}?meetingId=${meeting.id}&adminId=${org.user.id}`, { token, body });

  it('creates, reads, updates and lists speakers; the public list holds only active ones in display order', async () => {
    const a = await create('/api/speakers', { name: '李教授', company: '清华大学', position: '教授', speechTopic: 'AI', displayOrder: 2 });
    expect([a.status, a.body.code, a.body.success, a.body.data.meetingId, a.body.data.adminId]).toEqual([200, 200, true, meeting.id, org.user.id]);
    const b = await create('/api/speakers', { name: '王博士', displayOrder: 1, status: 'inactive' });
    const c = await create('/api/speakers', { name: 'Dr. Smith', displayOrder: 0 });
    const up = await call(t.app, 'PUT', `/api/speakers/${b.body.data.id}`, { token: org.token, body: { name: '王博士', status: 'active', displayOrder: 5 } });
    expect([up.status, up.body.data.status]).toEqual([200, 'active']);
    const one = await call(t.app, 'GET', `/api/speakers/${a.body.data.id}`, { token: org.token });
    expect(one.body.data.company).toBe('清华大学');
    const all = await call(t.app, 'GET', `/api/speakers/meeting/${meeting.id}`, { token: org.token });
    expect(all.body.data.map((s: any) => s.name)).toEqual(['Dr. Smith', '李教授', '王博士']);
    await call(t.app, 'PUT', `/api/speakers/${c.body.data.id}`, { token: org.token, body: { name: 'Dr. Smith', status: 'inactive' } });
    const pub = await call(t.app, 'GET', `/api/speakers/meeting/${meeting.id}/active`);
    expect([pub.status, pub.body.data.map((s: any) => s.name)]).toEqual([200, ['李教授', '王博士']]);
  });

  it('refuses bad speakers and partners with the spec’s messages, storing nothing', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM partners');
    await expectMessage(t.app, 'POST', `/api/partners?meetingId=${meeting.id}`, { token: org.token, body: { name: ' ' } }, 400, '请输入合作伙伴名称', 'Please enter the partner name');
    await expectMessage(t.app, 'POST', `/api/partners?meetingId=${meeting.id}`, { token: org.token, body: { name: 'ACME', displayOrder: 1000 } }, 400, '显示顺序为0-999', 'The display order is 0-999');
    await expectMessage(t.app, 'POST', `/api/partners?meetingId=${meeting.id}`, { token: org.token, body: { name: 'ACME', displayOrder: -1 } }, 400, '显示顺序为0-999', 'The display order is 0-999');
    await expectMessage(t.app, 'POST', `/api/speakers?meetingId=${meeting.id}`, { token: org.token, body: {} }, 400, '请输入嘉宾姓名', "Please enter the speaker's name");
    await expectMessage(t.app, 'POST', '/api/speakers?meetingId=999999', { token: org.token, body: { name: 'x' } }, 404, ...MEETING_NOT_FOUND);
    expect(await t.db.query('SELECT count(*)::int AS n FROM partners')).toEqual(before);
  });

  it('uploads a speaker avatar and a partner logo of every spec format, served publicly; refuses others and > 5 MB', async () => {
    const s = await create('/api/speakers', { name: '头像嘉宾' });
    const up = await postForm(t, `/api/speakers/${s.body.data.id}/avatar`, org.token, {}, [{ name: 'me.png', data: PNG }]);
    // kept through the media pipeline (content-images.ts): re-encoded at its width beside a WebP (an opaque PNG as JPEG)
    expect([up.status, up.body.success, up.body.data.fileUrl]).toEqual([200, true, expect.stringMatching(new RegExp(`^/api/files/content/${meeting.id}/[a-f0-9]{32}-w\\d+\\.jpg$`))]);
    const got = await t.app.inject({ method: 'GET', url: up.body.data.fileUrl });
    expect([got.statusCode, got.headers['content-type'], got.rawPayload.subarray(0, 2).toString('hex')]).toEqual([200, 'image/jpeg', 'ffd8']);
    expect((await call(t.app, 'GET', `/api/speakers/${s.body.data.id}`, { token: org.token })).body.data.avatar).toBe(up.body.data.fileUrl);
    const p = await create('/api/partners', { name: 'ACME', type: '技术合作', displayOrder: 999 });
    for (const [name, data] of [['a.jpg', JPEG], ['a.gif', GIF], ['a.bmp', BMP], ['a.tif', TIFF], ['a.png', PNG]] as const) {
      const r = await postForm(t, `/api/partners/${p.body.data.id}/logo`, org.token, {}, [{ name, data }]);
      expect([name, r.status]).toEqual([name, 200]);
    }
    const fake = await postForm(t, `/api/partners/${p.body.data.id}/logo`, org.token, {}, [{ name: 'logo.png', type: 'image/png', data: PDF }]);
    expect([fake.status, fake.body.message]).toEqual([415, '上传Logo只能是 JPG、PNG、GIF、BMP、TIF 格式!']);
    const fakeEn = await postForm(t, `/api/partners/${p.body.data.id}/logo`, org.token, {}, [{ name: 'logo.png', data: Buffer.from('plain text') }], 'en');
    expect([fakeEn.status, fakeEn.body.message]).toEqual([415, 'The logo must be JPG, PNG, GIF, BMP or TIF!']);
    const big = await postForm(t, `/api/partners/${p.body.data.id}/logo`, org.token, {}, [{ name: 'big.png', data: padded(PNG, 5 * 1024 * 1024 + 1) }]);
    expect([big.status, big.body.message]).toEqual([413, '上传Logo大小不能超过 5MB!']);
    const exact = await postForm(t, `/api/partners/${p.body.data.id}/logo`, org.token, {}, [{ name: 'edge.png', data: padded(PNG, 5 * 1024 * 1024) }]);
    expect(exact.status).toBe(200);
    // the logo replaced last is the one stored
    expect((await call(t.app, 'GET', `/api/partners/${p.body.data.id}`, { token: org.token })).body.data.logo).toBe(exact.body.data.fileUrl);
  });

  it('partner types: four defaults and the meeting’s own; list by type; batch delete all or nothing', async () => {
    const types = await call(t.app, 'GET', `/api/partners/types?meetingId=${meeting.id}`);
    expect(types.body.data.map((x: any) => x.name)).toEqual(['技术合作', '商务合作', '学术合作', '战略合作']);
    await expectMessage(t.app, 'POST', `/api/partners/types?meetingId=${meeting.id}`, { token: org.token, body: { name: '' } }, 400, '请输入类型名称', 'Please enter the type name');
    expect((await call(t.app, 'POST', `/api/partners/types?meetingId=${meeting.id}`, { token: org.token, body: { name: '媒体合作' } })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/partners/types?meetingId=${meeting.id}`, { lang: 'en' })).body.data.map((x: any) => x.name)).toEqual(['Technical cooperation', 'Business cooperation', 'Academic cooperation', 'Strategic cooperation', '媒体合作']);
    const m1 = await create('/api/partners', { name: '媒体一', type: '媒体合作' });
    const m2 = await create('/api/partners', { name: '媒体二', type: '媒体合作' });
    const byType = await call(t.app, 'GET', `/api/partners/category/${encodeURIComponent('媒体合作')}?meetingId=${meeting.id}`);
    expect(byType.body.data.map((x: any) => x.name)).toEqual(['媒体一', '媒体二']);
    // one unknown id: nothing is deleted
    const bad = await call(t.app, 'DELETE', '/api/partners/batch', { token: org.token, body: [m1.body.data.id, 999999] });
    expect(bad.status).toBe(404);
    expect((await call(t.app, 'GET', `/api/partners/${m1.body.data.id}`, { token: org.token })).status).toBe(200);
    const okDel = await call(t.app, 'DELETE', '/api/partners/batch', { token: org.token, body: { ids: [m1.body.data.id, m2.body.data.id] } });
    expect([okDel.status, okDel.body.data.deleted]).toEqual([200, 2]);
    await expectMessage(t.app, 'DELETE', '/api/speakers/batch', { token: org.token, body: { ids: [] } }, 400, '请选择要操作的项目', 'Please select items first');
  });

  it('another organizer cannot read, change, delete or upload onto A’s speakers and partners', async () => {
    const s = await create('/api/speakers', { name: '私有嘉宾' });
    const p = await create('/api/partners', { name: '私有伙伴' });
    const sid = s.body.data.id;
    const pid = p.body.data.id;
    await expectMessage(t.app, 'GET', `/api/speakers/${sid}`, { token: rival.token }, 404, '演讲嘉宾不存在或无权访问', 'The speaker does not exist or you may not access it');
    expect((await call(t.app, 'PUT', `/api/speakers/${sid}`, { token: rival.token, body: { name: 'hacked' } })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/speakers/${sid}`, { token: rival.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/speakers/batch', { token: rival.token, body: [sid] })).status).toBe(404);
    expect((await postForm(t, `/api/speakers/${sid}/avatar`, rival.token, {}, [{ name: 'x.png', data: PNG }])).status).toBe(404);
    await expectMessage(t.app, 'GET', `/api/partners/${pid}`, { token: rival.token }, 404, '合作伙伴不存在或无权访问', 'The partner does not exist or you may not access it');
    expect((await call(t.app, 'PUT', `/api/partners/${pid}`, { token: rival.token, body: { name: 'hacked' } })).status).toBe(404);
    expect((await postForm(t, `/api/partners/${pid}/logo`, rival.token, {}, [{ name: 'x.png', data: PNG }])).status).toBe(404);
    await expectMessage(t.app, 'GET', `/api/partners/meeting/${meeting.id}`, { token: rival.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'POST', `/api/speakers?meetingId=${meeting.id}`, { token: rival.token, body: { name: 'intruder' } }, 404, ...MEETING_NOT_FOUND);
    const [rs] = await t.db.query('SELECT name FROM speakers WHERE id = $1', [sid]);
    const [rp] = await t.db.query('SELECT name FROM partners WHERE id = $1', [pid]);
    expect([rs.name, rp.name]).toEqual(['私有嘉宾', '私有伙伴']);
    // without a token the writes are refused
    expect((await call(t.app, 'POST', `/api/speakers?meetingId=${meeting.id}`, { body: { name: 'anon' } })).status).toBe(401);
  });
});
