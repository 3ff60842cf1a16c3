// Scheduled notifications go out when due and not before, also when the process was down at the
// time (a restart), a broken record is marked FAILED without stopping the rest, and two processes
// polling one PostgreSQL database deliver every record exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/driver';
import { DATABASES, call, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';

process.env.NOTIFICATION_POLL_MS = '100'; // the setting: every process polls this often

describe.each(DATABASES)('notification scheduler (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let org: Organizer;
  beforeAll(async () => ({ t, admin, org } = await adminAndOrganizer(kind, 'schedorg')));
  afterAll(() => t.close());

  const schedule = async (title: string, inMs: number, extra: Record<string, unknown> = {}) => {
    const r = await call(t.app, 'POST', '/api/notifications/send', {
      token: admin,
      body: { title, content: '定时内容', type: ['SYSTEM'], targetType: 'ALL_USERS', scheduledAt: new Date(Date.now() + inMs).toISOString(), ...extra },
    });
    expect([r.status, r.body.data?.status]).toEqual([200, 'PENDING']);
    return r.body.data.id as number;
  };
  const record = async (id: number) => (await t.db.query('SELECT status, sent_at, scheduled_at, recipient_count, failure_reason FROM notification_records WHERE id = $1', [id]))[0];
  const bell = async () => (await call(t.app, 'GET', `/api/notifications/user/${org.user.id}/details?size=50`, { token: org.token })).body.data.content.map((n: { title: string }) => n.title);
  const active = async () => Number((await t.db.query("SELECT count(*)::int AS n FROM users WHERE status = 'active'"))[0].n);

  it('delivers a scheduled record when it falls due, not before', async () => {
    await t.app.ready();
    const id = await schedule('两秒后的通知', 2000);
    await new Promise((r) => setTimeout(r, 1000)); // ten polls, none of them due
    expect((await record(id)).status).toBe('PENDING');
    expect(await bell()).not.toContain('两秒后的通知');
    await expect.poll(async () => (await record(id)).status, { timeout: 10_000, interval: 100 }).toBe('SENT');
    const r = await record(id);
    expect(new Date(r.sent_at).getTime()).toBeGreaterThanOrEqual(new Date(r.scheduled_at).getTime());
    expect(r.recipient_count).toBe(await active());
    expect(await bell()).toContain('两秒后的通知');
    expect(t.app.notifications.scheduler.claimed).toContain(id);
  });

  it('delivers what fell due while the process was down, after a restart', async () => {
    const id = await schedule('重启期间到期的通知', 700);
    await t.restart(); // the old process stops; the new one is built but not serving (not ready) yet
    await new Promise((r) => setTimeout(r, 1200));
    expect((await record(id)).status).toBe('PENDING'); // nobody was polling
    await t.app.ready(); // the new process starts
    await expect.poll(async () => (await record(id)).status, { timeout: 10_000, interval: 100 }).toBe('SENT');
    expect(await bell()).toContain('重启期间到期的通知');
    const n = await t.db.query('SELECT count(*)::int AS n FROM notifications WHERE record_id = $1', [id]);
    expect(Number(n[0].n)).toBe(await active());
  });

  it('a record that cannot be delivered becomes FAILED; the others still go out', async () => {
    const [bad] = await t.db.query(
      "INSERT INTO notification_records (title, content, type, status, target_type, target_user_ids, scheduled_at) VALUES ('坏记录', 'x', 'SYSTEM', 'PENDING', 'SPECIFIC_USERS', 'not json', now()) RETURNING id",
    );
    const good = await schedule('好记录', 300);
    await expect.poll(async () => (await record(good)).status, { timeout: 10_000, interval: 100 }).toBe('SENT');
    const b = await record(bad.id);
    expect(b.status).toBe('FAILED');
    expect(b.failure_reason).toMatch(/json/i);
    const stats = (await call(t.app, 'GET', '/api/notifications/statistics', { token: admin })).body.data;
    expect(stats.pendingCount).toBe(0);
  });

  // two processes share a database only on PostgreSQL (PGlite is in-process), so only there
  if (kind === 'postgres') it('two processes on one database deliver each record exactly once', async () => {
    const [{ schema }] = await t.db.query('SELECT current_schema() AS schema');
    const db2 = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'conflow-sched-2'), SUPER_ADMIN_PASSWORD: 'admin-pass-1' }), captcha: false };
    process.env.NOTIFICATION_BATCH = '2'; // small polls, so the two processes interleave
    const second = await buildApp({ config, db: db2, logger: false, print: () => {}, sender: { async send() {} } });
    await t.restart(); // the first process with the same small batch
    delete process.env.NOTIFICATION_BATCH;
    const copies: string[] = [];
    for (const app of [t.app, second]) app.notifications.channel = { async send(to, msg) { copies.push(`${msg.title}->${to.recipient}`); } };
    try {
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) ids.push(await schedule(`并发 ${i}`, 800, { type: ['SMS'] }));
      await Promise.all([t.app.ready(), second.ready()]);
      await expect.poll(async () => Number((await t.db.query("SELECT count(*)::int AS n FROM notification_records WHERE status = 'PENDING'"))[0].n), { timeout: 15_000, interval: 100 }).toBe(0);
      const a = t.app.notifications.scheduler.claimed.filter((id) => ids.includes(id));
      const b = second.notifications.scheduler.claimed.filter((id) => ids.includes(id));
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(ids); // every record claimed, none twice
      const per = await t.db.query('SELECT record_id, count(*)::int AS n FROM notifications WHERE record_id = ANY($1::int[]) GROUP BY record_id', [ids]);
      const everyone = await active();
      expect(per.map((r) => Number(r.n))).toEqual(ids.map(() => everyone)); // each user once per record
      const phones = Number((await t.db.query("SELECT count(*)::int AS n FROM users WHERE status = 'active' AND phone IS NOT NULL"))[0].n);
      await expect.poll(() => copies.length).toBe(20 * phones);
      expect(new Set(copies).size).toBe(copies.length); // no SMS went out twice
    } finally {
      await second.close();
      await db2.close();
    }
  });
});
