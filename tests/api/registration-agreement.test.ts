// The form page's showAgreement (spec 3 §3): when the design asks for the agreement box, a submission
// without the tick is refused in the caller's language and stores nothing; with it, it goes through.
// A design without the box needs no tick.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, expectMessage, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';

describe.each(DATABASES)('registration agreement (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const count = async (flowId: number) => Number((await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE flow_id = $1 AND registration_status <> 'draft'`, [flowId]))[0].n);
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'agorg'));
    const d = design();
    s = await openMeeting(t, org.token, { ...d, formPage: { ...d.formPage, showAgreement: true } });
  });
  afterAll(() => t.close());

  it('refuses a submission without the tick in zh and en, storing nothing', async () => {
    const [p] = await participants(t, s.meeting);
    for (const agreed of [undefined, false]) {
      await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(s, { agreed }), headers: p.headers } as any, 400,
        '请同意服务条款和隐私协议', 'Please agree to the terms of service and privacy policy');
    }
    expect(await count(s.flow.id)).toBe(0);
    const ok = await submit(t, p, submission(s, { agreed: true }));
    expect(ok.status).toBe(201);
    expect(await count(s.flow.id)).toBe(1);
  });

  it('a design without the box needs no tick; a non-boolean tick is refused', async () => {
    const plain = await openMeeting(t, org.token);
    const [p, q] = await participants(t, plain.meeting, 2);
    expect((await submit(t, p, submission(plain))).status).toBe(201);
    expect((await submit(t, q, submission(plain, { agreed: 'yes' }))).status).toBe(400);
  });
});
