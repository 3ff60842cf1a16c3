// The dashboard's two charts: participants grouped one way (spec 2 §2.10 distribution) and check-ins
// per day in China time over 7 days, 30 days or the whole meeting (spec 2 §9 trend periods).
import type { Db } from '../db/driver';
import { latestRegistrations } from '../registrations/latest';
import { paymentStatusSql } from '../payments/status-sql';

export type GroupBy = 'registrationStatus' | 'identity' | 'ticket' | 'paymentStatus';

/** SQL of the group key over participant `p` LEFT JOIN latest registration `r`; NULL reads as `none`. */
const KEY: Record<GroupBy, string> = {
  registrationStatus: `CASE WHEN r.id IS NULL THEN 'no_registration' ELSE r.registration_status END`,
  paymentStatus: paymentStatusSql('r'),
  identity: `COALESCE(NULLIF(r.identity, ''), NULLIF(r.form_data->>'参会身份', ''), CASE WHEN r.id IS NULL THEN 'no_registration' ELSE 'none' END)`,
  ticket: `COALESCE(NULLIF(r.selected_ticket_name, ''), CASE WHEN r.id IS NULL THEN 'no_registration' ELSE 'none' END)`,
};

export async function distribution(db: Db, meetingId: number, by: GroupBy) {
  const rows = await db.query(
    `SELECT ${KEY[by]} AS key, count(*)::int AS count
     FROM participants p LEFT JOIN ${latestRegistrations(1)} r ON r.participant_id = p.id
     WHERE p.meeting_id = $1 GROUP BY 1 ORDER BY 2 DESC, 1`, [meetingId]);
  return { by, items: rows.map((x) => ({ key: String(x.key), count: Number(x.count) })) };
}

const TZ = `'Asia/Shanghai'`;

export async function trend(db: Db, meetingId: number, period: '7' | '30' | 'all') {
  const today = `(now() AT TIME ZONE ${TZ})::date`;
  const first = period === 'all'
    ? `COALESCE((SELECT min((checkin_time AT TIME ZONE ${TZ})::date) FROM participants WHERE meeting_id = $1 AND checkin_time IS NOT NULL), ${today})`
    : `${today} - ${Number(period) - 1}`;
  const rows = await db.query(
    `WITH days AS (SELECT generate_series(${first}, ${today}, interval '1 day')::date AS day),
     hits AS (SELECT (checkin_time AT TIME ZONE ${TZ})::date AS day, count(*)::int AS n FROM participants
              WHERE meeting_id = $1 AND checkin_status IN ('checked_in', 'late') AND checkin_time IS NOT NULL GROUP BY 1)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date, COALESCE(h.n, 0)::int AS count,
       ((SELECT COALESCE(sum(n), 0) FROM hits WHERE hits.day <= d.day))::int AS cumulative
     FROM days d LEFT JOIN hits h ON h.day = d.day ORDER BY d.day`, [meetingId]);
  const [u] = await db.query(
    `SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1 AND checkin_status IN ('checked_in', 'late') AND checkin_time IS NULL`, [meetingId]);
  return { period, days: rows.map((r) => ({ date: r.date, count: Number(r.count), cumulative: Number(r.cumulative) })), untimed: Number(u.n) };
}
