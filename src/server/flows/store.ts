// Registration flows of one meeting as rows: the answer's shape, the page query (one count, one
// LIMIT/OFFSET, registrations counted by one grouped join), and the per-meeting lock under which the
// "exactly one default" rule is kept.
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { ownedChild } from '../meetings/scoped';

export const FLOW_NOT_FOUND = 'registrationFlow.notFound';
const CURRENCIES = ['CNY', 'USD', 'EUR'];

/** A flow as answered: camelCase, currency falling back to CNY (spec 2 §3), the registrations it holds. */
export function presentFlow(ctx: Ctx, row: Row): Row {
  const f = ctx.repo('registrationFlow').fromRow(row)!;
  const { registrationCount, ...rest } = f;
  return {
    ...rest,
    currency: CURRENCIES.includes(f.currency) ? f.currency : 'CNY',
    title: f.title ?? f.name,
    registrationCount: Number(registrationCount ?? 0),
  };
}

/** One page of a meeting's flows, the default first, then in creation order. */
export async function flowPage(db: Db, meetingId: number, page: number, size: number) {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM registration_flows WHERE meeting_id = $1', [meetingId]);
  const rows = await db.query(
    `SELECT f.*, coalesce(r.n, 0)::int AS registration_count
       FROM registration_flows f
       LEFT JOIN (SELECT flow_id, count(*) AS n FROM registrations WHERE meeting_id = $1 AND flow_id IS NOT NULL AND ${NOT_DRAFT} GROUP BY flow_id) r ON r.flow_id = f.id
      WHERE f.meeting_id = $1
      ORDER BY f.is_default DESC, f.created_at ASC, f.id ASC
      LIMIT $2 OFFSET $3`,
    [meetingId, size, page * size],
  );
  return { rows, total: Number(n) };
}

/** A flow of a meeting the caller owns, also checked against the meeting in the path (else 404 流程不存在). */
export async function ownedFlow(ctx: Ctx, caller: Row, meetingId: number, flowId: number, db: Db = ctx.db): Promise<Row> {
  const row = await ownedChild({ ...ctx, db }, caller, 'registration_flows', flowId, FLOW_NOT_FOUND);
  if (row.meeting_id !== meetingId) throw new AppError(404, FLOW_NOT_FOUND);
  return row;
}

/** Takes the meeting's row lock for the rest of the transaction: default changes run one at a time. */
export async function lockMeeting(db: Db, meetingId: number): Promise<void> {
  await db.query('SELECT id FROM meetings WHERE id = $1 FOR UPDATE', [meetingId]);
}

// A participant's unfinished draft is no registration (spec 2 §4 skips drafts everywhere): it neither
// counts nor keeps a flow from being deleted.
export const NOT_DRAFT = `registration_status <> 'draft'`;

export async function registrationsOf(db: Db, flowId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM registrations WHERE flow_id = $1 AND ${NOT_DRAFT}`, [flowId]);
  return Number(n);
}
