// How far a write reaches (db/change-feed.ts writeReach, ChangeFeed.changedSince): only a statement that
// writes nothing but rows of tables with a meeting_id column can be narrowed to its request's meetings;
// anything unsure is everything. And a narrowed write, heard by another process, drops there only what it
// drops here.
import { describe, expect, it } from 'vitest';
import { ChangeFeed, writeReach } from '../../src/server/db/change-feed';

const MEETING_TABLES = new Set(['participants', 'registrations', 'checkin_records']);

describe('how far a statement writes', () => {
  it.each([
    ['UPDATE participants SET name = $2 WHERE id = $1', 'rows'],
    ['INSERT INTO registrations (meeting_id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET meeting_id = $1', 'rows'],
    ['WITH g AS (UPDATE registrations g SET x = 1 RETURNING g.*) INSERT INTO checkin_records (meeting_id) SELECT meeting_id FROM g', 'rows'],
    ['SELECT * FROM registrations WHERE id = $1 FOR UPDATE', 'none'],
    ['SELECT * FROM registrations WHERE id = $1 FOR NO KEY UPDATE', 'none'],
    ['INSERT INTO rate_counters (key) VALUES ($1)', 'none'],
    ['UPDATE meetings SET title = $2 WHERE id = $1', 'all'],
    ['UPDATE users SET last_login_time = now() WHERE id = $1', 'all'],
    ['WITH u AS (UPDATE participants SET x = 1) UPDATE sessions SET revoked_at = now()', 'all'],
    ['DELETE FROM other.participants WHERE id = $1', 'all'],
    ['TRUNCATE participants', 'all'],
    ['CREATE INDEX ON participants (name)', 'all'],
  ])('%s: %s', (sql, reach) => {
    expect(writeReach(sql, MEETING_TABLES)).toBe(reach);
  });
});

describe('a narrow write drops what depends on it only', () => {
  const feed = (announce?: (p: string) => Promise<unknown>) => {
    const f = new ChangeFeed(announce);
    f.meetingTables = MEETING_TABLES;
    return f;
  };

  it('meeting A written: A and the lists of its organizer (and the super admin’s) change, B and other organizers’ lists do not', () => {
    const f = feed();
    const at = f.epoch;
    f.scopeOf = () => ({ meetings: [1], organizers: [7] });
    f.wrote('UPDATE participants SET name = $2 WHERE id = $1');
    expect(f.changedSince(at, { meeting: 1 })).toBe(true);
    expect(f.changedSince(at, { meeting: 2 })).toBe(false);
    expect(f.changedSince(at, { organizer: 7 })).toBe(true);
    expect(f.changedSince(at, { organizer: null })).toBe(true);
    expect(f.changedSince(at, { organizer: 8 })).toBe(false);
    // its organizer unknown: every organizer's lists
    f.scopeOf = () => ({ meetings: [1], organizers: null });
    const at2 = f.epoch;
    f.wrote('UPDATE participants SET name = $2 WHERE id = $1');
    expect(f.changedSince(at2, { organizer: 8 })).toBe(true);
    expect(f.changedSince(at2, { meeting: 2 })).toBe(false);
  });

  it('outside a request, to another table, or in an unknown transaction: everything changes', () => {
    const f = feed();
    for (const write of [
      () => f.wrote('UPDATE participants SET name = $2 WHERE id = $1'),
      () => {
        f.scopeOf = () => ({ meetings: [1], organizers: [7] });
        f.wrote('UPDATE users SET name = $2 WHERE id = $1');
      },
      () => f.wrote(),
    ]) {
      const at = f.epoch;
      write();
      expect(f.changedSince(at, { meeting: 2 })).toBe(true);
      expect(f.changedSince(at, { organizer: 8 })).toBe(true);
    }
  });

  it('a declared scope (a statement that checks each row’s meeting) wins over the request’s', async () => {
    const f = feed();
    const at = f.epoch;
    await f.within({ meetings: [3], organizers: [7] }, async () => f.wrote('UPDATE registrations SET x = 1'));
    expect([f.changedSince(at, { meeting: 3 }), f.changedSince(at, { meeting: 1 })]).toEqual([true, false]);
  });

  it('another process hears the same scope, and coalesced announcements carry all of theirs', async () => {
    const heard: string[] = [];
    let release: () => void = () => {};
    const a = feed((p) => {
      heard.push(p);
      return new Promise<void>((r) => (release = r));
    });
    a.scopeOf = () => ({ meetings: [1], organizers: [7] });
    a.wrote('UPDATE participants SET x = 1');
    a.scopeOf = () => ({ meetings: [2], organizers: [7] });
    a.wrote('UPDATE participants SET x = 1');
    a.wrote('UPDATE participants SET x = 1');
    release();
    await new Promise((r) => setTimeout(r, 10));
    release();
    expect(heard).toEqual([`changed:${a.instance}:1:7`, `changed:${a.instance}:2:7`]);
    const b = feed();
    const at = b.epoch;
    b.heard(heard[0].replace(a.instance, 'other'));
    expect([b.changedSince(at, { meeting: 1 }), b.changedSince(at, { meeting: 2 }), b.changedSince(at, { organizer: 7 }), b.changedSince(at, { organizer: 8 })]).toEqual([true, false, true, false]);
    // an older process's bare `changed`: everything
    b.heard('changed:other');
    expect(b.changedSince(at, { meeting: 2 })).toBe(true);
  });
});
