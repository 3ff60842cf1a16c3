// Starting on a database from before "one active registration per participant and flow" was an index
// (issue 13): a double click could have left two active registrations. The start must not fail on
// them: the data migration keeps the most advanced one, cancels the other as the system with its
// places given back and an audit row, and only then is the unique index made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, makeApp, type TestApp } from './harness';
import { enrol, world } from './checkin.fixtures';
import { migrate } from '../../src/server/db/migrate';

const INDEX = 'ix_registrations_participant_id_flow_id_holds_places';

describe.each(DATABASES)('settling duplicate active registrations before the index (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind);
  });
  afterAll(() => t.close());

  it('keeps the confirmed one, cancels the newer unpaid twin with its place given back, then makes the index', async () => {
    const w = await world(t, 'mig');
    const kept = await enrol(t, w, 'confirmed');
    // an old database: no index yet, and the same person's second, newer registration holding a ticket place
    await t.db.query(`DROP INDEX IF EXISTS ${INDEX}`);
    const [quota] = await t.db.query(`INSERT INTO registration_quotas (meeting_id, scope, kind, key, capacity, used) VALUES ($1, $2, 'ticket', '标准票', 10, 1) RETURNING id`, [w.meeting.id, `flow:${w.flow.id}:mig`]);
    const [twin] = await t.db.query(
      `INSERT INTO registrations (meeting_id, flow_id, participant_id, registration_status, payment_status, places_held, door_code)
       VALUES ($1, $2, $3, 'awaiting_payment', 'unpaid', $4::jsonb, 'MIGTWIN23456') RETURNING id`,
      [w.meeting.id, w.flow.id, kept.id, JSON.stringify([quota.id])],
    );
    await t.db.query(`DELETE FROM data_migrations WHERE id = '2026-11-one-active-registration'`);

    await migrate(t.db, t.app.ctx.schemas.entities);

    const rows = await t.db.query('SELECT id, registration_status, cancelled_by, cancel_reason, places_held, places_released FROM registrations WHERE participant_id = $1 ORDER BY id', [kept.id]);
    expect(rows.map((r) => [Number(r.id), r.registration_status])).toEqual([[kept.reg.id, 'confirmed'], [Number(twin.id), 'cancelled']]);
    expect(rows[1].cancelled_by).toBe('system');
    expect(rows[1].cancel_reason).toMatch(/重复报名.*Duplicate/);
    expect(rows[1].places_released).toEqual([quota.id]);
    const [q] = await t.db.query('SELECT used FROM registration_quotas WHERE id = $1', [quota.id]);
    expect(Number(q.used)).toBe(0);
    const [event] = await t.db.query('SELECT action, from_status, to_status, actor_type, reason FROM registration_events WHERE registration_id = $1', [twin.id]);
    expect(event).toMatchObject({ action: 'cancelByOrganizer', from_status: 'awaiting_payment', to_status: 'cancelled', actor_type: 'system' });
    // the index is there again and refuses a third active one
    const [idx] = await t.db.query('SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = $1 AND schemaname = current_schema()', [INDEX]);
    expect(Number(idx.n)).toBe(1);
    await expect(t.db.query(`INSERT INTO registrations (meeting_id, flow_id, participant_id, registration_status) VALUES ($1, $2, $3, 'submitted')`, [w.meeting.id, w.flow.id, kept.id])).rejects.toMatchObject({ code: '23505' });
  });
});
