// Reading and checking participant accounts: one meeting's participants are one namespace, so the
// same phone may register with two meetings, but not twice with one.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { isUniqueViolation } from '../db/unique';

/** spec 3 §5: what the flow chooser needs before a participant may register for the meeting */
export const PROFILE_FIELDS = ['phone', 'email', 'gender', 'workplace', 'position'] as const;

export function publicParticipant(ctx: Ctx, p: Row): Row {
  const out = ctx.repo('participant').public(p)!;
  const missingFields = PROFILE_FIELDS.filter((f) => !String(p[f] ?? '').trim());
  return { ...out, missingFields, profileComplete: missingFields.length === 0 };
}

/** The meeting a participant call names, or 404: participants exist only within a meeting. */
export async function meetingForParticipants(ctx: Ctx, meetingId: unknown): Promise<Row> {
  const id = Number(meetingId);
  const [row] = Number.isInteger(id) && id > 0 && id < 1e9 ? await ctx.db.query('SELECT id, title, organizer_id FROM meetings WHERE id = $1', [id]) : [];
  if (!row) throw new AppError(404, 'participantAccount.meetingNotFound');
  return row;
}

const MATCH = '(username = $1 OR phone = $1 OR lower(email) = lower($1))';

/** Participants of the meeting whose username, phone or e-mail is the account typed. */
export async function findInMeeting(ctx: Ctx, meetingId: number, account: string): Promise<Row | undefined> {
  const [row] = await ctx.db.query(`SELECT * FROM participants WHERE meeting_id = $2 AND ${MATCH} ORDER BY id LIMIT 1`, [account, meetingId]);
  return ctx.repo('participant').fromRow(row, true);
}

/** Username, phone and e-mail each free within the meeting (409 naming the field). */
export async function assertFreeInMeeting(ctx: Ctx, meetingId: number, data: { username?: string; phone?: string; email?: string }, exceptId = -1) {
  for (const field of ['username', 'phone', 'email'] as const) {
    const v = data[field];
    if (!v) continue;
    const sql = field === 'email' ? 'lower(email) = lower($1)' : `${field} = $1`;
    const rows = await ctx.db.query(`SELECT id FROM participants WHERE meeting_id = $2 AND ${sql} AND id <> $3 LIMIT 1`, [v, meetingId, exceptId]);
    if (rows.length) throw taken(field);
  }
}

const taken = (field: string) => new AppError(409, `participantAccount.${field}.taken`, {}, [{ path: `/${field}`, key: `participantAccount.${field}.taken` }]);

/** A unique-index race lost becomes the same 409 as the pre-check. */
export function uniqueLost(e: unknown): never {
  const err = e as { code?: string };
  if (isUniqueViolation(err)) throw taken('username');
  throw e;
}
