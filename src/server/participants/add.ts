// Participants the organizer adds (by hand or from a file, issue 18 item 7): the record is the
// `participant.add` request's fields (the edit dialog's form, participant x-forms.edit), cleaned the
// same way, and its values that must stay unique in the meeting (the username, and every property
// marked `x-unique-in: meetingId`: phone, e-mail) are checked under advisory locks on the values, the
// keys the registration submission takes too (registration/record.ts), so two writers of one value
// are decided one after the other.
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { snake } from '../db/ddl';
import { AppError } from '../http/errors';
import { pickWritten } from '../../shared/schema/pick';
import type { JsonSchema } from '../../shared/schema/compose';

export const ADD = 'participant.add';
export type AddedBy = 'organizer' | 'import';

/** One value of a record that another record (of the meeting, or of the same file) already holds. */
export interface Clash {
  field: string;
  /** the record of the meeting holding it (a participant id), or the row of the file (`row`) */
  id?: number;
  row?: number;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The properties no two participants of a meeting may share: username (its unique index) and x-unique-in ones. */
export function uniqueFields(ctx: Ctx): string[] {
  const props = ctx.schemas.entities.participant.properties as Record<string, JsonSchema>;
  const indexed = (ctx.schemas.entities.participant['x-indexes'] as Array<{ columns: string[]; unique?: boolean }>)
    .filter((i) => i.unique && i.columns.length === 2 && i.columns[0] === 'meetingId').map((i) => i.columns[1]);
  return [...new Set([...indexed, ...Object.keys(props).filter((k) => props[k]['x-unique-in'] === 'meetingId')])];
}

const caseless = (ctx: Ctx, field: string) => ctx.schemas.entities.participant.properties[field]?.format === 'email';
/** The value as compared: trimmed, an e-mail address without case. */
export const foldValue = (ctx: Ctx, field: string, v: unknown) => (caseless(ctx, field) ? String(v).trim().toLowerCase() : String(v).trim());

/** A validated body as the record to store: the request's entity fields, trimmed, blanks left out. */
export function cleanRecord(ctx: Ctx, body: Row): Row {
  const out: Row = {};
  for (const [f, v] of Object.entries(pickWritten(ctx.schemas.composed[ADD], body))) {
    if (blank(v)) continue;
    out[f] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/**
 * Takes the advisory locks of the records' unique values (sorted, in one statement: writers of
 * overlapping sets never wait on each other in a circle). Inside a transaction.
 */
export async function lockValues(ctx: Ctx, db: Db, meetingId: number, records: Row[]): Promise<void> {
  const keys = new Set<string>();
  for (const r of records) for (const f of uniqueFields(ctx)) if (!blank(r[f])) keys.add(`conflow:participant:${meetingId}:${f}:${foldValue(ctx, f, r[f]).toLowerCase()}`);
  if (!keys.size) return;
  await db.query('SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0))) FROM (SELECT unnest($1::text[]) AS k ORDER BY 1) s', [[...keys].sort()]);
}

/**
 * For each record, its unique values another participant of the meeting already holds (`except`: the
 * record being edited), in one statement whatever the number of records.
 */
export async function takenIn(ctx: Ctx, db: Db, meetingId: number, records: Row[], except?: number): Promise<Clash[][]> {
  const fields = uniqueFields(ctx);
  const params: unknown[] = [meetingId, except ?? null];
  const col = (f: string) => (caseless(ctx, f) ? `lower(${snake(f)})` : snake(f));
  const tests = fields.map((f) => {
    params.push([...new Set(records.filter((r) => !blank(r[f])).map((r) => foldValue(ctx, f, r[f])))]);
    return `${col(f)} = ANY($${params.length}::text[])`;
  });
  const found = await db.query(
    `SELECT id, ${fields.map((f) => `${col(f)} AS ${snake(f)}`).join(', ')} FROM participants
     WHERE meeting_id = $1 AND ($2::int IS NULL OR id <> $2) AND (${tests.join(' OR ')})`, params);
  const held = new Map(fields.map((f) => [f, new Map<string, number>()]));
  for (const row of found) for (const f of fields) if (row[snake(f)] != null) held.get(f)!.set(String(row[snake(f)]), Number(row.id));
  return records.map((r) => fields.filter((f) => !blank(r[f]) && held.get(f)!.has(foldValue(ctx, f, r[f]))).map((f) => ({ field: f, id: held.get(f)!.get(foldValue(ctx, f, r[f])) })));
}

/** A clash as the 409 a form shows under its field. */
export function takenError(clash: Clash): AppError {
  const key = clash.field === 'username' ? 'participant.username.taken' : 'participant.taken';
  const params = { fieldKey: `participant.${clash.field}` };
  return new AppError(409, key, params, [{ path: `/${clash.field}`, key, params }]);
}

const randomName = () => `p-${randomBytes(5).toString('hex')}`;

/**
 * Stores records already checked (locks held, no clash) in the caller's transaction; a record without
 * a username gets its phone, its e-mail (when it fits) or a random name, whichever is free.
 */
export async function insertRecords(ctx: Ctx, db: Db, meeting: Row, records: Row[], addedBy: AddedBy): Promise<Row[]> {
  const max = Number(ctx.schemas.entities.participant.properties.username.maxLength);
  const wanted = records.map((r) => (blank(r.username) ? [r.phone, r.email].find((v) => !blank(v) && String(v).length <= max) ?? randomName() : r.username) as string);
  // a made-up name someone of the meeting already has (or another record here) gets a random one
  const used = new Set<string>((await db.query('SELECT username FROM participants WHERE meeting_id = $1 AND username = ANY($2::text[])', [meeting.id, wanted])).map((r) => String(r.username)));
  const out: Row[] = [];
  for (const [i, r] of records.entries()) {
    let username = wanted[i];
    if (blank(r.username)) while (used.has(username)) username = randomName();
    used.add(username);
    out.push(await ctx.repo('participant').insert(db, {
      role: 'PARTICIPANT', ...r, username, meetingId: meeting.id, adminId: meeting.organizer_id, addedBy,
    }));
  }
  return out;
}
