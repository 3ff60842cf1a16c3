// Ticket types of a registration flow (schemas/entities/ticket-type.json), edited in the meeting's
// registration settings: list, add, change, delete. The form's fields come from the entity (ticketType.save);
// the rules beyond the schema are ticketIssues (src/shared/tickets.ts), checked under the flow's row lock
// with the places sold read in the same transaction. Left out, a new ticket's currency is the flow's and its
// sale window runs from now until the meeting starts.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import type { Req } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { pickWritten } from '../../shared/schema/pick';
import { defaultSaleWindow, ticketIssues, type TicketType } from '../../shared/tickets';
import { childIdParam, meetingOf } from '../meetings/scoped';
import { FLOW_NOT_FOUND, ownedFlow } from './store';
import { ANY_STAFF } from '../auth/staff';
import { offerFree, ticketCounter } from '../waitlist/offers';
import { flowTickets, insertTicket, soldOf, syncQuota, ticketOf } from '../registration/ticket-types';

const BASE = '/api/co/meeting/:id/registration-flows/:flowId/ticket-types';
const NOT_FOUND = 'ticketType.notFound';
const tags = ['registration-flows'];

export default async function ticketRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // read before any transaction (PGlite has one connection: a read outside an open transaction would wait for it)
  const target = async (req: Req) => {
    const meeting = await meetingOf(ctx, req, 'id');
    const flow = await ownedFlow(ctx, req.caller!.user, meeting.id, childIdParam(req, 'flowId', FLOW_NOT_FOUND));
    return { meeting, flow };
  };
  /** the flow's row lock: ticket edits (and design saves) of one flow run one at a time */
  const lock = (db: Db, flowId: number) => db.query('SELECT id FROM registration_flows WHERE id = $1 FOR UPDATE', [flowId]);

  /** A sale left to start now starts with an early-bird window given to start before now (typed to the minute). */
  const earlier = (a: unknown, b: string) => (typeof a === 'string' && Date.parse(a) < Date.parse(b) ? new Date(Date.parse(a)).toISOString() : b);
  /** The body as a ticket type: trimmed texts, the flow's currency and the default window where left out; refused when a rule fails. */
  const checked = async (db: Db, req: Req, meeting: Row, flow: Row, before?: TicketType): Promise<TicketType> => {
    const b = pickWritten(ctx.schemas.composed['ticketType.save'], req.body as Row, true) as Row;
    const trim = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
    const window = defaultSaleWindow(Date.now(), meeting.start_time instanceof Date ? meeting.start_time.toISOString() : meeting.start_time, meeting.end_time instanceof Date ? meeting.end_time.toISOString() : meeting.end_time);
    const t: TicketType = {
      ...b, name: String(b.name).trim(), nameEn: trim(b.nameEn), description: trim(b.description), descriptionEn: trim(b.descriptionEn),
      currency: b.currency ?? flow.currency ?? 'CNY', saleStart: b.saleStart ?? earlier(b.discountStart, window.saleStart), saleEnd: b.saleEnd ?? window.saleEnd,
    } as TicketType;
    const sold = before ? (await soldOf(db, flow.id)).get(before.name) ?? 0 : 0;
    const issues = ticketIssues(t, sold);
    // one flow, one currency: the cart adds a ticket to a room in the flow's currency
    if (t.currency !== (flow.currency ?? 'CNY')) issues.unshift({ path: '/currency', key: 'ticketType.currency.flow', params: { fieldKey: 'ticketType.currency', currency: flow.currency ?? 'CNY' } });
    const [same] = await db.query('SELECT id FROM ticket_types WHERE flow_id = $1 AND name = $2 AND id IS DISTINCT FROM $3', [flow.id, t.name, before?.id ?? null]);
    if (same) issues.unshift({ path: '/name', key: 'ticketType.name.taken', params: { fieldKey: 'ticketType.name' } });
    if (issues.length) throw new AppError(400, issues[0].key, issues[0].params, issues);
    return t;
  };

  route(app, {
    method: 'GET', url: BASE, access: { meeting: ANY_STAFF }, tags, answer: 'ticketType[]',
    summary: 'A flow’s ticket types in order (the registration settings’ ticket list, the designer’s ticket page)',
    async handler(req) {
      const { flow } = await target(req);
      return ok(await flowTickets(ctx.db, flow.id));
    },
  });

  route(app, {
    method: 'POST', url: BASE, access: { meeting: ['editor'] }, tags, body: 'ticketType.save', answer: 'ticketType',
    summary: 'Add a ticket type at the end of the flow’s list (currency: the flow’s; sale window: from now until the meeting starts, unless given)',
    async handler(req) {
      const { meeting, flow } = await target(req);
      const row = await ctx.db.tx(async (db) => {
        await lock(db, flow.id);
        const t = await checked(db, req, meeting, flow);
        const [{ next }] = await db.query('SELECT coalesce(max(sort_order), -1) + 1 AS next FROM ticket_types WHERE flow_id = $1', [flow.id]);
        return insertTicket(db, flow, t, Number(next));
      });
      return ok(ticketOf(row), req.t('ticketType.created'));
    },
  });

  const ticketId = (req: Req) => childIdParam(req, 'ticketId', NOT_FOUND);
  const owned = async (db: Db, flowId: number, id: number) => {
    const [row] = await db.query('SELECT * FROM ticket_types WHERE id = $1 AND flow_id = $2', [id, flowId]);
    if (!row) throw new AppError(404, NOT_FOUND);
    return ticketOf(row);
  };

  route(app, {
    method: 'PUT', url: `${BASE}/:ticketId`, access: { meeting: ['editor'] }, tags, body: 'ticketType.save', answer: 'ticketType',
    summary: 'Change a ticket type (the quota never below the places sold; a new name carries its sold places along)',
    async handler(req) {
      const { meeting, flow } = await target(req);
      const row = await ctx.db.tx(async (db) => {
        await lock(db, flow.id);
        const before = await owned(db, flow.id, ticketId(req));
        const t = await checked(db, req, meeting, flow, before);
        if (t.name !== before.name) await db.query(`UPDATE registration_quotas SET key = $3 WHERE scope = $1 AND kind = 'ticket' AND key = $2`, [`flow:${flow.id}`, before.name, t.name]);
        const [saved] = await db.query(
          `UPDATE ticket_types SET name = $2, name_en = $3, price = $4, currency = $5, quota = $6, sale_start = $7, sale_end = $8, discount_price = $9,
             discount_start = $10, discount_end = $11, description = $12, description_en = $13, updated_at = now() WHERE id = $1 RETURNING *`,
          [before.id, t.name, t.nameEn ?? null, t.price, t.currency, t.quota ?? null, t.saleStart, t.saleEnd, t.discountPrice ?? null, t.discountStart ?? null, t.discountEnd ?? null, t.description ?? null, t.descriptionEn ?? null],
        );
        await syncQuota(db, flow.id, t.name, t.quota);
        // a raised quota (or one taken away) frees places: the ticket's waiting list is offered them now
        const counter = await ticketCounter(db, flow.id, t.name);
        if (counter) await offerFree(ctx, db, counter);
        return saved;
      });
      return ok(ticketOf(row), req.t('ticketType.updated'));
    },
  });

  route(app, {
    method: 'DELETE', url: `${BASE}/:ticketId`, access: { meeting: ['editor'] }, tags, answer: '{ id }', errors: [409],
    summary: 'Delete a ticket type none of which is sold (409 otherwise)',
    async handler(req) {
      const { flow } = await target(req);
      return ctx.db.tx(async (db) => {
        await lock(db, flow.id);
        const t = await owned(db, flow.id, ticketId(req));
        if (((await soldOf(db, flow.id)).get(t.name) ?? 0) > 0) throw new AppError(409, 'ticketType.sold');
        await db.query('DELETE FROM ticket_types WHERE id = $1', [t.id]);
        await db.query(`DELETE FROM registration_quotas WHERE scope = $1 AND kind = 'ticket' AND key = $2 AND used = 0`, [`flow:${flow.id}`, t.name]);
        return t.id;
      }).then((id) => ok({ id }, req.t('ticketType.deleted')));
    },
  });
}
