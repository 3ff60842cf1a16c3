// Unused participant uploads expire (src/server/uploads/sweep.ts): a file no submitted registration
// uses is deleted with its row once uploads.unusedHours have passed, its quota given back; a file a
// registration names (a form answer, the transfer proof) is kept. Two sweeps at once delete each file
// once (rows claimed with FOR UPDATE SKIP LOCKED).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, pngBytes, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { answers, designWithFile, openMeeting, participants, submission, submit, uploadAs, type Setup } from './registration.fixtures';
import { sweepOnce } from '../../src/server/uploads/sweep';
import { openDb } from '../../src/server/db/driver';

describe.each(DATABASES)('unused uploads expire (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const upload = async (headers: Record<string, string>, o: Parameters<typeof uploadAs>[2] = {}) => (await uploadAs(t, headers, o)).body;
  const stored = async (ownerId: number) => (await t.db.query(`SELECT path, used_at FROM uploads WHERE owner_kind = 'participant' AND owner_id = $1 ORDER BY id`, [ownerId]));
  const age = (ownerId: number, hours: number) => t.db.query(`UPDATE uploads SET created_at = now() - make_interval(hours => $2) WHERE owner_kind = 'participant' AND owner_id = $1`, [ownerId, hours]);
  const onDisk = (rel: string) => fs.existsSync(path.join(t.app.ctx.uploadDir, rel));

  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'uxorg'));
    s = await openMeeting(t, org.token, designWithFile());
  });
  afterAll(() => t.close());

  it('deletes what no submitted registration uses after the time allowed, keeps what one uses, and gives the quota back', async () => {
    const [p] = await participants(t, s.meeting);
    const used = (await upload(p.headers)).data.url;
    const unused = (await upload(p.headers, { name: 'draft.pdf' })).data.url;
    const reg = await submit(t, p, submission(s, { formData: answers({ cv: used }) }));
    expect(reg.status).toBe(201);
    const proof = await upload(p.headers, { url: `/api/registrations/${reg.body.data.id}/proof`, data: pngBytes(), name: 'proof.png', type: 'image/png' });
    expect(proof.code).toBe(200);
    const rows = await stored(p.id);
    expect(rows.length).toBe(3);
    // the submission and the proof mark theirs used at once
    expect(rows.map((r: any) => r.used_at !== null)).toEqual([true, false, true]);
    // not yet old enough: nothing goes
    await age(p.id, 47);
    expect(await sweepOnce(t.app.ctx)).toEqual([]);
    await age(p.id, 49);
    const unusedPath = rows[1].path;
    expect(await sweepOnce(t.app.ctx)).toEqual([unusedPath]);
    expect(onDisk(unusedPath)).toBe(false);
    expect((await stored(p.id)).map((r: any) => r.path)).toEqual([rows[0].path, rows[2].path]);
    for (const r of [rows[0], rows[2]]) expect(onDisk(r.path)).toBe(true);
    const [u] = await t.db.query('SELECT files, bytes FROM upload_usage WHERE owner_key = $1', [`participant:${p.id}`]);
    expect(u.files).toBe(2);
    expect(unused).toContain('/draft.pdf');
  });

  it('keeps a file a registration names even when the submission did not mark it (a crash in between)', async () => {
    const [p] = await participants(t, s.meeting);
    const url = (await upload(p.headers)).data.url;
    expect((await submit(t, p, submission(s, { formData: answers({ cv: url }) }))).status).toBe(201);
    await t.db.query(`UPDATE uploads SET used_at = NULL WHERE owner_kind = 'participant' AND owner_id = $1`, [p.id]);
    await age(p.id, 100);
    expect(await sweepOnce(t.app.ctx)).toEqual([]);
    const [row] = await stored(p.id);
    expect(row.used_at).not.toBeNull();
    expect(onDisk(row.path)).toBe(true);
  });

  it('two sweeps at once delete each expired file once', async () => {
    const ps = await participants(t, s.meeting, 3);
    for (const p of ps) for (let i = 0; i < 4; i++) await upload(p.headers);
    for (const p of ps) await age(p.id, 72);
    // a second connection to the same database sweeps beside the app's own (PostgreSQL); PGlite has one
    const other = kind === 'postgres' ? await openDb({ databaseUrl: process.env.DATABASE_URL, schema: (await t.db.query('SELECT current_schema() AS s'))[0].s }) : t.db;
    try {
      const [a, b] = await Promise.all([sweepOnce(t.app.ctx), sweepOnce({ ...t.app.ctx, db: other })]);
      expect(a.length + b.length).toBe(12);
      expect(new Set([...a, ...b]).size).toBe(12);
    } finally {
      if (other !== t.db) await other.close();
    }
    for (const p of ps) expect((await t.db.query('SELECT files FROM upload_usage WHERE owner_key = $1', [`participant:${p.id}`]))[0].files).toBe(0);
  });
});
