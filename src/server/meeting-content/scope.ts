// Meeting scoping for data management: writes and private reads need the caller's own meeting
// (meetings/scoped.ts); public reads need only an existing meeting.
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { MEETING_NOT_FOUND, ownedMeeting } from '../meetings/scoped';
import { callerOwns } from '../meetings/owner';
import { isStaff, rolesOn } from '../auth/staff';

export { ownedMeeting, ownedChild, childIdParam, meetingOf } from '../meetings/scoped';

/**
 * A meeting whose public content (the website's blocks: speakers, partners, news, documents, contact)
 * the caller may read: anyone once its website is published (and the meeting is no draft); before
 * that only its owner (a super admin, the organizer, or its staff with a role on that meeting) or a caller holding the meeting's
 * preview token (`?previewToken=`, what the site's address carries). Anything else: 404, as if the
 * meeting did not exist.
 */
export async function existingMeeting(ctx: Ctx, req: Req, id: unknown): Promise<Row> {
  const n = Number(id);
  const [row] = Number.isInteger(n) && n > 0 && n < 1e9
    ? await ctx.db.query('SELECT id, organizer_id, status, website_status, preview_token FROM meetings WHERE id = $1', [n])
    : [];
  if (!row || !(mayReadSite(req, row) || (await staffOn(ctx, req, row)))) throw new AppError(404, MEETING_NOT_FOUND);
  return row;
}

/** A staff sub-account of the meeting's organizer holding any role on it (auth/staff.ts) reads it unpublished. */
async function staffOn(ctx: Ctx, req: Req, m: Row): Promise<boolean> {
  const user = req.caller?.user;
  if (!isStaff(user) || Number(user!.masterId) !== Number(m.organizer_id)) return false;
  return (await rolesOn(ctx, Number(user!.id), Number(m.id))).length > 0;
}

function mayReadSite(req: Req, m: Row): boolean {
  if (m.website_status === 'active' && m.status !== 'draft') return true;
  const user = req.caller?.user;
  if (callerOwns(user, Number(m.organizer_id))) return true;
  const token = (req.query as Row | undefined)?.previewToken;
  return typeof token === 'string' && !!m.preview_token && token === m.preview_token;
}

/** The meeting named by ?meetingId (or the body's meetingId), owned by the caller. */
export async function queryMeeting(ctx: Ctx, req: Req): Promise<Row> {
  const id = Number((req.query as Row)?.meetingId ?? (req.body as Row)?.meetingId);
  if (!Number.isInteger(id) || id <= 0 || id >= 1e9) throw new AppError(404, MEETING_NOT_FOUND);
  return ownedMeeting(ctx, req.caller!.user, id);
}

/** The ids of DELETE …/batch: `{ ids }` or the spec's plain list. */
export const batchIds = (body: unknown): number[] => (Array.isArray(body) ? body : ((body as Row)?.ids ?? [])).map(Number);

/** Every id is a row of the caller's meetings, or 404 and nothing happens. */
export async function assertAllOwned(ctx: Ctx, caller: Row, table: string, ids: number[], notFoundKey: string) {
  const owner = caller.role === 'SUPER_ADMIN' ? null : Number(caller.masterId ?? caller.id);
  const [r] = await ctx.db.query(
    `SELECT count(*)::int AS n FROM ${table} c JOIN meetings m ON m.id = c.meeting_id WHERE c.id = ANY($1::int[]) AND ($2::int IS NULL OR m.organizer_id = $2)`,
    [ids, owner],
  );
  if (Number(r.n) !== ids.length) throw new AppError(404, notFoundKey);
}

/** Data-management answers also carry `success: true` (spec 3 §7 reads it on partners and uploads). */
export const done = (data: unknown, message: string, extra: Row = {}) => ({ code: 200, message, data, success: true, ...extra });
