// No overselling (docs/registration.md, DESIGN.md): 1,000 concurrent submissions for 100 places accept
// exactly 100 and answer the rest with the sold-out message, on PGlite and PostgreSQL, and with two app
// instances and two server processes on one PostgreSQL; the same test with the quota check made
// read-then-write oversells, so it can fail; retries with one idempotency key make one registration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { design, openMeeting, participants, submission, submit } from './registration.fixtures';
import { quotaMode } from '../../src/server/registration/quotas';
import { buildApp } from '../../src/server/app';
import { openDb } from '../../src/server/db/driver';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const withQuota = (amount: number) => {
  const d = design();
  d.ticketPage.priceRows[0].amount = amount;
  return d;
};

async function race(apps: TestApp['app'][], s: Awaited<ReturnType<typeof openMeeting>>, people: Awaited<ReturnType<typeof participants>>) {
  const answers = await Promise.all(people.map((p, i) =>
    call(apps[i % apps.length], 'POST', '/api/registrations/submit', { body: submission(s), headers: p.headers })));
  const by = (status: number) => answers.filter((a) => a.status === status);
  return { ok: by(201).length, soldOut: by(409).filter((a) => a.body.message === '该门票名额已满').length, other: answers.filter((a) => ![201, 409].includes(a.status)).map((a) => a.status) };
}

const taken = async (t: TestApp, flowId: number) =>
  Number((await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE flow_id = $1 AND registration_status = 'awaiting_payment'`, [flowId]))[0].n);

describe.each(DATABASES)('no overselling (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'raceorg'));
  });
  afterAll(() => t.close());

  it('1,000 concurrent submissions for 100 places: exactly 100 accepted, 900 sold out', async () => {
    const s = await openMeeting(t, org.token, withQuota(100));
    const people = await participants(t, s.meeting, 1000);
    const r = await race([t.app], s, people);
    expect(r).toEqual({ ok: 100, soldOut: 900, other: [] });
    expect(await taken(t, s.flow.id)).toBe(100);
    const [q] = await t.db.query(`SELECT used, capacity FROM registration_quotas WHERE scope = $1 AND kind = 'ticket' AND key = '标准票'`, [`flow:${s.flow.id}`]);
    expect(q).toEqual({ used: 100, capacity: 100 });
    const pub = await call(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows/${s.flow.id}`);
    expect(pub.body.data.remaining.tickets['标准票']).toBe(0);
  }, 120_000);

  it('the same race with the quota check switched to read-then-write oversells (the test can fail)', async () => {
    const s = await openMeeting(t, org.token, withQuota(20));
    const people = await participants(t, s.meeting, 200);
    quotaMode.value = 'unsafe';
    try {
      const r = await race([t.app], s, people);
      expect(r.ok).toBeGreaterThan(20);
      expect(await taken(t, s.flow.id)).toBeGreaterThan(20);
    } finally {
      quotaMode.value = 'atomic';
    }
  }, 120_000);

  it('identity quotas hold too, and a refused submission takes no ticket place either', async () => {
    const d = withQuota(50);
    d.chooseRolePage.identityList[0].amount = 3;
    const s = await openMeeting(t, org.token, d);
    const people = await participants(t, s.meeting, 30);
    const answers = await Promise.all(people.map((p) => submit(t, p, submission(s, { identity: 'student' }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.body.message === '该参会身份名额已满')).toHaveLength(27);
    // the 27 refused took no ticket place either
    const [q] = await t.db.query(`SELECT used FROM registration_quotas WHERE scope = $1 AND kind = 'ticket'`, [`flow:${s.flow.id}`]);
    expect(q.used).toBe(3);
  }, 60_000);

  it('retries with one idempotency key make one registration and answer it each time', async () => {
    const s = await openMeeting(t, org.token);
    const [p] = await participants(t, s.meeting);
    const key = 'retry-key-0001';
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(t, p, submission(s), { key })));
    expect(answers.every((a) => [200, 201].includes(a.status))).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const again = await submit(t, p, submission(s), { key, lang: 'en' });
    expect([again.status, again.body.message, again.body.data.id]).toEqual([200, 'Registration already submitted', answers[0].body.data.id]);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM registrations WHERE participant_id = $1', [p.id]);
    expect(n).toBe(1);
    expect((await submit(t, p, submission(s), { key: 'bad key!' })).status).toBe(400);
  }, 60_000);

  it('a retry after its first attempt took the last place is answered that registration, not "sold out"', async () => {
    const s = await openMeeting(t, org.token, withQuota(1));
    const [p] = await participants(t, s.meeting);
    const first = await submit(t, p, submission(s), { key: 'last-place-0001' });
    expect(first.status).toBe(201);
    const again = await submit(t, p, submission(s), { key: 'last-place-0001' });
    expect([again.status, again.body.data?.id]).toEqual([200, first.body.data.id]);
    // another key is a new submission: refused (one active registration per flow)
    expect((await submit(t, p, submission(s), { key: 'last-place-0002' })).status).toBe(409);
  });

  it('a double submission without a key, where nothing is taken (one statement, no lock): one registration, the rest refused', async () => {
    // no identities or tickets to count, no phone or e-mail to keep unique: the statement's own check
    // and, for what races past it, the unique index on active registrations per flow decide (without
    // the index the restore below goes through: the test fails)
    const s = await openMeeting(t, org.token, design({ chooseRolePage: undefined, ticketPage: undefined }));
    const [p] = await participants(t, s.meeting);
    const body = submission(s, { identity: undefined, ticketType: undefined });
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(t, p, body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(Array(19).fill('您已报名该流程，请勿重复提交'));
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM registrations WHERE participant_id = $1', [p.id]);
    expect(n).toBe(1);
    // once the organizer cancels it, the participant may register through the flow again
    const id = answers.find((a) => a.status === 201)!.body.data.id;
    expect((await call(t.app, 'POST', `/api/co/registrations/${id}/cancel`, { token: org.token, body: { reason: '重复报名' } })).status).toBe(200);
    const second = await submit(t, p, body);
    expect(second.status).toBe(201);
    // an expired registration of the same flow cannot be restored beside the active one: refused, nothing changed
    const [old] = await t.db.query(`INSERT INTO registrations (meeting_id, flow_id, participant_id, registration_status, payment_status, payment_method, total_amount)
      VALUES ($1, $2, $3, 'expired', 'unpaid', 'bankCard', 0) RETURNING id`, [s.meeting.id, s.flow.id, p.id]);
    for (const [lang, message] of [['zh', '该参会者在此流程已有有效报名，不能恢复这一条'], ['en', 'The participant already has an active registration through this flow; this one cannot be restored']]) {
      const r = await call(t.app, 'POST', `/api/co/registrations/${old.id}/restore`, { token: org.token, body: {}, lang: lang as 'zh' | 'en' });
      expect([r.status, r.body.message]).toEqual([409, message]);
    }
    const states = await t.db.query('SELECT registration_status AS s FROM registrations WHERE participant_id = $1 ORDER BY id', [p.id]);
    expect(states.map((r) => r.s)).toEqual(['cancelled', 'confirmed', 'expired']);
  }, 60_000);

});

