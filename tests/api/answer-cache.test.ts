// The hottest organizer reads are given again from memory (src/server/http/answer-cache.ts): a repeated
// read sends no statement, yet no answer outlives a write, a logout or a disabled account, none is given to
// another caller or in another language, and on PostgreSQL another process's write reaches this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { listenerName, openDb } from '../../src/server/db/driver';
import { DATABASES, call, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import type { Organizer } from './setup';
import { NOT_LOGGED_IN, confirm, enrol, world } from './checkin.fixtures';
import { statements } from './statement-spy';
import { seedMeeting } from './participants.fixtures';

/** How many statements `fn` sends through the app's database. */
const count = async (t: { db: TestApp['db'] }, fn: () => Promise<unknown>) => (await statements(t, fn)).length;

const LIST = '/api/co/meeting/list?page=0&size=10';
const pageOf = (meetingId: number) => `/api/user-management/meeting/${meetingId}/participants?page=0&size=20`;
/** The answers kept per meeting besides the participant page: the payment list and its figures. */
const paymentsOf = (meetingId: number) => [`/api/co/payments/meeting/${meetingId}?page=0&size=20`, `/api/co/payments/meeting/${meetingId}/stats`];
const FINANCE = '/api/co/finance/overview';

/** Waits until no change has been heard for a while (another app's start-up writes are announced too). */
async function quiet(t: { db: TestApp['db'] }) {
  for (let last = -1; last !== t.db.changes.epoch; ) {
    last = t.db.changes.epoch;
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(DATABASES)('answers kept in memory (%s)', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    t = await makeApp(kind);
    w = await world(t, 'kept');
    await until('the change listener is connected', () => t.db.changes.live);
  });
  afterAll(() => t.close());

  it('a repeated read sends no statement and gives the same bytes', async () => {
    for (const url of [LIST, pageOf(w.meeting.id)]) {
      let first: Awaited<ReturnType<typeof call>> | undefined;
      let again: Awaited<ReturnType<typeof call>> | undefined;
      expect(await count(t, async () => (first = await call(t.app, 'GET', url, { token: w.token })))).toBeGreaterThan(0);
      expect(await count(t, async () => (again = await call(t.app, 'GET', url, { token: w.token })))).toBe(0);
      expect(again!.status).toBe(200);
      expect(again!.body).toEqual(first!.body);
      expect(again!.headers['content-type']).toBe(first!.headers['content-type']);
    }
  });

  it('another organizer, another language and another page each get their own answer', async () => {
    await call(t.app, 'GET', LIST, { token: w.token });
    const other = await registerOrganizer(t, 'kept-other');
    let r: Awaited<ReturnType<typeof call>> | undefined;
    expect(await count(t, async () => (r = await call(t.app, 'GET', LIST, { token: other.token })))).toBeGreaterThan(0);
    expect(r!.body.data.meetings).toEqual([]);
    // the foreign meeting's page stays a 404 for the other organizer even after its owner's page was kept
    await call(t.app, 'GET', pageOf(w.meeting.id), { token: w.token });
    expect((await call(t.app, 'GET', pageOf(w.meeting.id), { token: other.token })).status).toBe(404);
    await call(t.app, 'GET', LIST, { token: w.token, lang: 'zh' });
    expect(await count(t, () => call(t.app, 'GET', LIST, { token: w.token, lang: 'en' }))).toBeGreaterThan(0);
    expect(await count(t, () => call(t.app, 'GET', '/api/co/meeting/list?page=1&size=10', { token: w.token }))).toBeGreaterThan(0);
  });

  it('a write through the API or straight to the database is seen by the next read', async () => {
    await call(t.app, 'GET', pageOf(w.meeting.id), { token: w.token });
    expect((await confirm(t, w.token, w.people[0].id, w.meeting.id)).status).toBe(200);
    const page = await call(t.app, 'GET', pageOf(w.meeting.id), { token: w.token });
    const row = page.body.data.list.find((p: { id: number }) => p.id === w.people[0].id);
    expect(row.checkinStatus).toBe('checked_in');

    await call(t.app, 'GET', LIST, { token: w.token });
    await t.db.query('UPDATE meetings SET title = $1 WHERE id = $2', ['改过的标题', w.meeting.id]);
    const list = await call(t.app, 'GET', LIST, { token: w.token });
    expect(list.body.data.meetings[0].title).toBe('改过的标题');
  });

  it('a write to one meeting keeps the answers of another meeting and of other organizers, and makes its own again', async () => {
    const b = await seedMeeting(t, w.token, 'kept 的另一个会议');
    const other = await registerOrganizer(t, 'kept-apart');
    // the registration's own writes (a welcome note) may still be settling
    await quiet(t);
    const mine = [pageOf(w.meeting.id), ...paymentsOf(w.meeting.id)];
    const theirs = [pageOf(b.id), ...paymentsOf(b.id)];
    // kept once no write is settling any more (an answer made while one lands is not kept)
    for (let round = 0; round < 2; round++) {
      for (const url of [...mine, ...theirs, LIST, FINANCE]) await call(t.app, 'GET', url, { token: w.token });
      await call(t.app, 'GET', LIST, { token: other.token });
      await quiet(t);
    }
    for (const url of [...mine, ...theirs, LIST, FINANCE]) expect(await count(t, () => call(t.app, 'GET', url, { token: w.token })), url).toBe(0);

    // a check-in in the first meeting
    expect((await confirm(t, w.token, w.people[1].id, w.meeting.id)).status).toBe(200);
    // the other meeting's answers and the other organizer's list are still given from memory
    for (const url of theirs) expect(await count(t, () => call(t.app, 'GET', url, { token: w.token })), url).toBe(0);
    expect(await count(t, () => call(t.app, 'GET', LIST, { token: other.token }))).toBe(0);
    // the meeting written to, and its organizer's lists, are made again and show the write
    for (const url of [...mine, LIST, FINANCE]) expect(await count(t, () => call(t.app, 'GET', url, { token: w.token })), url).toBeGreaterThan(0);
    const page = await call(t.app, 'GET', pageOf(w.meeting.id), { token: w.token });
    expect(page.body.data.list.find((p: { id: number }) => p.id === w.people[1].id).checkinStatus).toBe('checked_in');

    // a write to the meetings table itself (or anything else not known to be one meeting's rows) drops everything
    await call(t.app, 'GET', pageOf(b.id), { token: w.token });
    expect((await call(t.app, 'PUT', `/api/co/meeting/${w.meeting.id}/website-status`, { token: w.token, body: { websiteStatus: 'active' } })).status).toBe(200);
    expect(await count(t, () => call(t.app, 'GET', pageOf(b.id), { token: w.token }))).toBeGreaterThan(0);
  });

  it('a payment review shows in the payment list and figures at once', async () => {
    const p = await enrol(t, w, 'awaiting_payment', { name: 'kept 待审核' }, { paymentStatus: 'pending', paymentMethod: 'bankCard', bankTransferProof: '/uploads/proof.png', totalAmount: 300 });
    const [list, stats] = paymentsOf(w.meeting.id);
    const before = (await call(t.app, 'GET', stats, { token: w.token })).body.data;
    await call(t.app, 'GET', list, { token: w.token });
    expect(await count(t, () => call(t.app, 'GET', stats, { token: w.token }))).toBe(0);
    const r = await call(t.app, 'PUT', `/api/participants/${p.id}/payment-review`, { token: w.token, body: { action: 'approve' } });
    expect(r.status).toBe(200);
    const after = (await call(t.app, 'GET', stats, { token: w.token })).body.data;
    expect([after.pendingCount, after.paidCount]).toEqual([before.pendingCount - 1, before.paidCount + 1]);
    const row = (await call(t.app, 'GET', list, { token: w.token })).body.data.content.find((x: { participantId: number }) => x.participantId === p.id);
    expect(row.paymentStatus).toBe('approved');
  });

  it('alone on its database a process announces no write', async () => {
    const before = t.db.changes.sent;
    expect((await confirm(t, w.token, w.people[2].id, w.meeting.id)).status).toBe(200);
    await t.db.query('UPDATE meetings SET location = $1 WHERE id = $2', ['别处', w.meeting.id]);
    expect(t.db.changes.sent).toBe(before);
  });

  it('a logged-out or disabled caller is refused although their answer was kept', async () => {
    const gone = await registerOrganizer(t, 'kept-gone');
    expect((await call(t.app, 'GET', LIST, { token: gone.token })).status).toBe(200);
    expect(await count(t, () => call(t.app, 'GET', LIST, { token: gone.token }))).toBe(0);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: gone.token })).status).toBe(200);
    const after = await call(t.app, 'GET', LIST, { token: gone.token });
    expect([after.status, after.body.message]).toEqual([401, NOT_LOGGED_IN[0]]);

    const off = await registerOrganizer(t, 'kept-off');
    expect((await call(t.app, 'GET', LIST, { token: off.token })).status).toBe(200);
    await t.db.query("UPDATE users SET status = 'disabled' WHERE id = $1", [off.user.id]);
    expect((await call(t.app, 'GET', LIST, { token: off.token })).status).toBe(401);
  });

  it('ANSWER_CACHE_MS bounds how long an answer is given again; 0 keeps none', async () => {
    const short = await makeApp(kind, { env: { ANSWER_CACHE_MS: '150' } });
    const none = await makeApp(kind, { env: { ANSWER_CACHE_MS: '0' } });
    try {
      for (const a of [short, none]) await until('listening', () => a.db.changes.live || a === none);
      const o1 = await registerOrganizer(short, 'kept-short');
      await call(short.app, 'GET', LIST, { token: o1.token });
      expect(await count(short, () => call(short.app, 'GET', LIST, { token: o1.token }))).toBe(0);
      await new Promise((r) => setTimeout(r, 200));
      expect(await count(short, () => call(short.app, 'GET', LIST, { token: o1.token }))).toBeGreaterThan(0);

      const o2 = await registerOrganizer(none, 'kept-none');
      await call(none.app, 'GET', LIST, { token: o2.token });
      expect(await count(none, () => call(none.app, 'GET', LIST, { token: o2.token }))).toBeGreaterThan(0);
    } finally {
      await short.close();
      await none.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('answers kept in memory, two processes on one PostgreSQL', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondDb: Awaited<ReturnType<typeof openDb>>;
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    t = await makeApp('postgres');
    w = await world(t, 'twin');
    const [{ schema }] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    secondDb = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
    second = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: t.app.ctx.config.dataDir, SUPER_ADMIN_PASSWORD: 'admin-pass-1' }), captcha: false },
      db: secondDb,
      logger: false,
      print: () => {},
    });
    await until('both listeners are connected', () => t.db.changes.live && secondDb.changes.live);
    await quiet(t);
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await t.close();
  });

  it('a check-in at the other process reaches this one’s kept participant page', async () => {
    await call(t.app, 'GET', pageOf(w.meeting.id), { token: w.token });
    expect(await count(t, () => call(t.app, 'GET', pageOf(w.meeting.id), { token: w.token }))).toBe(0);
    const before = t.db.changes.epoch;
    const sent = secondDb.changes.sent;
    const r = await call(second, 'POST', '/api/user/update-checkin-status', { token: w.token, body: { userId: w.people[1].id, meetingId: w.meeting.id, status: 'checked_in' } });
    expect(r.status).toBe(200);
    await until('the other process’s write is heard', () => t.db.changes.epoch > before);
    expect(secondDb.changes.sent).toBeGreaterThan(sent);
    const page = await call(t.app, 'GET', pageOf(w.meeting.id), { token: w.token });
    expect(page.body.data.list.find((p: { id: number }) => p.id === w.people[1].id).checkinStatus).toBe('checked_in');
  });

  it('a check-in at the other process keeps this one’s answers of another meeting', async () => {
    const b = await seedMeeting(t, w.token, 'twin 的另一个会议');
    await quiet(t);
    for (const url of [pageOf(b.id), pageOf(w.meeting.id)]) await call(t.app, 'GET', url, { token: w.token });
    const before = t.db.changes.epoch;
    const r = await call(second, 'POST', '/api/user/update-checkin-status', { token: w.token, body: { userId: w.people[2].id, meetingId: w.meeting.id, status: 'checked_in' } });
    expect(r.status).toBe(200);
    await until('the other process’s write is heard', () => t.db.changes.epoch > before);
    expect(await count(t, () => call(t.app, 'GET', pageOf(b.id), { token: w.token }))).toBe(0);
    expect(await count(t, () => call(t.app, 'GET', pageOf(w.meeting.id), { token: w.token }))).toBeGreaterThan(0);
  });

  it('a logout at the other process ends this one’s kept answers for that session', async () => {
    const o = await registerOrganizer(t, 'twin-gone');
    await call(t.app, 'GET', LIST, { token: o.token });
    const before = t.db.changes.epoch;
    expect((await call(second, 'POST', '/api/auth/logout', { token: o.token })).status).toBe(200);
    await until('the logout is heard', () => t.db.changes.epoch > before);
    expect((await call(t.app, 'GET', LIST, { token: o.token })).status).toBe(401);
  });

  it('a logout, a password change or a disabled account at one process is refused at the other at once, even when it hears late', async () => {
    const admin = await loginAdmin(t);
    const ended = {
      logout: async (o: Organizer) => call(t.app, 'POST', '/api/auth/logout', { token: o.token }),
      password: async (o: Organizer) => call(t.app, 'POST', '/api/user/change-password', { token: o.token, body: { oldPassword: o.password, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' } }),
      disable: async (o: Organizer) => call(t.app, 'PUT', `/api/super-admin/organizer-users/${o.user.id}/disable`, { token: admin }),
    };
    // the other process's listener hears everything 150 ms late (a busy network or event loop)
    const heard = secondDb.changes.heard.bind(secondDb.changes);
    secondDb.changes.heard = (payload) => void setTimeout(() => heard(payload), 150);
    try {
      for (const [how, end] of Object.entries(ended)) {
        const o = await registerOrganizer(t, `twin-${how}`);
        // kept once the other process has heard (late) of every write before
        await until(`${how}: the answer is kept`, async () => (await count({ db: secondDb }, () => call(second, 'GET', LIST, { token: o.token }))) === 0);
        expect((await end(o)).status, how).toBe(200);
        expect((await call(second, 'GET', LIST, { token: o.token })).status, how).toBe(401);
      }
    } finally {
      secondDb.changes.heard = heard;
    }
  });

  it('while its listener is away a process keeps and gives nothing, and it comes back', async () => {
    await call(t.app, 'GET', LIST, { token: w.token });
    expect(await count(t, () => call(t.app, 'GET', LIST, { token: w.token }))).toBe(0);
    // a write from outside Conflow is not announced; only the listener's loss makes this process ask again
    const [{ n }] = await secondDb.query('SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1', [listenerName(t.db.changes)]);
    expect(n).toBe(1);
    await until('the loss is noticed', () => !t.db.changes.live);
    expect(await count(t, () => call(t.app, 'GET', LIST, { token: w.token }))).toBeGreaterThan(0);
    expect(await count(t, () => call(t.app, 'GET', LIST, { token: w.token }))).toBeGreaterThan(0);
    await until('the listener is back', () => t.db.changes.live, 5000);
    // back: the other process answers this one's hello with `changed` (what it wrote meanwhile is unknown
    // here), which may land after the next answer was kept and drop it once; then answers are kept again
    await until('answers are kept again', async () => {
      await call(t.app, 'GET', LIST, { token: w.token });
      return (await count(t, () => call(t.app, 'GET', LIST, { token: w.token }))) === 0;
    }, 5000);
  });
});
