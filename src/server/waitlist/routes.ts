// The waiting list's calls (issue 20). The participant's: join (a sold-out ticket or room type, the
// submission kept), join a room type's line from their registration (join-room),
// their entries with their place in line, leave, claim an offer — access `participant`, every query
// scoped to that participant. The organizer's: a flow's lines, reorder, offer by hand, remove — access by
// meeting role (finance, who handles registrations and their places; viewers read), the entry's meeting
// the caller's or a 404.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, fieldError } from '../http/errors';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { childIdParam, meetingOf, ownedChild } from '../meetings/scoped';
import { ownedFlow } from '../flows/store';
import { ANY_STAFF } from '../auth/staff';
import type { SubmitBody } from '../registration/choices';
import { join, joinRoom, leave } from './join';
import { claim } from './claim';
import { lineOf, moveInLine, myEntries } from './line';
import { lineCounter, offerNext } from './offers';
import { installWaitlistSweep } from './sweep';

const NOT_FOUND = 'waitlist.notFound';
const tags = ['waitlist'];

export default async function waitlistRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const repo = ctx.repo('waitlistEntry');
  const me = (req: Req) => req.participant!.participant;
  /** the participant's own entry, or a 404 like an unknown one */
  const mine = async (req: Req): Promise<Row> => {
    const [e] = await ctx.db.query('SELECT * FROM waitlist_entries WHERE id = $1 AND participant_id = $2', [childIdParam(req, 'id', NOT_FOUND), me(req).id]);
    if (!e) throw new AppError(404, NOT_FOUND);
    return e;
  };
  const owned = (req: Req) => ownedChild(ctx, req.caller!.user, 'waitlist_entries', childIdParam(req, 'id', NOT_FOUND), NOT_FOUND);
  const present = (r: Row) => repo.fromRow(r)!;
  const presentMine = (r: Row) => ({ ...present(r), place: r.place === null || r.place === undefined ? null : Number(r.place), ticketNameEn: r.ticket_name_en ?? null, flowName: r.flow_name ?? null });

  route(app, {
    method: 'POST', url: '/api/waitlist/join', access: 'participant', errors: [409], tags, body: 'registration.submit', answer: 'waitlistEntry',
    summary: 'Join a sold-out ticket’s waiting list with a submission (checked like one and kept); 409 when the ticket still has places or the participant is in line already',
    async handler(req, reply) {
      const row = await join(ctx, me(req), req.body as SubmitBody, req.lang);
      reply.code(201);
      const [view] = (await myEntries(ctx.db, me(req).id)).filter((e) => Number(e.id) === Number(row.id));
      return ok(presentMine(view), req.t('waitlist.joined', { position: view?.place ?? row.position }));
    },
  });

  route(app, {
    method: 'POST', url: '/api/waitlist/join-room', access: 'participant', errors: [404, 409], tags, body: 'waitlist.joinRoom', answer: 'waitlistEntry',
    summary: 'Join a sold-out room type’s waiting list from the participant’s active registration without a room, with the stay wanted (dates, special requirements); the claim attaches the room to it',
    async handler(req, reply) {
      const row = await joinRoom(ctx, me(req), req.body as { registrationId: number; hotel: Row }, req.lang);
      reply.code(201);
      const [view] = (await myEntries(ctx.db, me(req).id)).filter((e) => Number(e.id) === Number(row.id));
      return ok(presentMine(view), req.t('waitlist.room.joined', { position: view?.place ?? row.position }));
    },
  });

  route(app, {
    method: 'GET', url: '/api/waitlist/mine', access: 'participant', tags, answer: 'waitlistEntry[]',
    summary: 'The participant’s waiting-list entries, newest first, with their place among those waiting (place) and an offer’s end',
    async handler(req) {
      return ok((await myEntries(ctx.db, me(req).id)).map(presentMine));
    },
  });

  route(app, {
    method: 'POST', url: '/api/waitlist/:id/leave', access: 'participant', errors: [409], tags, answer: '{ id }',
    summary: 'Leave the waiting list (an offer held passes to the next in line)',
    async handler(req) {
      const e = await mine(req);
      await leave(ctx, e);
      return ok({ id: Number(e.id) }, req.t('waitlist.left'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/waitlist/:id/claim', access: 'participant', errors: [409], tags, answer: 'registration',
    summary: 'Claim an offer while it is held: the registration is made from the kept submission with the held place (payment as usual), or a room’s put on the participant’s registration (its amount due recomputed); 409 when the offer lapsed or passed on',
    async handler(req, reply) {
      const e = await mine(req);
      const { reg, created } = await claim(ctx, me(req), e, req.lang);
      reply.code(created ? 201 : 200);
      return ok(reg, req.t(e.kind === 'room' ? 'waitlist.room.claimed' : 'waitlist.claimed'));
    },
  });

  // the organizer's
  const flowOf = async (req: Req) => {
    const meeting = await meetingOf(ctx, req, 'id');
    return ownedFlow(ctx, req.caller!.user, meeting.id, childIdParam(req, 'flowId', 'registrationFlow.notFound'));
  };
  const entryAccess = (roles: typeof ANY_STAFF) => ({ meeting: roles, of: { table: 'waitlist_entries', param: 'id' } });

  route(app, {
    method: 'GET', url: '/api/co/meeting/:id/registration-flows/:flowId/waitlist', access: { meeting: ANY_STAFF }, tags, query: 'waitlist.query', answer: 'waitlistEntry[]',
    summary: 'A flow’s waiting lists, its tickets’ then the room types its participants wait for (one ticket’s with ticketType, one room type’s with roomTypeId): those in line first, in order, then the ended ones',
    async handler(req) {
      const flow = await flowOf(req);
      const q = req.query as { ticketType?: string; roomTypeId?: number };
      return ok((await lineOf(ctx.db, Number(flow.id), q.ticketType ?? null, q.roomTypeId ?? null)).map(present));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/waitlist/:id/position', access: entryAccess(['finance']), errors: [409], tags, body: 'waitlist.move', answer: '{ id }',
    summary: 'Move an entry in line to a place (position, 1 = first) or one place up or down (direction); the line is renumbered in one statement',
    async handler(req) {
      const b = req.body as { position?: number; direction?: 'up' | 'down' };
      const to = b.position ?? b.direction;
      // whose entry first: another tenant learns nothing from the body's checks
      const e = await owned(req);
      if (to === undefined) throw fieldError('/position', 'waitlist.positionRequired');
      if (!(await moveInLine(ctx.db, Number(e.id), to))) throw new AppError(409, 'waitlist.notWaiting');
      return ok({ id: Number(e.id) }, req.t('waitlist.moved'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/co/waitlist/:id/offer', access: entryAccess(['finance']), errors: [409], tags, answer: 'waitlistEntry',
    summary: 'Offer a place (a ticket’s or a room’s) to this waiting entry now, out of turn (one more than the quota when none is free: the organizer’s decision); told like any offer',
    async handler(req) {
      const e = await owned(req);
      const row = await ctx.db.tx(async (db) => {
        const quota = await lineCounter(db, e);
        const offered = quota ? await offerNext(ctx, db, quota, { entryId: Number(e.id) }) : null;
        if (!offered) throw new AppError(409, 'waitlist.notWaiting');
        return offered;
      });
      return ok(present(row), req.t('waitlist.offered'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/co/waitlist/:id/remove', access: entryAccess(['finance']), errors: [409], tags, answer: '{ id }',
    summary: 'Take an entry off the waiting list (an offer it holds passes to the next in line)',
    async handler(req) {
      const e = await owned(req);
      await leave(ctx, e);
      return ok({ id: Number(e.id) }, req.t('waitlist.removed'));
    },
  });

  installWaitlistSweep(app);
}
