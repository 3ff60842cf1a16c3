// Document collections, documents and the document manager (spec 3 §2.7, §7): searchable
// collections, uploads of the spec's types sniffed by content and ≤ 100 MB, download, folders,
// rename, batch delete with contents, breadcrumb, search, pages of 20, pdf/txt preview, isolation.
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting, publishedMeeting } from './meetings.fixtures';
import { CFB, DOCX, EXE, PDF, PNG, TXT, padded, postForm } from './data.fixtures';

describe.each(DATABASES)('data management: documents (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let col: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'docorg');
    rival = await registerOrganizer(t, 'docrival');
    meeting = await publishedMeeting(t, org.token);
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>, files: Parameters<typeof postForm>[4], token = org.token, lang: 'zh' | 'en' = 'zh') =>
    postForm(t, '/api/documents', token, { collectionId: String(col.id), meetingId: String(meeting.id), adminId: String(org.user.id), ...fields }, files, lang);

  it('collections: created by the owner, searchable by name or description, case-insensitive', async () => {
    const a = await call(t.app, 'POST', '/api/document-collections', { token: org.token, body: { meetingId: meeting.id, name: '会议资料', description: 'Slides and PAPERS' } });
    expect([a.status, a.body.data.creator, a.body.data.documentCount]).toEqual([200, 'docorg', 0]);
    col = a.body.data;
    await call(t.app, 'POST', '/api/document-collections', { token: org.token, body: { meetingId: meeting.id, name: '日程安排' } });
    await expectMessage(t.app, 'POST', '/api/document-collections', { token: org.token, body: { meetingId: meeting.id, name: ' ' } }, 400, '文档集名称不能为空', 'The collection name cannot be empty');
    const byDesc = await call(t.app, 'GET', `/api/document-collections?meetingId=${meeting.id}&keyword=papers`);
    expect(byDesc.body.data.map((c: any) => c.name)).toEqual(['会议资料']);
    expect((await call(t.app, 'GET', `/api/document-collections?meetingId=${meeting.id}`)).body.data).toHaveLength(2);
    const up = await call(t.app, 'PUT', `/api/document-collections/${col.id}`, { token: org.token, body: { name: '会议资料', description: '更新' } });
    expect(up.body.data.description).toBe('更新');
  });

  it('uploads pdf, docx, doc, txt; refuses other bytes, a missing name and over 100 MB; nothing stored on refusal', async () => {
    for (const [name, data, type] of [['议程.pdf', PDF, 'pdf'], ['论文.docx', DOCX, 'docx'], ['旧版.doc', CFB, 'doc'], ['说明.txt', TXT, 'txt']] as const) {
      const r = await upload({ name: name.split('.')[0], description: 'd' }, [{ name, data }]);
      expect([name, r.status, r.body.data?.fileType, r.body.data?.fileSize]).toEqual([name, 200, type, data.length]);
    }
    const before = (await t.db.query('SELECT count(*)::int AS n FROM documents'))[0].n;
    const exe = await upload({ name: 'virus' }, [{ name: 'virus.pdf', type: 'application/pdf', data: EXE }]);
    expect([exe.status, exe.body.message]).toEqual([415, '只能上传 PDF、DOC、DOCX、XLS、XLSX、PPT、PPTX、TXT 格式的文档']);
    const png = await upload({ name: 'pic' }, [{ name: 'pic.txt', data: PNG }], org.token, 'en');
    expect([png.status, png.body.message]).toEqual([415, 'Only PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX and TXT documents can be uploaded']);
    // a binary renamed .doc is not an Office file
    expect((await upload({ name: 'x' }, [{ name: 'x.doc', data: PDF.subarray(1) }])).status).toBe(415);
    const noName = await upload({ name: '' }, [{ name: 'a.pdf', data: PDF }]);
    expect([noName.status, noName.body.message]).toEqual([400, '请填写文档名称并选择文件']);
    const big = await upload({ name: 'big' }, [{ name: 'big.pdf', data: padded(PDF, 100 * 1024 * 1024 + 1) }]);
    expect([big.status, big.body.message]).toEqual([413, '单个文件大小不能超过 100MB']);
    expect((await t.db.query('SELECT count(*)::int AS n FROM documents'))[0].n).toBe(before);
    const list = await call(t.app, 'GET', `/api/documents?collectionId=${col.id}`);
    expect(list.body.data.total).toBe(4);
    expect((await call(t.app, 'GET', `/api/document-collections/${col.id}`)).body.data.documentCount).toBe(4);
  });

  it('downloads the same bytes with the document’s name; previews pdf and txt only', async () => {
    const docs = (await call(t.app, 'GET', `/api/documents?collectionId=${col.id}`)).body.data.list as any[];
    const pdf = docs.find((d) => d.fileType === 'pdf');
    const dl = await t.app.inject({ method: 'GET', url: `/api/documents/${pdf.id}/download` });
    expect([dl.statusCode, dl.headers['content-type'], dl.rawPayload.equals(PDF)]).toEqual([200, 'application/pdf', true]);
    expect(dl.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('议程.pdf')}`);
    const txt = docs.find((d) => d.fileType === 'txt');
    const pv = await t.app.inject({ method: 'GET', url: `/api/document/preview/${txt.id}` });
    expect([pv.statusCode, pv.body, String(pv.headers['content-disposition']).startsWith('inline')]).toEqual([200, TXT.toString('utf8'), true]);
    expect((await t.app.inject({ method: 'GET', url: `/api/document/preview/${pdf.id}` })).statusCode).toBe(200);
    const docx = docs.find((d) => d.fileType === 'docx');
    await expectMessage(t.app, 'GET', `/api/document/preview/${docx.id}`, {}, 415, '仅支持预览 PDF 和 TXT 文件', 'Only PDF and TXT files can be previewed');
  });

  it('downloads a whole collection as one ZIP: folders as directories, names kept and made unique, bytes intact', async () => {
    const c = (await call(t.app, 'POST', '/api/document-collections', { token: org.token, body: { meetingId: meeting.id, name: '全部资料' } })).body.data;
    const put = (name: string, file: { name: string; data: Buffer }, parentId?: number) =>
      postForm(t, '/api/documents', org.token, { collectionId: String(c.id), name, ...(parentId ? { parentId: String(parentId) } : {}) }, [file]);
    const day = (await call(t.app, 'POST', '/api/document/folders', { token: org.token, body: { collectionId: c.id, name: '第一天' } })).body.data;
    const climb = (await call(t.app, 'POST', '/api/document/folders', { token: org.token, body: { collectionId: c.id, name: '..' } })).body.data;
    expect((await put('议程', { name: '议程.pdf', data: PDF })).status).toBe(200);
    expect((await put('议程', { name: 'x.pdf', data: PDF })).status).toBe(200);
    expect((await put('说明', { name: '说明.txt', data: TXT }, day.id)).status).toBe(200);
    expect((await put('escape', { name: 'e.txt', data: TXT }, climb.id)).status).toBe(200);
    const r = await t.app.inject({ method: 'GET', url: `/api/document-collections/${c.id}/download` });
    expect([r.statusCode, r.headers['content-type']]).toEqual([200, 'application/zip']);
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('全部资料.zip')}`);
    const files = unzipSync(new Uint8Array(r.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['_/', '_/escape.txt', '第一天/', '第一天/说明.txt', '议程 (2).pdf', '议程.pdf'].sort());
    expect(Buffer.from(files['议程 (2).pdf']).equals(PDF)).toBe(true);
    expect(Buffer.from(files['第一天/说明.txt']).equals(TXT)).toBe(true);
    // an unknown collection, and one of a meeting the caller may not read, answer 404
    expect((await t.app.inject({ method: 'GET', url: '/api/document-collections/999999/download' })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/document-collections/${c.id}`, { token: org.token })).status).toBe(200);
  });

  it('the manager: folders, upload into a folder, breadcrumb, search, pages of 20, rename, batch delete with contents', async () => {
    const f1 = await call(t.app, 'POST', '/api/document/folders', { token: org.token, body: { collectionId: col.id, name: '第一天' } });
    const f2 = await call(t.app, 'POST', '/api/document/folders', { token: org.token, body: { collectionId: col.id, parentId: f1.body.data.id, name: '上午' } });
    expect([f1.status, f2.status, f2.body.data.isFolder]).toEqual([200, 200, true]);
    const files = Array.from({ length: 22 }, (_, i) => ({ name: `slide-${String(i).padStart(2, '0')}.txt`, data: Buffer.from(`slide ${i}`) }));
    const up = await postForm(t, '/api/document/upload', org.token, { collectionId: String(col.id), parentId: String(f2.body.data.id) }, files.slice(0, 10));
    expect([up.status, up.body.data.length]).toEqual([200, 10]);
    await postForm(t, '/api/document/upload', org.token, { collectionId: String(col.id), parentId: String(f2.body.data.id) }, files.slice(10, 20));
    await postForm(t, '/api/document/upload', org.token, { collectionId: String(col.id), parentId: String(f2.body.data.id) }, files.slice(20));
    const tooMany = await postForm(t, '/api/document/upload', org.token, { collectionId: String(col.id) }, files.slice(0, 11));
    expect([tooMany.status, tooMany.body.message]).toEqual([400, '一次最多上传10个文件']);
    const root = await call(t.app, 'GET', `/api/document/list?collectionId=${col.id}`, { token: org.token });
    expect([root.body.data.list[0].name, root.body.data.list[0].type, root.body.data.breadcrumb]).toEqual(['第一天', 'folder', [{ id: null, name: '会议资料' }]]);
    const inner = await call(t.app, 'GET', `/api/document/list?collectionId=${col.id}&parentId=${f2.body.data.id}`, { token: org.token });
    expect([inner.body.data.total, inner.body.data.list.length, inner.body.data.breadcrumb.map((b: any) => b.name)]).toEqual([22, 20, ['会议资料', '第一天', '上午']]);
    const p2 = await call(t.app, 'GET', `/api/document/list?collectionId=${col.id}&parentId=${f2.body.data.id}&page=2`, { token: org.token });
    expect(p2.body.data.list.map((d: any) => d.name)).toEqual(['slide-20.txt', 'slide-21.txt']);
    const search = await call(t.app, 'GET', `/api/document/list?collectionId=${col.id}&keyword=SLIDE-1`, { token: org.token });
    expect(search.body.data.total).toBe(10);
    await expectMessage(t.app, 'PUT', `/api/document/${f1.body.data.id}/rename`, { token: org.token, body: { name: '' } }, 400, '请输入新名称（不能包含斜杠）', 'Please enter the new name (no slashes)');
    const rn = await call(t.app, 'PUT', `/api/document/${f1.body.data.id}/rename`, { token: org.token, body: { name: 'Day 1' } });
    expect([rn.status, rn.body.message, rn.body.data.name]).toEqual([200, '重命名成功', 'Day 1']);
    const del = await call(t.app, 'POST', '/api/document/batch-delete', { token: org.token, body: { ids: [f1.body.data.id] } });
    expect([del.status, del.body.data.deleted]).toEqual([200, 24]);
    expect((await call(t.app, 'GET', `/api/document/list?collectionId=${col.id}`, { token: org.token })).body.data.total).toBe(4);
    const left = fs.readdirSync(path.join(t.app.ctx.uploadDir, 'data', String(meeting.id)));
    expect(left).toHaveLength(4);
  });

  it('another organizer cannot list, upload into, rename, delete or change A’s documents', async () => {
    const doc = (await call(t.app, 'GET', `/api/documents?collectionId=${col.id}`)).body.data.list[0];
    await expectMessage(t.app, 'GET', `/api/document/list?collectionId=${col.id}`, { token: rival.token }, 404, '文档集不存在或无权访问', 'The document collection does not exist or you may not access it');
    expect((await upload({ name: 'x' }, [{ name: 'x.pdf', data: PDF }], rival.token)).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/document/${doc.id}/rename`, { token: rival.token, body: { name: 'hacked' } })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/documents/${doc.id}`, { token: rival.token })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/document/batch-delete', { token: rival.token, body: [doc.id] })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/document-collections/${col.id}`, { token: rival.token, body: { name: 'hacked' } })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/document-collections/${col.id}`, { token: rival.token })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/document/folders', { token: rival.token, body: { collectionId: col.id, name: 'x' } })).status).toBe(404);
    const [row] = await t.db.query('SELECT name FROM documents WHERE id = $1', [doc.id]);
    expect(row.name).toBe(doc.name);
    // the owner deletes the collection with its files
    expect((await call(t.app, 'DELETE', `/api/document-collections/${col.id}`, { token: org.token })).status).toBe(200);
    expect((await t.db.query('SELECT count(*)::int AS n FROM documents WHERE collection_id = $1', [col.id]))[0].n).toBe(0);
  });
});

describe.each(DATABASES)('public reads of a draft meeting (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
  });
  afterAll(() => t.close());

  it('a draft meeting’s speakers, partners, news, documents and contact-us are its owner’s only', async () => {
    const org = await registerOrganizer(t, 'draftorg');
    const rival = await registerOrganizer(t, 'draftrival');
    const meeting = await createMeeting(t, org.token);
    await t.db.query("UPDATE meetings SET status = 'draft' WHERE id = $1", [meeting.id]); // a saved draft (meetings' own draft call)
    const auth = { token: org.token };
    await call(t.app, 'POST', `/api/speakers?meetingId=${meeting.id}`, { ...auth, body: { name: '未公开嘉宾' } });
    await call(t.app, 'POST', '/api/news', { ...auth, body: { meetingId: meeting.id, title: '未公开新闻', status: 'published' } });
    const col = (await call(t.app, 'POST', '/api/document-collections', { ...auth, body: { meetingId: meeting.id, name: '未公开资料' } })).body.data;
    const doc = (await postForm(t, '/api/documents', org.token, { collectionId: String(col.id), name: 'secret' }, [{ name: 's.pdf', data: PDF }])).body.data;
    const urls = [
      `/api/speakers/meeting/${meeting.id}/active`, `/api/partners/meeting/${meeting.id}/active`, `/api/news/list?meetingId=${meeting.id}&status=published`,
      `/api/document-collections?meetingId=${meeting.id}`, `/api/document-collections/${col.id}`, `/api/documents?collectionId=${col.id}`,
      `/api/documents/${doc.id}/download`, `/api/document/preview/${doc.id}`, `/api/website/contact-us/${meeting.id}`,
      `/api/document-collections/${col.id}/download`,
    ];
    for (const url of urls) {
      expect((await call(t.app, 'GET', url)).status, url).toBe(404);
      expect((await call(t.app, 'GET', url, { token: rival.token })).status, url).toBe(404);
      expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${org.token}` } })).statusCode, url).toBe(200);
    }
    // once the meeting is under way and its website published, the same reads are public
    await t.db.query("UPDATE meetings SET status = 'preparing', website_status = 'active' WHERE id = $1", [meeting.id]);
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

