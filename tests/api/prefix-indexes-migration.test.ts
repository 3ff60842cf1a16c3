// Starting on a database from before issue 19 item 3: the indexes that only lead another index of
// their table (written on every check-in and submission, read by no query the longer one does not
// serve) are dropped once by the data migration; the longer ones stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, makeApp, type TestApp } from './harness';
import { migrate } from '../../src/server/db/migrate';

const OLD = [
  'CREATE INDEX ix_registrations_meeting_id ON registrations (meeting_id)',
  'CREATE INDEX ix_registrations_flow_id ON registrations (flow_id)',
  'CREATE INDEX ix_registrations_participant_id ON registrations (participant_id)',
  'CREATE INDEX ix_registrations_meeting_id_registration_time ON registrations (meeting_id, registration_time)',
  'CREATE INDEX ix_participants_meeting_id ON participants (meeting_id)',
];

describe.each(DATABASES)('dropping the indexes another index leads (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind);
  });
  afterAll(() => t.close());

  const names = async () => (await t.db.query(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('registrations', 'participants')`)).map((r) => String(r.indexname));

  it('an older database loses them at start; a new one never has them', async () => {
    const fresh = await names();
    for (const sql of OLD) expect(fresh).not.toContain(sql.split(' ')[2]);
    for (const sql of OLD) await t.db.query(sql);
    await t.db.query(`DELETE FROM data_migrations WHERE id = '2026-11-prefix-indexes'`);
    await migrate(t.db, t.app.ctx.schemas.entities);
    expect((await names()).sort()).toEqual(fresh.sort());
    expect(fresh).toContain('ix_registrations_meeting_id_registration_time_participant_id');
  });
});
