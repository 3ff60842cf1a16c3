// PUT /api/participants/{participantId}/payment-review: only pending payments, reason required on
// reject, review fields recorded, participant synchronised, notifications written, tenants kept apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import { cast, type Organizer } from './cast.fixtures';
import { createMeeting } from './meetings.fixtures';
import { addParticipant, addRegistration, rowOf } from './payments.fixtures';

const review = (id: number | string) => `/api/participants/${id}/payment-review`;
const NOT_PENDING = ['该支付不是待审核状态，无法审核', 'This payment is not pending review and cannot be reviewed'] as const;
const NO_REGISTRATION = ['该用户暂无报名记录', 'This user has no registration records'] as const;
const NOT_FOUND = ['参会人员不存在', 'Participant not found'] as const;
const REASON_REQUIRED = ['请选择拒绝原因', 'Please choose a reason for rejection'] as const;

describe.each(DATABASES)('payments: review (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let admin: string;
  let sub: string;
  let m: Record<string, any>;

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    ({ a, b, admin, sub } = await cast(t, 'revorg'));
    m = await createMeeting(t, a.token, { title: '审核会议' });
  });
  afterAll(() => t.close());

  /** A participant whose newest registration has the given payment fields. */
  const withPayment = async (over: Record<string, unknown>) => {
    const p = await addParticipant(t, m);
    const r = await addRegistration(t, p, { paymentMethod: 'bankCard', bankTransferProof: '/uploads/proof.png', totalAmount: 199, ...over });
    return { p, r };
  };
  // MEETING notes only: an organizer also holds its welcome note from registering
  const notifications = (col: 'participant_id' | 'user_id', id: number) => t.db.query(`SELECT * FROM notifications WHERE ${col} = $1 AND category = 'MEETING' ORDER BY id`, [id]);
  const both = async (p: Record<string, any>, r: Record<string, any>) => (await rowOf(t, 'participants', p.id)) + (await rowOf(t, 'registrations', r.id));

  it('approve: approved with review time, reviewer and reviewer id; the participant is synced and notified', async () => {
    const { p, r } = await withPayment({ paymentStatus: 'pending' });
    const res = await call(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'approve' } });
    expect([res.status, res.body.message]).toEqual([200, '审核通过']);
    expect(res.body.data).toMatchObject({ id: r.id, paymentStatus: 'approved', reviewer: 'revorga', reviewerId: a.user.id });
    const [reg] = await t.db.query('SELECT * FROM registrations WHERE id = $1', [r.id]);
    expect(reg.payment_status).toBe('approved');
    expect(Math.abs(new Date(reg.review_time).getTime() - Date.now())).toBeLessThan(60_000);
    const [part] = await t.db.query('SELECT payment_status FROM participants WHERE id = $1', [p.id]);
    expect(part.payment_status).toBe('approved');
    const n = await notifications('participant_id', p.id);
    expect(n).toHaveLength(1);
    expect(n[0]).toMatchObject({ title: '付款已确认', user_id: null, category: 'MEETING' });
    expect(n[0].content).toContain('审核会议');
    expect(n[0].content).toContain('199.00 CNY');
    // the organizer reviewed its own meeting: no note to itself
    expect(await notifications('user_id', a.user.id)).toHaveLength(0);
  });

  it('reject: reason required (请选择拒绝原因), details optional ≤ 500; stores reason, details and review fields', async () => {
    const { p, r } = await withPayment({ paymentStatus: 'pending' });
    const before = await both(p, r);
    await expectMessage(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'reject' } }, 400, ...REASON_REQUIRED);
    await expectMessage(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'reject', rejectReason: '' } }, 400, ...REASON_REQUIRED);
    const bad = await call(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'reject', rejectReason: 'too_late' } });
    expect(bad.status).toBe(400);
    const long = await call(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'reject', rejectReason: 'other', rejectDetails: 'x'.repeat(501) } });
    expect([long.status, long.body.errors?.[0]?.path]).toEqual([400, '/rejectDetails']);
    const act = await call(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'hold' } });
    expect(act.status).toBe(400);
    expect(await both(p, r)).toBe(before);
    expect(await notifications('participant_id', p.id)).toHaveLength(0);

    const res = await call(t.app, 'PUT', review(p.id), { token: a.token, lang: 'en', body: { action: 'reject', rejectReason: 'amount_mismatch', rejectDetails: '金额少了 100 元' } });
    expect([res.status, res.body.message]).toEqual([200, 'Payment rejected']);
    const [reg] = await t.db.query('SELECT * FROM registrations WHERE id = $1', [r.id]);
    expect(reg).toMatchObject({ payment_status: 'rejected', reject_reason: 'amount_mismatch', reject_details: '金额少了 100 元', reviewer: 'revorga', reviewer_id: a.user.id });
    expect(reg.review_time).not.toBeNull();
    expect((await t.db.query('SELECT payment_status FROM participants WHERE id = $1', [p.id]))[0].payment_status).toBe('rejected');
    const [n] = await notifications('participant_id', p.id);
    expect(n.title).toBe('转账凭证未通过审核');
    expect(n.content).toContain('金额不符');
    expect(n.content).toContain('金额少了 100 元');
  });

  it('only pending payments are reviewed: approved, rejected, unpaid and already reviewed ones answer 409 and stay as they were', async () => {
    for (const paymentStatus of ['approved', 'rejected', 'unpaid', 'paid']) {
      const { p, r } = await withPayment({ paymentStatus, bankTransferProof: paymentStatus === 'unpaid' ? null : '/uploads/x.png' });
      const before = await both(p, r);
      for (const body of [{ action: 'approve' }, { action: 'reject', rejectReason: 'other' }]) {
        await expectMessage(t.app, 'PUT', review(p.id), { token: a.token, body }, 409, ...NOT_PENDING);
      }
      expect(await both(p, r)).toBe(before);
    }
    // approving twice: the second one finds nothing pending
    const { p } = await withPayment({ paymentStatus: 'pending' });
    expect((await call(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'approve' } })).status).toBe(200);
    await expectMessage(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'reject', rejectReason: 'other' } }, 409, ...NOT_PENDING);
    expect(await notifications('participant_id', p.id)).toHaveLength(1);
  });

  it('a record with no status but a proof counts as pending; the newest non-draft record is the one reviewed', async () => {
    const { p, r } = await withPayment({ paymentStatus: '' });
    expect((await call(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'approve' } })).status).toBe(200);
    expect((await t.db.query('SELECT payment_status FROM registrations WHERE id = $1', [r.id]))[0].payment_status).toBe('approved');

    const q = await addParticipant(t, m);
    const old = await addRegistration(t, q, { paymentStatus: 'pending', registrationTime: '2026-01-01T00:00:00Z' });
    const newer = await addRegistration(t, q, { paymentStatus: 'pending', registrationTime: '2026-02-01T00:00:00Z' });
    await addRegistration(t, q, { registrationStatus: 'draft', paymentStatus: 'pending', registrationTime: '2026-03-01T00:00:00Z' });
    expect((await call(t.app, 'PUT', review(q.id), { token: a.token, body: { action: 'approve' } })).status).toBe(200);
    const st = await t.db.query('SELECT id, payment_status FROM registrations WHERE participant_id = $1 ORDER BY id', [q.id]);
    expect(st.map((x) => x.payment_status)).toEqual(['pending', 'approved', 'pending']);
    expect([old.id, newer.id]).toEqual([st[0].id, st[1].id]);
  });

  it('no registration (or only drafts) answers 409 该用户暂无报名记录', async () => {
    const p = await addParticipant(t, m);
    await expectMessage(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'approve' } }, 409, ...NO_REGISTRATION);
    await addRegistration(t, p, { registrationStatus: 'draft', paymentStatus: 'pending' });
    await expectMessage(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'approve' } }, 409, ...NO_REGISTRATION);
  });

  it('a super admin may review; the meeting’s organizer is then told too', async () => {
    const { p } = await withPayment({ paymentStatus: 'pending' });
    const res = await call(t.app, 'PUT', review(p.id), { token: admin, body: { action: 'reject', rejectReason: 'proof_unclear' } });
    expect([res.status, res.body.data.reviewer]).toEqual([200, 'admin']);
    const toOrganizer = await notifications('user_id', a.user.id);
    expect(toOrganizer).toHaveLength(1);
    expect(toOrganizer[0].title).toContain('admin');
    expect(toOrganizer[0].content).toContain(p.name);
    expect(await notifications('participant_id', p.id)).toHaveLength(1);
    // the organizer's bell sees it through the existing API
    const bell = await call(t.app, 'GET', `/api/notifications/user/${a.user.id}/details?page=0&size=50`, { token: a.token });
    expect(bell.body.data.content.map((x: any) => x.title)).toContain(toOrganizer[0].title);
  });

  it('tenants: another organizer’s participant is 404 and unchanged; unknown and non-numeric ids 404; 401 without token; 403 for staff', async () => {
    const { p, r } = await withPayment({ paymentStatus: 'pending' });
    const before = await both(p, r);
    for (const body of [{ action: 'approve' }, { action: 'reject', rejectReason: 'other' }]) {
      await expectMessage(t.app, 'PUT', review(p.id), { token: b.token, body }, 404, ...NOT_FOUND);
    }
    await expectMessage(t.app, 'PUT', review(987654), { token: a.token, body: { action: 'approve' } }, 404, ...NOT_FOUND);
    await expectMessage(t.app, 'PUT', review('x1'), { token: a.token, body: { action: 'approve' } }, 404, ...NOT_FOUND);
    expect((await call(t.app, 'PUT', review(p.id), { body: { action: 'approve' } })).status).toBe(401);
    expect((await call(t.app, 'PUT', review(p.id), { token: sub, body: { action: 'approve' } })).status).toBe(403);
    expect(await both(p, r)).toBe(before);
    expect(await notifications('participant_id', p.id)).toHaveLength(0);
  });

  it('two reviews at once: exactly one passes', async () => {
    const { p } = await withPayment({ paymentStatus: 'pending' });
    const res = await Promise.all([
      call(t.app, 'PUT', review(p.id), { token: a.token, body: { action: 'approve' } }),
      call(t.app, 'PUT', review(p.id), { token: admin, body: { action: 'reject', rejectReason: 'other' } }),
    ]);
    expect(res.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(await notifications('participant_id', p.id)).toHaveLength(1);
  });
});