describe.each(DATABASES)('contact-us configuration (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
  });
  afterAll(() => t.close());

  it('saved by the owner with one field at least, read publicly, refused to another organizer', async () => {
    const org = await registerOrganizer(t, 'cuorg');
    const rival = await registerOrganizer(t, 'curival');
    const meeting = await publishedMeeting(t, org.token);
    const url = `/api/website/contact-us/${meeting.id}`;
    const empty = await call(t.app, 'GET', url);
    expect([empty.status, empty.body.data.componentId]).toEqual([200, null]);
    await expectMessage(t.app, 'POST', url, { token: org.token, body: { componentId: 'c1', showPhone: false, phone: '010-1' } }, 400, '请至少配置一个联系方式字段', 'Please configure at least one contact field');
    const body = { componentId: 'c1', title: '联系我们', showPhone: true, phone: '010-12345678', showEmail: true, email: 'info@example.com', columns: 3, style: { backgroundColor: '#fff' } };
    const saved = await call(t.app, 'POST', url, { token: org.token, body });
    expect([saved.status, saved.body.data.phone, saved.body.data.style]).toEqual([200, '010-12345678', { backgroundColor: '#fff' }]);
    const pub = await call(t.app, 'GET', url);
    expect(pub.body.data).toMatchObject({ componentId: 'c1', title: '联系我们', showPhone: true, email: 'info@example.com', columns: 3 });
    expect((await call(t.app, 'POST', url, { token: rival.token, body: { ...body, phone: 'hacked' } })).status).toBe(404);
    expect((await call(t.app, 'POST', url, { body })).status).toBe(401);
    expect((await call(t.app, 'GET', url)).body.data.phone).toBe('010-12345678');
  });
});
