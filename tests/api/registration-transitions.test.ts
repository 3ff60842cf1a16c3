// The registration lifecycle (registration.json x-lifecycle, docs/registration.md): every organizer
// action and its refusals in zh and en, the review flow, deadlines and the expiry sweep, restore, the
// audit trail, the participant told in their language, and the races — each transition wins once and
// places are released exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, multipart, pngBytes, type TestApp } from './harness';
import { cast, MEETING_NOT_FOUND, type Organizer } from './cast.fixtures';
import { design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';
import { ACTIVE, STATES, TRANSITIONS } from '../../src/shared/lifecycle';
import { openDb } from '../../src/server/db/driver';
import { referenceTaken } from '../../src/server/registration/references';
import { buildApp } from '../../src/server/app';

type Who = Awaited<ReturnType<typeof participants>>[number];
const NOT_FOUND = ['报名记录不存在', 'Registration not found'] as const;

describe.each(DATABASES)('registration transitions (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let admin: string;
  let s: Setup;
  let review: Setup;

  const flowPut = (setup: Setup, body: Record<string, unknown>) =>
    call(t.app, 'PUT', `/api/co/meeting/${setup.meeting.id}/registration-flows/${setup.flow.id}`, { token: a.token, body: { type: 'attendee', name: setup.flow.name, currency: 'CNY', ...body } });
  const act = (id: number, action: string, body: Record<string, unknown> = {}, token = a.token, lang?: 'zh' | 'en') =>
    call(t.app, 'POST', `/api/co/registrations/${id}/${action}`, { token, body, lang });
  const reviewPayment = (pid: number, body: Record<string, unknown>) => call(t.app, 'PUT', `/api/participants/${pid}/payment-review`, { token: a.token, body });
  const proof = async (who: Who, id: number) => {
    const m = multipart('file', 'proof.png', 'image/png', pngBytes());
    const res = await t.app.inject({ method: 'POST', url: `/api/registrations/${id}/proof`, payload: m.payload, headers: { ...who.headers, 'content-type': m.contentType } });
    return { status: res.statusCode, body: res.json() };
  };
  const row = async (id: number) => (await t.db.query('SELECT * FROM registrations WHERE id = $1', [id]))[0];
  const used = async (setup: Setup, key = '标准票') =>
    Number((await t.db.query(`SELECT used FROM registration_quotas WHERE scope = $1 AND kind = 'ticket' AND key = $2`, [`flow:${setup.flow.id}`, key]))[0]?.used ?? 0);
  const events = async (id: number) => (await t.db.query('SELECT action, from_status, to_status, actor_type, reason FROM registration_events WHERE registration_id = $1 ORDER BY id', [id]));
  const told = async (pid: number) => (await t.db.query('SELECT title, content FROM notifications WHERE participant_id = $1 ORDER BY id', [pid]));
  const registered = async (setup: Setup, over: Record<string, unknown> = {}, lang?: 'zh' | 'en') => {
    const [p] = await participants(t, setup.meeting);
    const r = await submit(t, p, submission(setup, over), { lang });
    if (r.status !== 201) throw new Error(`submit ${r.status} ${JSON.stringify(r.body)}`);
    return { p, reg: r.body.data };
  };
  /** The registration's deadline moved into the past, as time passing would. */
  const overdue = (id: number) => t.db.query(`UPDATE registrations SET payment_deadline = now() - interval '1 minute' WHERE id = $1`, [id]);

  beforeAll(async () => {
    // the background sweep polls once an hour here: the tests tick it themselves
    t = await makeApp(kind, { env: { EXPIRY_POLL_MS: '3600000' }, limits: { codePerIpHour: 10_000 } });
    ({ a, b, admin } = await cast(t, 'ltorg'));
    const d = design();
    d.ticketPage.priceRows[1].amount = 1; // one VIP place
    s = await openMeeting(t, a.token, d);
    expect((await flowPut(s, { paymentDeadlineHours: 48, proofRetryHours: 24 })).status).toBe(200);
    review = await openMeeting(t, a.token, d);
    expect((await flowPut(review, { requireReview: true, paymentDeadlineHours: 72 })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('the lifecycle is declared once: every state is the entity enum, every transition goes between known states', () => {
    const schema = t.app.ctx.schemas.entities.registration;
    expect(schema.properties.registrationStatus.enum).toEqual(STATES);
    for (const def of Object.values(TRANSITIONS)) for (const st of [...def.from, ...def.to]) expect(STATES).toContain(st);
    expect(ACTIVE).toEqual(['submitted', 'awaiting_payment', 'confirmed', 'checked_in']);
  });

  it('a bank transfer starts awaiting payment with the flow’s deadline and a reference; the events record it', async () => {
    const before = Date.now();
    const { reg } = await registered(s);
    expect(reg).toMatchObject({ registrationStatus: 'awaiting_payment', paymentStatus: 'unpaid' });
    const due = new Date(reg.paymentDeadline).getTime() - before;
    expect(due).toBeGreaterThan(48 * 3600_000 - 60_000);
    expect(due).toBeLessThan(48 * 3600_000 + 60_000);
    expect(reg.payTo).toMatchObject({ amountDue: 199, currency: 'CNY', reference: reg.transferReference, deadline: reg.paymentDeadline });
    expect(await events(reg.id)).toEqual([{ action: 'submit', from_status: 'draft', to_status: 'awaiting_payment', actor_type: 'participant', reason: null }]);
    // on-site payment has no deadline (collected at the door); nothing to pay: confirmed at once
    const cash = (await registered(s, { paymentMethod: 'cash' })).reg;
    expect(cash).toMatchObject({ registrationStatus: 'awaiting_payment', paymentStatus: 'pending', paymentDeadline: null, payTo: null });
  });

  it('references are unique, eight characters without look-alikes', async () => {
    await registered(s);
    await registered(s);
    const refs = (await t.db.query(`SELECT transfer_reference AS r FROM registrations WHERE registration_status <> 'draft'`)).map((x) => x.r);
    expect(refs.length).toBeGreaterThan(1);
    expect(new Set(refs).size).toBe(refs.length);
    for (const r of refs) expect(r).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    // a drawn reference that is taken breaks the unique index, which the submission recognises and draws again
    const err = await t.db.query(`UPDATE registrations SET transfer_reference = $1 WHERE transfer_reference = $2`, [refs[0], refs[1]]).catch((e) => e);
    expect(referenceTaken(err)).toBe(true);
    expect(referenceTaken(Object.assign(new Error('duplicate key value violates unique constraint "ux_registrations_idempotency"'), { code: '23505' }))).toBe(false);
  });

  it('a flow with review: submitted, no proof yet; approve → awaiting payment with a deadline from now; the participant is told in English', async () => {
    const { p, reg } = await registered(review, {}, 'en');
    expect(reg).toMatchObject({ registrationStatus: 'submitted', paymentDeadline: null, payTo: null });
    const early = await proof(p, reg.id);
    expect([early.status, early.body.message]).toEqual([409, '当前报名状态不能上传转账凭证']);
    await expectMessage(t.app, 'POST', `/api/co/registrations/${reg.id}/mark-paid`, { token: a.token, body: {} }, 409,
      '当前报名状态为「审核中」，不能标记已支付', 'This registration is Under review: it cannot be marked paid');
    const ok = await act(reg.id, 'approve');
    expect([ok.status, ok.body.message, ok.body.data.registrationStatus]).toEqual([200, '报名已审核通过', 'awaiting_payment']);
    expect(new Date(ok.body.data.paymentDeadline).getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);
    const [n] = await told(p.id);
    expect(n.title).toBe('Registration approved');
    expect(n.content).toContain('Please pay 199.00 CNY by');
    expect(n.content).toContain(reg.transferReference);
    await expectMessage(t.app, 'POST', `/api/co/registrations/${reg.id}/approve`, { token: a.token, body: {} }, 409,
      '当前报名状态为「待支付」，不能审核通过', 'This registration is Awaiting payment: it cannot be approved');
    expect((await proof(p, reg.id)).status).toBe(200);
  });

  it('confirm without payment and mark paid on site: confirmed, the e-ticket code appears, events name the organizer', async () => {
    const one = await registered(s);
    const c = await act(one.reg.id, 'confirm', { reason: '赞助商嘉宾' });
    expect([c.status, c.body.message, c.body.data.registrationStatus, c.body.data.paymentDeadline]).toEqual([200, '报名已确认', 'confirmed', null]);
    const two = await registered(s, { paymentMethod: 'cash' });
    const m = await act(two.reg.id, 'mark-paid', { paymentMethod: 'cash' }, a.token, 'en');
    expect([m.status, m.body.message, m.body.data.registrationStatus, m.body.data.paymentStatus]).toEqual([200, 'Marked paid: the registration is confirmed', 'confirmed', 'paid']);
    expect((await row(two.reg.id)).reviewer).toBe('ltorga');
    const mine = await call(t.app, 'GET', '/api/registrations/mine', { headers: two.p.headers });
    expect(mine.body.data[0].checkinCode).toMatch(/^[2-9A-Z]{12}$/);
    expect((await events(one.reg.id)).map((e) => [e.action, e.to_status, e.actor_type, e.reason])).toEqual([
      ['submit', 'awaiting_payment', 'participant', null], ['confirm', 'confirmed', 'organizer', '赞助商嘉宾'],
    ]);
    const trail = await call(t.app, 'GET', `/api/co/registrations/${one.reg.id}/events`, { token: a.token });
    expect(trail.body.data.map((e: any) => [e.action, e.actorName])).toEqual([['submit', expect.any(String)], ['confirm', 'ltorga']]);
    // a confirmed registration is not the participant's to cancel, nor payable again
    await expectMessage(t.app, 'POST', `/api/registrations/${one.reg.id}/cancel`, { headers: one.p.headers } as any, 409, '已确认的报名不能自行取消，请联系主办方', 'A confirmed registration cannot be cancelled here; please contact the organizer');
    expect((await act(one.reg.id, 'mark-paid')).status).toBe(409);
  });

  it('the organizer cancels with a reason at any time: required, ≤ 500; places go back; the participant reads the reason', async () => {
    const { p, reg } = await registered(s, { ticketType: 'VIP票', total: 599 });
    await act(reg.id, 'confirm');
    expect(await used(s, 'VIP票')).toBe(1);
    const before = await row(reg.id);
    await expectMessage(t.app, 'POST', `/api/co/registrations/${reg.id}/cancel`, { token: a.token, body: {} }, 400, '请填写原因', 'Please give a reason');
    await expectMessage(t.app, 'POST', `/api/co/registrations/${reg.id}/cancel`, { token: a.token, body: { reason: '   ' } }, 400, '请填写原因', 'Please give a reason');
    const long = await act(reg.id, 'cancel', { reason: 'x'.repeat(501) });
    expect([long.status, long.body.errors?.[0]?.path]).toEqual([400, '/reason']);
    expect(await row(reg.id)).toEqual(before);
    const c = await act(reg.id, 'cancel', { reason: '重复报名' });
    expect([c.status, c.body.data.registrationStatus, c.body.data.cancelReason, c.body.data.cancelledBy]).toEqual([200, 'cancelled', '重复报名', 'organizer']);
    expect(await used(s, 'VIP票')).toBe(0);
    expect((await told(p.id)).at(-1)).toMatchObject({ title: '报名已被主办方取消', content: expect.stringContaining('重复报名') });
    await expectMessage(t.app, 'POST', `/api/co/registrations/${reg.id}/cancel`, { token: a.token, body: { reason: '再次' } }, 409,
      '当前报名状态为「已取消」，不能取消报名', 'This registration is Cancelled: it cannot be cancelled');
    expect(await used(s, 'VIP票')).toBe(0);
    const mine = await call(t.app, 'GET', `/api/registrations/${reg.id}`, { headers: p.headers });
    expect(mine.body.data).toMatchObject({ registrationStatus: 'cancelled', cancelReason: '重复报名', checkinCode: null });
  });

  it('expiry: past its deadline an unpaid registration expires once, its place goes back, the participant is told; a proof in review never expires', async () => {
    const late = await registered(s, { ticketType: 'VIP票', total: 599 });
    const inReview = await registered(s);
    expect((await proof(inReview.p, inReview.reg.id)).status).toBe(200);
    await overdue(late.reg.id);
    await overdue(inReview.reg.id);
    expect(await used(s, 'VIP票')).toBe(1);
    await t.app.expiry.poller.tick();
    expect(await row(late.reg.id)).toMatchObject({ registration_status: 'expired', cancelled_by: null });
    expect((await row(late.reg.id)).expired_at).not.toBeNull();
    expect(await used(s, 'VIP票')).toBe(0);
    expect((await row(inReview.reg.id)).registration_status).toBe('awaiting_payment');
    expect((await told(late.p.id)).at(-1)?.title).toBe('报名已过期');
    expect((await events(late.reg.id)).at(-1)).toMatchObject({ action: 'expire', from_status: 'awaiting_payment', to_status: 'expired', actor_type: 'system' });
    // a second sweep finds nothing; the participant can no longer pay or cancel it
    expect(await t.app.expiry.poller.tick()).toBe(0);
    await expectMessage(t.app, 'POST', `/api/registrations/${late.reg.id}/cancel`, { headers: late.p.headers } as any, 409, '报名已过期，如需恢复请联系主办方', 'This registration has expired; contact the organizer to restore it');
    expect((await proof(late.p, late.reg.id)).status).toBe(409);
    // the rejected proof's deadline moves so the retry time (24 h) is left at least, then it can expire
    await reviewPayment(inReview.p.id, { action: 'reject', rejectReason: 'proof_unclear' });
    const moved = new Date((await row(inReview.reg.id)).payment_deadline).getTime() - Date.now();
    expect(moved).toBeGreaterThan(23.9 * 3600_000);
    expect((await row(inReview.reg.id)).registration_status).toBe('awaiting_payment');
  });

  it('restore takes the places again when they are still there (409 and nothing changed when gone), with a new deadline', async () => {
    const x = await registered(s, { ticketType: 'VIP票', total: 599 });
    await overdue(x.reg.id);
    await t.app.expiry.poller.tick();
    expect((await row(x.reg.id)).registration_status).toBe('expired');
    const taker = await registered(s, { ticketType: 'VIP票', total: 599 });
    const before = await row(x.reg.id);
    await expectMessage(t.app, 'POST', `/api/co/registrations/${x.reg.id}/restore`, { token: a.token, body: {} }, 409, '该门票名额已满', 'This ticket is sold out');
    expect(await row(x.reg.id)).toEqual(before);
    await act(taker.reg.id, 'cancel', { reason: '让出名额' });
    const ok = await act(x.reg.id, 'restore');
    expect([ok.status, ok.body.message, ok.body.data.registrationStatus, ok.body.data.expiredAt]).toEqual([200, '报名已恢复', 'awaiting_payment', null]);
    expect(new Date(ok.body.data.paymentDeadline).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(await used(s, 'VIP票')).toBe(1);
    expect((await told(x.p.id)).at(-1)?.title).toBe('报名已恢复');
    await expectMessage(t.app, 'POST', `/api/co/registrations/${x.reg.id}/restore`, { token: a.token, body: {} }, 409,
      '当前报名状态为「待支付」，不能恢复报名', 'This registration is Awaiting payment: it cannot be restored');
  });

  it('a fixed payment deadline in the past closes bank-transfer registration; on-site payment stays open', async () => {
    const closed = await openMeeting(t, a.token);
    expect((await flowPut(closed, { paymentDeadlineDate: new Date(Date.now() - 3600_000).toISOString() })).status).toBe(200);
    const [p] = await participants(t, closed.meeting);
    await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(closed), headers: p.headers } as any, 409,
      '缴费截止时间已过，无法再提交需银行转账的报名', 'The payment deadline has passed: registrations paid by bank transfer are closed');
    expect((await submit(t, p, submission(closed, { paymentMethod: 'cash' }))).status).toBe(201);
    const bad = await flowPut(closed, { paymentDeadlineHours: 0 });
    expect([bad.status, bad.body.errors?.[0]?.path]).toEqual([400, '/paymentDeadlineHours']);
  });

  it('who may act: another organizer and unknown ids 404, a participant token 401, drafts are not registrations; the super admin may', async () => {
    const { reg } = await registered(s);
    for (const path of ['confirm', 'approve', 'mark-paid', 'restore']) {
      await expectMessage(t.app, 'POST', `/api/co/registrations/${reg.id}/${path}`, { token: b.token, body: {} }, 404, ...NOT_FOUND);
    }
    await expectMessage(t.app, 'GET', `/api/co/registrations/${reg.id}/events`, { token: b.token }, 404, ...NOT_FOUND);
    expect((await act(999999, 'confirm')).status).toBe(404);
    const [p] = await participants(t, s.meeting);
    expect((await call(t.app, 'POST', `/api/co/registrations/${reg.id}/confirm`, { headers: p.headers, body: {} })).status).toBe(401);
    const draft = await call(t.app, 'PUT', '/api/registrations/draft', { headers: p.headers, body: { meetingId: s.meeting.id, flowId: s.flow.id, data: { step: 1 } } });
    expect((await act(draft.body.data.id, 'confirm')).status).toBe(404);
    expect((await act(reg.id, 'confirm', {}, admin)).status).toBe(200);
    expect(MEETING_NOT_FOUND).toHaveLength(2);
  });

  it('older databases: stored states of the earlier model are rewritten once at start, references filled', async () => {
    const x = await openMeeting(t, a.token);
    const people = await participants(t, x.meeting, 6);
    const legacy = [
      ['submitted', 'approved', '[1]', '[]'], ['submitted', 'unpaid', '[1]', '[]'], ['pending', 'pending', '[1]', '[]'],
      ['submitted', 'rejected', '[]', '[1]'], ['approved', 'paid', '[1]', '[]'], ['rejected', 'rejected', '[]', '[]'],
    ];
    const ids: number[] = [];
    for (const [i, [st, pay, held, released]] of legacy.entries()) {
      const [r] = await t.db.query(`INSERT INTO registrations (meeting_id, flow_id, participant_id, registration_status, payment_status, places_held, places_released, submit_time)
        VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, now()) RETURNING id`, [x.meeting.id, x.flow.id, people[i].id, st, pay, held, released]);
      ids.push(Number(r.id));
    }
    await t.db.query(`DELETE FROM data_migrations WHERE id = '2026-11-registration-lifecycle'`);
    await t.restart();
    const rows = await t.db.query('SELECT id, registration_status, transfer_reference FROM registrations WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
    expect(rows.map((r) => r.registration_status)).toEqual(['confirmed', 'awaiting_payment', 'awaiting_payment', 'expired', 'confirmed', 'cancelled']);
    for (const r of rows) expect(r.transfer_reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    // a second start changes nothing
    await t.db.query(`UPDATE registrations SET registration_status = 'submitted' WHERE id = $1`, [ids[1]]);
    await t.restart();
    expect((await row(ids[1])).registration_status).toBe('submitted');
  });

  it('races: cancel vs reject, expiry vs approval, two approvals, two organizer cancels — one wins each time, places given back once', async () => {
    // a meeting of its own: one VIP place, and a flow with review
    const d = design();
    d.ticketPage.priceRows[1].amount = 1;
    const s = await openMeeting(t, a.token, d);
    expect((await flowPut(s, { paymentDeadlineHours: 48 })).status).toBe(200);
    const review = await openMeeting(t, a.token, d);
    expect((await flowPut(review, { requireReview: true })).status).toBe(200);
    for (let round = 0; round < 5; round++) {
      // the participant cancels while the organizer rejects the proof: both may pass (reject keeps the place), the place goes back once
      const r1 = await registered(s, { ticketType: 'VIP票', total: 599 });
      await proof(r1.p, r1.reg.id);
      const [c1, j1] = await Promise.all([
        call(t.app, 'POST', `/api/registrations/${r1.reg.id}/cancel`, { headers: r1.p.headers }),
        reviewPayment(r1.p.id, { action: 'reject', rejectReason: 'other' }),
      ]);
      expect(c1.status).toBe(200);
      expect([200, 409]).toContain(j1.status);
      expect((await row(r1.reg.id)).registration_status).toBe('cancelled');
      expect(await used(s, 'VIP票')).toBe(0);
      // the deadline passes while the organizer marks it paid: exactly one of expiry and payment happens
      const r2 = await registered(s, { ticketType: 'VIP票', total: 599 });
      await overdue(r2.reg.id);
      const [, paid] = await Promise.all([t.app.expiry.poller.tick(), act(r2.reg.id, 'mark-paid')]);
      const st = (await row(r2.reg.id)).registration_status;
      expect(['expired', 'confirmed']).toContain(st);
      expect(paid.status === 200).toBe(st === 'confirmed');
      expect(await used(s, 'VIP票')).toBe(st === 'confirmed' ? 1 : 0);
      if (st === 'confirmed') await act(r2.reg.id, 'cancel', { reason: '清理' });
      // …or while the participant uploads a proof: a proof in review never expires, so one of them wins
      const r4 = await registered(s, { ticketType: 'VIP票', total: 599 });
      await overdue(r4.reg.id);
      const [, up] = await Promise.all([t.app.expiry.poller.tick(), proof(r4.p, r4.reg.id)]);
      const st4 = (await row(r4.reg.id)).registration_status;
      expect(up.status === 200).toBe(st4 === 'awaiting_payment');
      expect(await used(s, 'VIP票')).toBe(st4 === 'awaiting_payment' ? 1 : 0);
      if (st4 === 'awaiting_payment') await act(r4.reg.id, 'cancel', { reason: '清理' });
      // two approvals at once, two cancels at once
      const r3 = await registered(review, { ticketType: 'VIP票', total: 599 });
      const twice = await Promise.all([act(r3.reg.id, 'approve'), act(r3.reg.id, 'approve')]);
      expect(twice.map((x) => x.status).sort()).toEqual([200, 409]);
      const cancels = await Promise.all([act(r3.reg.id, 'cancel', { reason: '一' }), act(r3.reg.id, 'cancel', { reason: '二' })]);
      expect(cancels.map((x) => x.status).sort()).toEqual([200, 409]);
      expect(await used(review, 'VIP票')).toBe(0);
      expect((await events(r3.reg.id)).map((e) => e.action)).toEqual(['submit', 'approve', 'cancelByOrganizer']);
    }
  });
});

// the sweep on two app instances (own pools) sharing one PostgreSQL schema, and across a restart
if (process.env.DATABASE_URL) {
  describe('payment-deadline expiry across app instances and a restart (postgres)', () => {
    let t: TestApp;
    let org: Organizer;
    beforeAll(async () => {
      t = await makeApp('postgres', { env: { EXPIRY_POLL_MS: '3600000' }, limits: { codePerIpHour: 10_000 } });
      ({ a: org } = await cast(t, 'ltpg'));
    });
    afterAll(() => t.close());

    const setup = async (n: number) => {
      const d = design();
      d.ticketPage.priceRows[0].amount = n;
      const s = await openMeeting(t, org.token, d);
      await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/registration-flows/${s.flow.id}`, { token: org.token, body: { type: 'attendee', name: s.flow.name, currency: 'CNY', paymentDeadlineHours: 1 } });
      const people = await participants(t, s.meeting, n);
      const regs = await Promise.all(people.map(async (p) => (await submit(t, p, submission(s))).body.data.id as number));
      await t.db.query(`UPDATE registrations SET payment_deadline = now() - interval '1 second' WHERE id = ANY($1::int[])`, [regs]);
      return { s, regs };
    };
    const used = async (s: Setup) => Number((await t.db.query(`SELECT used FROM registration_quotas WHERE scope = $1 AND kind = 'ticket'`, [`flow:${s.flow.id}`]))[0].used);
    const expiredEvents = async (ids: number[]) =>
      (await t.db.query(`SELECT registration_id FROM registration_events WHERE action = 'expire' AND registration_id = ANY($1::int[])`, [ids])).map((r) => Number(r.registration_id));

    it('two instances sweep at once: each due registration expires exactly once, its place released once, its participant told once', async () => {
      const [{ schema }] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const db2 = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
      const app2 = await buildApp({ config: t.app.ctx.config, db: db2, logger: false, print: () => {}, sender: t.app.ctx.sender });
      try {
        await app2.ready();
        const { s, regs } = await setup(60);
        expect(await used(s)).toBe(60);
        t.app.expiry.expired.length = 0;
        await Promise.all([t.app.expiry.poller.tick(), app2.expiry.poller.tick(), t.app.expiry.poller.tick(), app2.expiry.poller.tick()]);
        const mine = t.app.expiry.expired.filter((id) => regs.includes(id));
        const theirs = app2.expiry.expired.filter((id) => regs.includes(id));
        expect(mine.length).toBeGreaterThan(0);
        expect(theirs.length).toBeGreaterThan(0);
        expect([...mine, ...theirs].sort((x, y) => x - y)).toEqual([...regs].sort((x, y) => x - y));
        expect((await expiredEvents(regs)).length).toBe(60);
        expect(await used(s)).toBe(0);
        const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM notifications n JOIN registrations r ON r.participant_id = n.participant_id
          WHERE r.id = ANY($1::int[]) AND n.title = '报名已过期'`, [regs]);
        expect(n).toBe(60);
      } finally {
        await app2.close();
        await db2.close();
      }
    }, 120_000);

    it('deadlines that pass while the server is down are swept when it starts again', async () => {
      const { s, regs } = await setup(5);
      await t.restart(); // a new app on the same database: its sweep runs once at start
      await t.app.ready();
      const deadline = Date.now() + 10_000;
      while ((await expiredEvents(regs)).length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect((await expiredEvents(regs)).sort()).toEqual([...regs].sort());
      expect(await used(s)).toBe(0);
    }, 60_000);
  });
}
