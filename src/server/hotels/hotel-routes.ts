// The /api/co/hotels* calls of spec 2 §7. Every call first finds the meeting (or the hotel through
// its meeting) among the caller's own (meetings/scoped.ts): another organizer's ids answer 404.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import type { Db } from '../db/driver';
import { childIdParam, meetingOf, ownedChild, ownedMeeting } from '../meetings/scoped';
import { ownerScope } from '../meetings/owner';
import { guestCount } from './guests';
import { HOTEL_NOT_FOUND, hotelWithRoomTypes, hotelsOfMeeting, refuseWhileBooked } from './store';
import { roomTypeRecord } from './room-type-routes';
import { checkBookingWindow, duplicateName, hotelRecord, nameTaken } from './rules';
import { isUniqueViolation } from '../db/unique';
import { ANY_STAFF } from '../auth/staff';
import { pickWritten } from '../../shared/schema/pick';

const tags = ['hotels'];

export function hotelRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const user = (req: Req) => req.caller!.user;
  const ownedHotel = (req: Req) => ownedChild(ctx, user(req), 'hotels', childIdParam(req, 'id', HOTEL_NOT_FOUND), HOTEL_NOT_FOUND);
  const save = async <T>(fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicateName();
      throw e;
    }
  };

  /** The spec's hotel body may carry `roomTypes` (a list or a JSON list as text): each one is checked like the room-type form. */
  const roomTypesOfBody = (v: unknown): Row[] => {
    let list = v;
    if (typeof v === 'string' && v.trim()) {
      try {
        list = JSON.parse(v);
      } catch {
        throw new AppError(400, 'hotel.roomTypes.type', {}, [{ path: '/roomTypes', key: 'hotel.roomTypes.type' }]);
      }
    }
    if (!Array.isArray(list)) return [];
    return list.map((r, i) => {
      const errors = ctx.schemas.validator.validate('roomTypes.create', r);
      if (errors.length) {
        const e = errors[0];
        throw new AppError(400, e.key, { ...e.params, fallback: e.fallback }, errors.map((x) => ({ ...x, path: `/roomTypes/${i}${x.path === '/' ? '' : x.path}` })));
      }
      const { status, ...record } = roomTypeRecord(ctx, 'roomTypes.create', r as Row);
      return { ...record, status: status ?? 'active' };
    });
  };

  route(app, {
    method: 'GET', url: '/api/co/hotels/meeting/:id', access: { meeting: ANY_STAFF }, tags, answer: 'hotel[] (each with roomTypes)',
    summary: 'A meeting’s hotels, each with its room types in order',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      return ok(await hotelsOfMeeting(ctx, m.id));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/hotels/meeting/:id/search', access: { meeting: ANY_STAFF }, tags, query: 'hotels.searchQuery', answer: 'hotel[]',
    summary: 'Hotels whose name or a room type’s name contains keyword',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      return ok(await hotelsOfMeeting(ctx, m.id, (req.query as Row).keyword));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/hotels/meeting/:id/stats', access: { meeting: ANY_STAFF }, tags, answer: '{ totalHotels, activeHotels, inactiveHotels, totalRoomTypes, activeRoomTypes, totalStock, minPrice, maxPrice, guestCount }',
    summary: 'Hotel and room figures of a meeting',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      const [h] = await ctx.db.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'active')::int AS active FROM hotels WHERE meeting_id = $1`, [m.id]);
      const [r] = await ctx.db.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'active')::int AS active, coalesce(sum(stock), 0)::int AS stock,
           min(price) AS min_price, max(price) AS max_price FROM room_types WHERE meeting_id = $1`, [m.id]);
      return ok({
        totalHotels: h.total, activeHotels: h.active, inactiveHotels: h.total - h.active,
        totalRoomTypes: r.total, activeRoomTypes: r.active, inactiveRoomTypes: r.total - r.active, totalStock: r.stock,
        minPrice: r.min_price === null ? null : Number(r.min_price), maxPrice: r.max_price === null ? null : Number(r.max_price),
        guestCount: await guestCount(ctx, m.id),
      });
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/hotels/meeting/:id/validate-name', access: { meeting: ['editor'] }, tags, query: 'hotels.validateNameQuery', answer: '{ valid, available }',
    summary: 'Whether a hotel name is free in the meeting (excludeHotelId: the hotel being edited)',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      const q = req.query as Row;
      const name = String(q.hotelName ?? '').trim();
      if (!name) throw new AppError(400, 'hotel.name.required', {}, [{ path: '/hotelName', key: 'hotel.name.required' }]);
      const exclude = /^\d{1,9}$/.test(String(q.excludeHotelId ?? '')) ? Number(q.excludeHotelId) : undefined;
      const taken = await nameTaken(ctx, m.id, name, exclude);
      return ok({ valid: !taken, available: !taken, exists: taken }, req.t(taken ? 'hotel.name.duplicate' : 'hotel.nameAvailable'));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/hotels/batch-update-status', access: { meeting: ['editor'], of: { table: 'hotels', body: 'hotelIds' } }, tags, body: 'hotels.batchStatus', answer: '{ updated }',
    summary: 'Put several hotels on or off shelf; every id must be one of the caller’s, else nothing changes (404)',
    async handler(req) {
      const { hotelIds, status } = req.body as { hotelIds: number[]; status: string };
      const owner = ownerScope(user(req));
      const updated = await ctx.db.tx(async (db) => {
        const rows = await db.query(
          `UPDATE hotels h SET status = $2, updated_at = now() FROM meetings m
           WHERE h.id = ANY($1::int[]) AND m.id = h.meeting_id AND ($3::int IS NULL OR m.organizer_id = $3) RETURNING h.id`,
          [hotelIds, status, owner]);
        // rolled back whole when any id is unknown or another organizer's
        if (rows.length !== hotelIds.length) throw new AppError(404, HOTEL_NOT_FOUND);
        return rows.length;
      });
      return ok({ updated, status }, req.t('hotel.batchUpdated', { count: updated }));
    },
  });

  route(app, {
    method: 'POST', url: '/api/co/hotels', errors: [409], access: { meeting: ['editor'] }, tags, body: 'hotels.create', answer: 'hotel',
    summary: 'Create a hotel in one of the caller’s meetings (name unique in the meeting), with the room types the body lists, in that order',
    async handler(req) {
      const b = req.body as Row;
      const m = await ownedMeeting(ctx, user(req), b.meetingId);
      checkBookingWindow(b);
      const { meetingId: _m, status, ...record } = hotelRecord(ctx, 'hotels.create', b);
      if (await nameTaken(ctx, m.id, record.name)) throw duplicateName();
      const rooms = roomTypesOfBody(b.roomTypes);
      const saved = await save(() => ctx.db.tx(async (db) => {
        const hotel = await ctx.repo('hotel').insert(db, { ...record, meetingId: m.id, status: status ?? 'active' });
        for (const [i, r] of rooms.entries()) await ctx.repo('roomType').insert(db, { ...r, hotelId: hotel.id, meetingId: m.id, sortOrder: i });
        return hotel;
      }));
      const [raw] = await ctx.db.query('SELECT * FROM hotels WHERE id = $1', [saved.id]);
      return ok(await hotelWithRoomTypes(ctx, raw), req.t('hotel.created'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/hotels/:id', access: { meeting: ['editor', 'viewer'], of: { table: 'hotels', param: 'id' } }, tags, answer: 'hotel',
    summary: 'One hotel with its room types',
    async handler(req) {
      return ok(await hotelWithRoomTypes(ctx, await ownedHotel(req)));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/hotels/:id', errors: [409], access: { meeting: ['editor'], of: { table: 'hotels', param: 'id' } }, tags, body: 'hotels.update', answer: 'hotel',
    summary: 'Update a hotel’s form fields (its meeting and status stay)',
    async handler(req) {
      const before = await ownedHotel(req);
      const b = req.body as Row;
      checkBookingWindow(b);
      const record = hotelRecord(ctx, 'hotels.update', b);
      if (await nameTaken(ctx, before.meeting_id, record.name, before.id)) throw duplicateName();
      await save(() => ctx.repo('hotel').update(ctx.db, { id: before.id }, { ...record, updatedAt: new Date().toISOString() }));
      const [raw] = await ctx.db.query('SELECT * FROM hotels WHERE id = $1', [before.id]);
      return ok(await hotelWithRoomTypes(ctx, raw), req.t('hotel.updated'));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/hotels/:id/payment-methods', access: { meeting: ['editor'], of: { table: 'hotels', param: 'id' } }, tags, body: 'hotels.paymentMethods', answer: 'hotel',
    summary: 'How the hotel fee is paid: with the registration fee, by bank transfer to the hotel (its account then required) and/or on arrival',
    async handler(req) {
      const h = await ownedHotel(req);
      const record = pickWritten(ctx.schemas.composed['hotels.paymentMethods'], req.body as Row, true);
      await ctx.repo('hotel').update(ctx.db, { id: h.id }, { ...record, updatedAt: new Date().toISOString() });
      const [raw] = await ctx.db.query('SELECT * FROM hotels WHERE id = $1', [h.id]);
      return ok(await hotelWithRoomTypes(ctx, raw), req.t('hotel.paymentsSaved'));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/co/hotels/:id', errors: [409], access: { meeting: ['editor'], of: { table: 'hotels', param: 'id' } }, tags, answer: '{ id }',
    summary: 'Delete a hotel and its room types; refused (409) while a registration has booked it',
    async handler(req) {
      const h = await ownedHotel(req);
      await refuseWhileBooked(ctx, h.meeting_id, 'hotelId', h.id, 'hotel.inUse');
      await ctx.db.tx(async (db) => {
        await db.query('DELETE FROM room_types WHERE hotel_id = $1', [h.id]);
        await db.query('DELETE FROM hotels WHERE id = $1', [h.id]);
      });
      return ok({ id: h.id }, req.t('hotel.deleted'));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/hotels/:id/toggle-status', access: { meeting: ['editor'], of: { table: 'hotels', param: 'id' } }, tags, answer: 'hotel',
    summary: 'On shelf (active) ↔ off shelf (inactive)',
    async handler(req) {
      const h = await ownedHotel(req);
      const [raw] = await ctx.db.query(
        `UPDATE hotels SET status = CASE WHEN status = 'active' THEN 'inactive' ELSE 'active' END, updated_at = now() WHERE id = $1 RETURNING *`, [h.id]);
      return ok(await hotelWithRoomTypes(ctx, raw), req.t(raw.status === 'active' ? 'hotel.onShelf' : 'hotel.offShelf'));
    },
  });
}

/**
 * Hotel names are unique per meeting, case and surrounding spaces aside; the index settles races. Made at
 * start under migrate()'s advisory lock: processes starting together on PostgreSQL would otherwise race
 * on IF NOT EXISTS and all but one die on a duplicate key in pg_class.
 */
export async function ensureHotelIndexes(db: Db) {
  await db.tx(async (t) => {
    await t.query('SELECT pg_advisory_xact_lock(727274)');
    await t.query('CREATE UNIQUE INDEX IF NOT EXISTS ux_hotels_meeting_name ON hotels (meeting_id, lower(btrim(name)))');
  });
}
