// The dashboard's two charts, over registrations (issue 13): the distribution (spec 2 §2.10) groups the
// submitted registrations by lifecycle state, or the active ones (holding places) by identity, ticket
// or payment status; the trend counts per day, in China time, the arrivals of people whose registration
// is checked in, over 7 days, 30 days or the whole meeting (spec 2 §9 trend periods).
import { DEFAULT_TIME_ZONE } from '../meetings/times';
import type { Db } from '../db/driver';
import type { Ctx } from '../http/context';
import { snake } from '../db/ddl';
import { paymentStatusSql } from '../payments/status-sql';
import { checkedInSql, submittedSql } from '../registrations/people-sql';
import { activeSql } from '../../shared/lifecycle';
import { groupingsOf, type Grouping } from '../../shared/statistics-groups';

export type GroupBy = string;

/** The named rules a grouping may take its value from (`x-group-by.rule`): values no column holds as shown. */
const RULES: Record<string, (r: string) => string> = { paymentStatus: paymentStatusSql };

/** Where an entity's columns are read from: the registration itself, or its participant (joined as `p`). */
const ALIAS: Record<string, string> = { registration: 'r', participant: 'p' };

/** SQL literal of a constant of the schemas (a form answer's name). */
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** SQL of the group key over registration `r` (and its participant `p`), from the grouping's declaration; a missing value reads as `none`. */
export function keySql(g: Grouping): string {
  const a = ALIAS[g.entity];
  if (g.rule) {
    const rule = RULES[g.rule];
    if (!rule) throw new Error(`x-group-by: no rule ${g.rule} (${g.entity}.${g.prop})`);
    return rule(a);
  }
  const value = [`NULLIF(${a}.${snake(g.prop)}::text, '')`];
  if (g.answer) value.push(`NULLIF(r.form_data->>${lit(g.answer)}, '')`);
  return `COALESCE(${value.join(', ')}, 'none')`;
}

/** The groupings the schemas declare, by name (the server's own schemas: a restart with others reads theirs). */
export const groupingOf = (ctx: Ctx, by: string) => groupingsOf(ctx.schemas.entities).find((g) => g.name === by);

export async function distribution(ctx: Ctx, meetingId: number, by: GroupBy) {
  const g = groupingOf(ctx, by);
  // the query's check lets only declared groupings through (statistics.query x-enum-of); a saved one since removed counts nothing
  if (!g) return { by, items: [] };
  // every state is shown by state; the other groupings describe who holds places now
  const which = g.over === 'submitted' ? submittedSql('r') : activeSql('r');
  const join = g.entity === 'participant' ? 'JOIN participants p ON p.id = r.participant_id' : '';
  const rows = await ctx.db.query(
    `SELECT ${keySql(g)} AS key, count(*)::int AS count FROM registrations r ${join}
     WHERE r.meeting_id = $1 AND ${which} GROUP BY 1 ORDER BY 2 DESC, 1`, [meetingId]);
  return { by, items: rows.map((x) => ({ key: String(x.key), count: Number(x.count) })) };
}

// days in the meeting's own time zone (its timeZone)
const TZ = `(SELECT COALESCE(m.time_zone, '${DEFAULT_TIME_ZONE}') FROM meetings m WHERE m.id = $1)`;

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
