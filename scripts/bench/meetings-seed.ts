// Many meetings for one organizer in a single INSERT (the API would take minutes for thousands), for
// the 1,000-meeting list test and the list benchmark. The rows come from seededMeeting(i), so a test
// counts what a filter should find from the same description instead of from hard-coded numbers.
import type { Db } from '../../src/server/db/driver';

export const SEED_CITIES = ['北京国家会议中心', '上海国际会议中心', '深圳会展中心', '广州琶洲会展', '杭州国际博览中心'];
export const SEED_STATUSES = ['preparing', 'ongoing', 'finished', 'draft'] as const;
/** The first start day (UTC+8); meeting i starts (i % 30) days later. */
export const SEED_FIRST_DAY = '2027-03-01';

export interface SeededMeeting {
  title: string;
  status: (typeof SEED_STATUSES)[number];
  location: string;
  /** yyyy-MM-dd, UTC+8 */
  day: string;
}

export function seededMeeting(i: number): SeededMeeting {
  const d = new Date(`${SEED_FIRST_DAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + (i % 30));
  return {
    title: `${i % 7 === 0 ? '人工智能峰会' : '行业年会'} 第${i}届`,
    status: SEED_STATUSES[i % 4],
    location: SEED_CITIES[i % 5],
    day: d.toISOString().slice(0, 10),
  };
}

/** Inserts meetings 1..count for the organizer; the higher i, the newer (created i seconds apart). */
export async function seedMeetings(db: Db, organizerId: number, count: number): Promise<SeededMeeting[]> {
  const rows = Array.from({ length: count }, (_, k) => seededMeeting(k + 1));
  const base = Date.parse('2026-01-01T00:00:00Z');
  await db.query(
    `INSERT INTO meetings (title, type, status, manager, start_time, end_time, location, sub_venues, organizer_id, created_at, updated_at)
     SELECT t, 'domestic', s, '张经理', (d || ' 09:00:00+08')::timestamptz, (d || ' 18:00:00+08')::timestamptz, l,
            '[{"name":"主会场","location":"一层","capacity":300}]'::jsonb, $5::int, c, c
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $6::timestamptz[]) AS x(t, s, l, d, c)`,
    [
      rows.map((r) => r.title),
      rows.map((r) => r.status),
      rows.map((r) => r.location),
      rows.map((r) => r.day),
      organizerId,
      rows.map((_, k) => new Date(base + (k + 1) * 1000).toISOString()),
    ],
  );
  return rows;
}
