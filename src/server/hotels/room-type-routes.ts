// Room types of a hotel, in the same style as the hotel calls (their paths are not in the spec):
// create and list under the hotel, then update, delete, move up/down, toggle and batch toggle by id.
// Every id is checked through its meeting (another organizer's room type answers 404).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, fieldError } from '../http/errors';
import type { Ctx, Req } from '../http/context';
import { pickWritten } from '../../shared/schema/pick';
import type { Row } from '../db/repo';
import { childIdParam, meetingOf, ownedChild } from '../meetings/scoped';
import { ownerScope } from '../meetings/owner';
import { HOTEL_NOT_FOUND, ROOM_TYPE_NOT_FOUND, refuseWhileBooked, roomTypesOf } from './store';
import { ANY_STAFF } from '../auth/staff';
import { roomStockChanged } from '../waitlist/room-stock';

const tags = ['hotels'];

/** The request's room-type fields (one pick), cleaned: trimmed name and facilities, which must differ (ignoring case). */
export function roomTypeRecord(ctx: Ctx, schemaId: 'roomTypes.create' | 'roomTypes.update', b: Row): Row {
  const facilities = ((b.facilities ?? []) as string[]).map((f) => f.trim());
  const seen = new Set<string>();
  for (const f of facilities) {
    if (seen.has(f.toLowerCase())) throw fieldError('/facilities', 'roomType.facilities.uniqueItems');
    seen.add(f.toLowerCase());
  }
  return { ...pickWritten(ctx.schemas.composed[schemaId], b, true), name: String(b.name).trim(), facilities, images: b.images ?? [] };
}

