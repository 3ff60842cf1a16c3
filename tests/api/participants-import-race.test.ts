// Two imports into one meeting at once: each row's insert locks the participant-count stripe of its new id
// (payments/summary.ts) until the commit and the two imports' ids interleave, so on PostgreSQL they would
// deadlock (500) unless one waits for the other (participants/import-routes.ts). Run without the retry of a
// deadlocked transaction (db/retry.ts), which would otherwise hide a lost lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, makeApp, registerOrganizer, type TestApp } from './harness';
import { base, seedMeeting } from './participants.fixtures';
import { csvOf, upload } from './participants-import.fixtures';

describe.each(DATABASES)('participants: two imports at once (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { dbRetries: 0 });
    org = await registerOrganizer(t, 'pimprace');
    meeting = await seedMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('both store every row and answer 200', async () => {
    const file = (k: number) => csvOf([['姓名', '手机号'], ...Array.from({ length: 40 }, (_, i) => [`并发${k}-${i}`, `139${k}${String(i).padStart(7, '0')}`])]);
    for (let round = 0; round < 3; round++) {
      const both = await Promise.all([1, 2].map((k) => upload(t, `${base(meeting.id)}/participants/import`, org.token, file(round * 2 + k), 'p.csv')));
      expect(both.map((r) => [r.status, r.body.data?.stored])).toEqual([[200, 40], [200, 40]]);
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1', [meeting.id]))[0].n).toBe(240);
  });
});
