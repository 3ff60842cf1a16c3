// The dashboard's two charts, over registrations (issue 13): the distribution (spec 2 §2.10) groups the
// submitted registrations by lifecycle state, or the active ones (holding places) by identity, ticket
// or payment status; the trend counts per day, in China time, the arrivals of people whose registration
// is checked in, over 7 days, 30 days or the whole meeting (spec 2 §9 trend periods).
import type { Db } from '../db/driver';
import { paymentStatusSql } from '../payments/status-sql';
import { checkedInSql, submittedSql } from '../registrations/people-sql';
import { activeSql } from '../../shared/lifecycle';

export type GroupBy = 'registrationStatus' | 'identity' | 'ticket' | 'paymentStatus';

/** SQL of the group key over registration `r`; a missing value reads as `none`. */
const KEY: Record<GroupBy, string> = {
  registrationStatus: 'r.registration_status',
  paymentStatus: paymentStatusSql('r'),
  identity: `COALESCE(NULLIF(r.identity, ''), NULLIF(r.form_data->>'参会身份', ''), 'none')`,
  ticket: `COALESCE(NULLIF(r.selected_ticket_name, ''), 'none')`,
};

export async function distribution(db: Db, meetingId: number, by: GroupBy) {
  // every state is shown by state; the other groupings describe who holds places now
  const which = by === 'registrationStatus' ? submittedSql('r') : activeSql('r');
  const rows = await db.query(
    `SELECT ${KEY[by]} AS key, count(*)::int AS count FROM registrations r
     WHERE r.meeting_id = $1 AND ${which} GROUP BY 1 ORDER BY 2 DESC, 1`, [meetingId]);
  return { by, items: rows.map((x) => ({ key: String(x.key), count: Number(x.count) })) };
}

const TZ = `'Asia/Shanghai'`;

export async function trend(db: Db, meetingId: number, period: '7' | '30' | 'all') {
  const today = `(now() AT TIME ZONE ${TZ})::date`;
  // the people checked in: their arrival time is the participant's
  const arrived = `arrived AS (SELECT p.checkin_time FROM participants p WHERE p.meeting_id = $1
      AND EXISTS (SELECT 1 FROM registrations r WHERE r.meeting_id = $1 AND r.participant_id = p.id AND ${checkedInSql('r')}))`;
  const first = period === 'all'
    ? `COALESCE((SELECT min((checkin_time AT TIME ZONE ${TZ})::date) FROM arrived), ${today})`
    : `${today} - ${Number(period) - 1}`;
  const rows = await db.query(
    `WITH ${arrived},
     days AS (SELECT generate_series(${first}, ${today}, interval '1 day')::date AS day),
     hits AS (SELECT (checkin_time AT TIME ZONE ${TZ})::date AS day, count(*)::int AS n FROM arrived WHERE checkin_time IS NOT NULL GROUP BY 1)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date, COALESCE(h.n, 0)::int AS count,
       ((SELECT COALESCE(sum(n), 0) FROM hits WHERE hits.day <= d.day))::int AS cumulative
     FROM days d LEFT JOIN hits h ON h.day = d.day ORDER BY d.day`, [meetingId]);
  const [u] = await db.query(`WITH ${arrived} SELECT count(*)::int AS n FROM arrived WHERE checkin_time IS NULL`, [meetingId]);
  return { period, days: rows.map((r) => ({ date: r.date, count: Number(r.count), cumulative: Number(r.cumulative) })), untimed: Number(u.n) };
}