export function roomTypeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const user = (req: Req) => req.caller!.user;
  const ownedHotel = (req: Req) => ownedChild(ctx, user(req), 'hotels', childIdParam(req, 'id', HOTEL_NOT_FOUND), HOTEL_NOT_FOUND);
  const ownedType = (req: Req) => ownedChild(ctx, user(req), 'room_types', childIdParam(req, 'id', ROOM_TYPE_NOT_FOUND), ROOM_TYPE_NOT_FOUND);
  const one = async (id: number) => ctx.repo('roomType').fromRow((await ctx.db.query('SELECT * FROM room_types WHERE id = $1', [id]))[0]);
  const listOf = async (hotelId: number) => (await roomTypesOf(ctx, [hotelId])).get(hotelId) ?? [];

  route(app, {
    method: 'GET', url: '/api/co/hotels/:id/room-types', access: { meeting: ['editor', 'viewer'], of: { table: 'hotels', param: 'id' } }, tags, answer: 'roomType[]',
    summary: 'A hotel’s room types in order',
    async handler(req) {
      return ok(await listOf((await ownedHotel(req)).id));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/hotels/meeting/:id/room-types', access: { meeting: ANY_STAFF }, tags, answer: '{ id, name, hotelId, hotelName, label }[]',
    summary: 'Every room type of a meeting’s hotels, labelled with its hotel (the guest filter’s choices)',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      const rows = await ctx.db.query(
        `SELECT r.id, r.name, r.hotel_id, h.name AS hotel_name FROM room_types r JOIN hotels h ON h.id = r.hotel_id
         WHERE r.meeting_id = $1 ORDER BY h.created_at, h.id, r.sort_order, r.id`, [m.id]);
      return ok(rows.map((r) => ({ id: r.id, name: r.name, hotelId: r.hotel_id, hotelName: r.hotel_name, label: `${r.hotel_name} · ${r.name}` })));
    },
  });

  route(app, {
    method: 'POST', url: '/api/co/hotels/:id/room-types', access: { meeting: ['editor'], of: { table: 'hotels', param: 'id' } }, tags, body: 'roomTypes.create', answer: 'roomType',
    summary: 'Add a room type at the end of a hotel’s list',
    async handler(req) {
      const h = await ownedHotel(req);
      const b = req.body as Row;
      const { status, ...record } = roomTypeRecord(ctx, 'roomTypes.create', b);
      const saved = await ctx.db.tx(async (db) => {
        const [{ next }] = await db.query('SELECT coalesce(max(sort_order), -1) + 1 AS next FROM room_types WHERE hotel_id = $1', [h.id]);
        return ctx.repo('roomType').insert(db, { ...record, status: status ?? 'active', hotelId: h.id, meetingId: h.meeting_id, sortOrder: Number(next) });
      });
      return ok(await one(saved.id), req.t('roomType.created'));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/room-types/batch-update-status', access: { meeting: ['editor'], of: { table: 'room_types', body: 'roomTypeIds' } }, tags, body: 'roomTypes.batchStatus', answer: '{ updated }',
    summary: 'Set (or, without status, toggle) several room types; every id must be the caller’s, else nothing changes (404)',
    async handler(req) {
      const { roomTypeIds, status } = req.body as { roomTypeIds: number[]; status?: string };
      const owner = ownerScope(user(req));
      const updated = await ctx.db.tx(async (db) => {
        const rows = await db.query(
          `UPDATE room_types r SET status = coalesce($2, CASE WHEN r.status = 'active' THEN 'inactive' ELSE 'active' END), updated_at = now()
           FROM meetings m WHERE r.id = ANY($1::int[]) AND m.id = r.meeting_id AND ($3::int IS NULL OR m.organizer_id = $3) RETURNING r.id`,
          [roomTypeIds, status ?? null, owner]);
        if (rows.length !== roomTypeIds.length) throw new AppError(404, ROOM_TYPE_NOT_FOUND);
        return rows.length;
      });
      return ok({ updated }, req.t('roomType.batchUpdated', { count: updated }));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/room-types/:id', access: { meeting: ['editor'], of: { table: 'room_types', param: 'id' } }, tags, body: 'roomTypes.update', answer: 'roomType',
    summary: 'Update a room type’s form fields (hotel, order and status stay)',
    async handler(req) {
      const r = await ownedType(req);
      const record = roomTypeRecord(ctx, 'roomTypes.update', req.body as Row);
      await ctx.db.tx(async (db) => {
        await ctx.repo('roomType').update(db, { id: r.id }, { ...record, updatedAt: new Date().toISOString() });
        // a raised stock frees rooms: the room type's waiting list is offered them now
        if (record.stock !== undefined) await roomStockChanged(ctx, db, Number(r.meeting_id), Number(r.id), Number(record.stock));
      });
      return ok(await one(r.id), req.t('roomType.updated'));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/co/room-types/:id', errors: [409], access: { meeting: ['editor'], of: { table: 'room_types', param: 'id' } }, tags, answer: '{ id }',
    summary: 'Delete a room type; refused (409) while a registration has booked it',
    async handler(req) {
      const r = await ownedType(req);
      await refuseWhileBooked(ctx, r.meeting_id, 'roomTypeId', r.id, 'roomType.inUse');
      await ctx.db.query('DELETE FROM room_types WHERE id = $1', [r.id]);
      return ok({ id: r.id }, req.t('roomType.deleted'));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/room-types/:id/toggle-status', access: { meeting: ['editor'], of: { table: 'room_types', param: 'id' } }, tags, answer: 'roomType',
    summary: 'Room type active ↔ inactive',
    async handler(req) {
      const r = await ownedType(req);
      await ctx.db.query(`UPDATE room_types SET status = CASE WHEN status = 'active' THEN 'inactive' ELSE 'active' END, updated_at = now() WHERE id = $1`, [r.id]);
      const saved = await one(r.id);
      return ok(saved, req.t(saved!.status === 'active' ? 'roomType.enabled' : 'roomType.disabled'));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/room-types/:id/move', access: { meeting: ['editor'], of: { table: 'room_types', param: 'id' } }, tags, body: 'roomTypes.move', answer: 'roomType[] (the hotel’s, in the new order)',
    summary: 'Move a room type one place up or down in its hotel (400 at either end)',
    async handler(req) {
      const r = await ownedType(req);
      const up = (req.body as Row).direction === 'up';
      await ctx.db.tx(async (db) => {
        // the hotel's rows locked, then renumbered 0..n-1 with the two neighbours swapped
        const ids = (await db.query('SELECT id FROM room_types WHERE hotel_id = $1 ORDER BY sort_order, id FOR UPDATE', [r.hotel_id])).map((x) => x.id as number);
        const i = ids.indexOf(r.id);
        const j = up ? i - 1 : i + 1;
        if (j < 0 || j >= ids.length) throw new AppError(400, up ? 'roomType.firstAlready' : 'roomType.lastAlready');
        [ids[i], ids[j]] = [ids[j], ids[i]];
        await db.query('UPDATE room_types r SET sort_order = o.ord - 1 FROM unnest($1::int[]) WITH ORDINALITY AS o(id, ord) WHERE r.id = o.id', [ids]);
      });
      return ok(await listOf(r.hotel_id), req.t('roomType.moved'));
    },
  });
}
