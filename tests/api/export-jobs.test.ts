// Exports built on the server (issue 19 item 2): the badge print PDF of a scope is started (202),
// followed to done and downloaded through its signed link as a real PDF — pages as the A4 grid holds
// the badges, the names readable in its text layer (Chinese included), the first page rendered by
// pdftoppm and not blank; the participant XLSX likewise. Two starts of one scope make one job; another
// organizer, a participant and a staff account without the kind's role are refused; bad input is a
// 400 naming the field; a deleted export's file is gone; a meeting's deletion takes its exports along.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import { MEETING_NOT_FOUND, STAFF_FORBIDDEN, cast, type Organizer } from './cast.fixtures';
import { openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';
import { staffAccount } from './staff.fixtures';
import { designPath, validDesign } from './badges.fixtures';
import { readXlsx } from './exports.fixtures';
import { a4Grid, badgeSizeMm } from '../../src/shared/badge/layout';

const N = 11;
const NAMES = Array.from({ length: N }, (_, i) => `张伟${i + 1}号`);

describe.each(DATABASES)('exports built on the server (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let s: Setup;
  let who: Array<{ id: number; token: string; headers: Record<string, string> }>;
  const dir = mkdtempSync(join(tmpdir(), 'export-jobs-'));
  const start = (body: Record<string, unknown>, token = a.token, lang: 'zh' | 'en' = 'zh') => call(t.app, 'POST', `/api/co/exports/meeting/${s.meeting.id}`, { token, body, lang });
  const job = (id: number, token = a.token) => call(t.app, 'GET', `/api/co/exports/${id}`, { token });
  async function settled(id: number) {
    for (let i = 0; i < 300; i++) {
      const r = await job(id);
      if (r.body.data?.status === 'done' || r.body.data?.status === 'failed') return r.body.data;
      await new Promise((ok) => setTimeout(ok, 100));
    }
    throw new Error(`export ${id} never finished`);
  }
  const download = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    ({ a, b } = await cast(t, 'xj'));
    s = await openMeeting(t, a.token);
    who = await participants(t, s.meeting, N + 1);
    for (let i = 0; i < N; i++) {
      const r = await submit(t, who[i], submission(s));
      if (r.status !== 201) throw new Error(`submit ${r.status} ${JSON.stringify(r.body)}`);
      await t.db.query('UPDATE participants SET name = $1 WHERE id = $2', [NAMES[i], who[i].id]);
    }
    await t.db.query(`UPDATE registrations SET registration_status = 'confirmed', door_code = 'K' || lpad(id::text, 11, '0') WHERE meeting_id = $1`, [s.meeting.id]);
    const d = await call(t.app, 'PUT', designPath(s.meeting.id), { token: a.token, body: validDesign({ style: { background: 'gradient', gradientColor: '#bfdbfe' } }) });
    if (d.status !== 200) throw new Error(`design ${d.status} ${JSON.stringify(d.body)}`);
  }, 120_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('two starts of one scope make one job; it runs to done and downloads as a PDF of the badges', async () => {
    const [r1, r2] = await Promise.all([start({ kind: 'badges-pdf' }), start({ kind: 'badges-pdf', state: 'admitted' })]);
    expect([r1.status, r2.status]).toEqual([202, 202]);
    expect(r1.body.data.id).toBe(r2.body.data.id);
    expect([r1.body.message, r2.body.message].sort()).toEqual(['已开始在服务器上生成，可离开本页，稍后回来下载', '相同范围的导出正在进行'].sort());
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM export_jobs WHERE meeting_id = $1', [s.meeting.id]);
    expect(n).toBe(1);

    const done = await settled(r1.body.data.id);
    expect(done).toMatchObject({ status: 'done', done: N, total: N, kind: 'badges-pdf' });
    expect(done.fileKey).toBeUndefined(); // where it is kept stays the server's
    const grid = a4Grid(badgeSizeMm(validDesign().style as never), 10, 4);
    expect(done.pages).toBe(Math.ceil(N / grid.perPage));

    const res = await download(done.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`badges-${s.meeting.id}.pdf`);
    const bytes = res.rawPayload;
    expect(bytes.length).toBe(done.size);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(done.pages);
    const file = join(dir, 'badges.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    for (const name of NAMES) expect(text).toContain(name);
    execFileSync('pdftoppm', ['-r', '40', '-f', '1', '-l', '1', '-png', file, join(dir, 'p')]);
    const png = readFileSync(join(dir, 'p-1.png'));
    const stats = await sharp(png).stats();
    // drawn: the gradient, the texts and QR codes vary the page; a blank page has no spread at all
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    expect(stats.channels[0].min).toBeLessThan(60); // black QR modules / dark text
  }, 60_000);

  it('the link is signed: without or with a changed signature 403; the list shows the export', async () => {
    const list = await call(t.app, 'GET', `/api/co/exports/meeting/${s.meeting.id}`, { token: a.token });
    expect(list.status).toBe(200);
    const first = list.body.data.list[0];
    expect(list.body.data.total).toBeGreaterThanOrEqual(1);
    const plain = first.url.split('?')[0];
    expect((await download(plain)).statusCode).toBe(403);
    expect((await download(first.url.replace(/sig=./, 'sig=A'))).statusCode).toBe(403);
  });

  it('a selection and a ticket are scopes of their own; nobody in scope is a 400', async () => {
    const ids = (await t.db.query('SELECT id FROM registrations WHERE meeting_id = $1 ORDER BY id LIMIT 2', [s.meeting.id])).map((r) => Number(r.id));
    const r = await start({ kind: 'badges-pdf', ids });
    expect(r.status).toBe(202);
    const done = await settled(r.body.data.id);
    expect(done).toMatchObject({ status: 'done', done: 2, pages: 1 });
    await expectMessage(t.app, 'POST', `/api/co/exports/meeting/${s.meeting.id}`, { token: a.token, body: { kind: 'badges-pdf', ticket: '没有这种票' } }, 400, '所选范围内没有需要打印的胸卡', 'Nobody in this scope has a badge to print');
  }, 60_000);

  it('bad input is a 400 naming the field', async () => {
    for (const body of [{ kind: 'nope' }, {}, { kind: 'badges-pdf', state: 'draft' }, { kind: 'badges-pdf', ids: [] }, { kind: 'badges-pdf', ids: ['x'] }, { kind: 'badges-pdf', extra: 1 }]) {
      const r = await start(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message, JSON.stringify(body)).toBeTruthy();
    }
    const r = await start({ kind: 'nope' });
    expect(r.body.message).toContain('导出内容');
    const en = await start({ kind: 'nope' }, a.token, 'en');
    expect(en.body.message).toContain('Export');
  });

  it('another organizer 404, a participant refused, staff by the kind’s roles', async () => {
    expect((await start({ kind: 'badges-pdf' }, b.token)).body.message).toBe(MEETING_NOT_FOUND[0]);
    const [row] = await t.db.query('SELECT id FROM export_jobs WHERE meeting_id = $1 ORDER BY id LIMIT 1', [s.meeting.id]);
    const other = await job(Number(row.id), b.token);
    expect(other.status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/co/exports/${row.id}`, { token: b.token })).status).toBe(404);
    const asParticipant = await call(t.app, 'POST', `/api/co/exports/meeting/${s.meeting.id}`, { headers: who[N].headers, body: { kind: 'badges-pdf' } });
    expect([401, 403]).toContain(asParticipant.status);
    const finance = await staffAccount(t, { token: a.token, username: 'xja' }, 'xj-fin', [s.meeting.id], ['finance']);
    const fr = await start({ kind: 'badges-pdf' }, finance.token);
    expect([fr.status, fr.body.message]).toEqual([403, STAFF_FORBIDDEN[0]]);
    expect((await job(Number(row.id), finance.token)).status).toBe(403);
    const door = await staffAccount(t, { token: a.token, username: 'xja' }, 'xj-door', [s.meeting.id], ['checkin']);
    const dr = await start({ kind: 'badges-pdf', state: 'confirmed' }, door.token);
    expect(dr.status).toBe(202);
    await settled(dr.body.data.id);
    // the finance account sees no badge exports in the list
    const fl = await call(t.app, 'GET', `/api/co/exports/meeting/${s.meeting.id}`, { token: finance.token });
    expect(fl.body.data.list.filter((j: { kind: string }) => j.kind === 'badges-pdf')).toEqual([]);
  }, 60_000);

  it('the participant list as XLSX, built on the server', async () => {
    const r = await start({ kind: 'participants-xlsx' });
    expect(r.status).toBe(202);
    const done = await settled(r.body.data.id);
    expect(done).toMatchObject({ status: 'done', kind: 'participants-xlsx', done: N + 1 });
    const res = await download(done.url);
    expect(res.statusCode).toBe(200);
    const { rows } = readXlsx(res.rawPayload);
    expect(rows.length).toBeGreaterThanOrEqual(N + 1);
    expect(rows.flat().map(String)).toContain(NAMES[0]);
  }, 60_000);

  it('delete: the row and its file go; a running export is a 409', async () => {
    const list = await call(t.app, 'GET', `/api/co/exports/meeting/${s.meeting.id}`, { token: a.token });
    const one = list.body.data.list.find((j: { status: string }) => j.status === 'done');
    const [{ file_key: key }] = await t.db.query('SELECT file_key FROM export_jobs WHERE id = $1', [one.id]);
    expect(await t.app.ctx.storage.head(key)).toBeDefined();
    const del = await call(t.app, 'DELETE', `/api/co/exports/${one.id}`, { token: a.token });
    expect([del.status, del.body.message]).toEqual([200, '已删除导出文件']);
    expect(await t.app.ctx.storage.head(key)).toBeUndefined();
    expect((await job(one.id)).status).toBe(404);
    expect((await download(one.url)).statusCode).toBe(404);
    const [{ id }] = await t.db.query(`INSERT INTO export_jobs (meeting_id, kind, scope_key, params, requested_by, status) VALUES ($1, 'participants-xlsx', 'x', '{}', 1, 'running') RETURNING id`, [s.meeting.id]);
    const busy = await call(t.app, 'DELETE', `/api/co/exports/${id}`, { token: a.token });
    expect([busy.status, busy.body.message]).toEqual([409, '导出仍在进行，完成后才能删除']);
    await t.db.query('DELETE FROM export_jobs WHERE id = $1', [id]);
  });

  it('deleting the meeting takes its exports and their files', async () => {
    const keys = (await t.db.query('SELECT file_key FROM export_jobs WHERE meeting_id = $1 AND file_key IS NOT NULL', [s.meeting.id])).map((r) => String(r.file_key));
    expect(keys.length).toBeGreaterThan(0);
    const del = await call(t.app, 'DELETE', `/api/co/meeting/${s.meeting.id}`, { token: a.token });
    expect(del.status).toBe(200);
    for (const k of keys) expect(await t.app.ctx.storage.head(k)).toBeUndefined();
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM export_jobs WHERE meeting_id = $1', [s.meeting.id]);
    expect(n).toBe(0);
  });
});