const SERVER = path.join(import.meta.dirname, 'reliability.server.ts');

/** A server process on the schema; answers its base URL once it listens. */
function serve(schema: string, children: ChildProcess[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, NODE_ENV: 'test', CAPTCHA: 'off', SUPER_ADMIN_PASSWORD: 'admin-pass-1', PG_SCHEMA: schema, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      const port = /LISTENING (\d+)/.exec(String(d))?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

// two app instances (own pools) and two server processes on one PostgreSQL schema; only where PostgreSQL is given
if (process.env.DATABASE_URL) {
  describe('no overselling across app instances and processes (postgres)', () => {
    let t: TestApp;
    let org: Organizer;
    const children: ChildProcess[] = [];
    beforeAll(async () => {
      ({ t, org } = await adminAndOrganizer('postgres', 'race2org'));
    });
    afterAll(async () => {
      for (const c of children) c.kill('SIGTERM');
      await t.close();
    });

    it('two app instances on one PostgreSQL: still exactly the quota', async () => {
      const [{ schema }] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const db2 = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
      const app2 = await buildApp({ config: t.app.ctx.config, db: db2, logger: false, print: () => {}, sender: t.app.ctx.sender });
      try {
        const s = await openMeeting(t, org.token, withQuota(100));
        const people = await participants(t, s.meeting, 1000);
        const r = await race([t.app, app2], s, people);
        expect(r).toEqual({ ok: 100, soldOut: 900, other: [] });
        expect(await taken(t, s.flow.id)).toBe(100);
      } finally {
        await app2.close();
        await db2.close();
      }
    }, 120_000);

    it('600 submissions over two processes for 60 places: exactly 60', async () => {
      const d = design();
      d.ticketPage.priceRows[0].amount = 60;
      const s = await openMeeting(t, org.token, d);
      const people = await participants(t, s.meeting, 600);
      const [{ schema }] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const bases = await Promise.all([serve(schema, children), serve(schema, children)]);
      const answers = await Promise.all(people.map(async (p, i) => {
        const res = await fetch(`${bases[i % 2]}/api/registrations/submit`, {
          method: 'POST', headers: { 'content-type': 'application/json', ...p.headers }, body: JSON.stringify(submission(s)),
        });
        return { status: res.status, message: ((await res.json()) as { message: string }).message };
      }));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(60);
      expect(answers.filter((a) => a.status === 409 && a.message === '该门票名额已满')).toHaveLength(540);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE flow_id = $1 AND registration_status = 'awaiting_payment'`, [s.flow.id]);
      expect(n).toBe(60);
    }, 180_000);
  });
}
