// Hotels and their room types as the API answers them: one query for the hotels, one for all
// their room types (no query per hotel), room types in their sortOrder.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';

export const HOTEL_NOT_FOUND = 'hotel.notFound';
export const ROOM_TYPE_NOT_FOUND = 'roomType.notFound';

/** A hotel with the spec's `image` beside `images` and its room types. */
export function presentHotel(ctx: Ctx, raw: Row, roomTypes: Row[]): Row {
  const hotel = ctx.repo('hotel').fromRow(raw)!;
  return { ...hotel, image: hotel.images ?? [], roomTypes };
}

export async function roomTypesOf(ctx: Ctx, hotelIds: number[]): Promise<Map<number, Row[]>> {
  const byHotel = new Map<number, Row[]>(hotelIds.map((id) => [id, []]));
  if (!hotelIds.length) return byHotel;
  const rows = await ctx.db.query('SELECT * FROM room_types WHERE hotel_id = ANY($1::int[]) ORDER BY hotel_id, sort_order, id', [hotelIds]);
  const repo = ctx.repo('roomType');
  for (const r of rows) byHotel.get(r.hotel_id)?.push(repo.fromRow(r)!);
  return byHotel;
}

/** A meeting's hotels (optionally those whose name or a room type's name contains `keyword`). */
export async function hotelsOfMeeting(ctx: Ctx, meetingId: number, keyword?: string): Promise<Row[]> {
  const k = keyword?.trim();
  const rows = k
    ? await ctx.db.query(
        `SELECT h.* FROM hotels h WHERE h.meeting_id = $1 AND (h.name ILIKE $2 ESCAPE '\\'
           OR EXISTS (SELECT 1 FROM room_types r WHERE r.hotel_id = h.id AND r.name ILIKE $2 ESCAPE '\\'))
         ORDER BY h.created_at, h.id`,
        [meetingId, `%${likeEscape(k)}%`],
      )
    : await ctx.db.query('SELECT * FROM hotels WHERE meeting_id = $1 ORDER BY created_at, id', [meetingId]);
  const types = await roomTypesOf(ctx, rows.map((r) => r.id));
  return rows.map((r) => presentHotel(ctx, r, types.get(r.id) ?? []));
}

export async function hotelWithRoomTypes(ctx: Ctx, raw: Row): Promise<Row> {
  const types = await roomTypesOf(ctx, [raw.id]);
  return presentHotel(ctx, raw, types.get(raw.id) ?? []);
}

/** `%` and `_` typed by the user match themselves. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Refuses (409 `message`) while a non-draft registration of the meeting has booked this hotel or room type. */
export async function refuseWhileBooked(ctx: Ctx, meetingId: number, key: 'hotelId' | 'roomTypeId', id: number, message: string) {
  const [used] = await ctx.db.query(
    `SELECT 1 FROM registrations WHERE meeting_id = $1 AND registration_status <> 'draft' AND hotel_selection->>'${key}' = $2 LIMIT 1`,
    [meetingId, String(id)]);
  if (used) throw new AppError(409, message);
}
