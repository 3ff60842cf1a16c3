// Registration flows of one meeting (spec 2 §2.4, §4, §8): list (paged 20/50/100), create, edit the
// basic info, copy, set default (exactly one per meeting; the first flow becomes it), open/close, and
// delete with the spec's refusals. Every call checks the meeting first (scoped.ts), then the flow
// against that meeting, so another organizer's ids answer 404.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { childIdParam, meetingOf } from '../meetings/scoped';
import { FLOW_NOT_FOUND, NOT_DRAFT, flowPage, lockMeeting, ownedFlow, presentFlow, registrationsOf } from './store';
import { ANY_STAFF } from '../auth/staff';
import ticketRoutes from './ticket-routes';
import { flowTickets, insertTicket } from '../registration/ticket-types';

type SaveBody = Row & { name: string; title?: string };

const BASE = '/api/co/meeting/:id/registration-flows';

export default async function flowRoutes(app: FastifyInstance) {
  const { ctx } = app;
  await ticketRoutes(app);
  // every field of the flow dialog (flow.save, composed from registration-flow.json x-forms.edit): what
  // the body leaves out is cleared to the entity's default, so a PUT replaces the dialog's fields whole
  const saved = ctx.schemas.validator.schema('flow.save').properties as Record<string, Row>;
  const clean = (b: SaveBody): Row => {
    const out: Row = {};
    for (const [k, p] of Object.entries(saved)) out[k] = b[k] ?? p.default ?? null;
    return { ...out, name: b.name.trim(), title: b.title?.trim() || b.name.trim() };
  };
  const flowId = (req: Req) => childIdParam(req, 'flowId', FLOW_NOT_FOUND);
  /** meeting and flow of the path, both the caller's */
  const target = async (req: Req, db = ctx.db) => {
    const meeting = await meetingOf(ctx, req, 'id');
    return { meeting, flow: await ownedFlow(ctx, req.caller!.user, meeting.id, flowId(req), db) };
  };
  const answer = async (req: Req, id: number, key: string) => {
    const [row] = await ctx.db.query(
      `SELECT f.*, (SELECT count(*)::int FROM registrations r WHERE r.flow_id = f.id AND ${NOT_DRAFT}) AS registration_count FROM registration_flows f WHERE f.id = $1`,
      [id],
    );
    return ok(presentFlow(ctx, row), req.t(key));
  };

  route(app, {
    method: 'GET', url: BASE, access: { meeting: ANY_STAFF }, tags: ['registration-flows'], query: 'flow.listQuery',
    answer: '{ content, totalElements, totalPages, page, size }',
    summary: 'The meeting’s registration flows, paged (size 20, 50 or 100), the default first',
    async handler(req) {
      const meeting = await meetingOf(ctx, req, 'id');
      const { page, size } = req.query as { page: number; size: number };
      const { rows, total } = await flowPage(ctx.db, meeting.id, page, size);
      return ok({ content: rows.map((r) => presentFlow(ctx, r)), totalElements: total, totalPages: Math.ceil(total / size), page, size });
    },
  });

  route(app, {
    method: 'GET', url: `${BASE}/:flowId`, access: { meeting: ANY_STAFF }, tags: ['registration-flows'], answer: 'registrationFlow',
    summary: 'One registration flow of the meeting (with its form config)',
    async handler(req) {
      const { flow } = await target(req);
      return answer(req, flow.id, 'ok');
    },
  });

  route(app, {
    method: 'POST', url: BASE, access: { meeting: ['editor'] }, tags: ['registration-flows'], body: 'flow.save', answer: 'registrationFlow',
    summary: 'Create a flow (type, name, currency required); closed at first; the meeting’s first flow becomes its default',
    async handler(req) {
      const meeting = await meetingOf(ctx, req, 'id');
      const saved = await ctx.db.tx(async (db) => {
        await lockMeeting(db, meeting.id);
        const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM registration_flows WHERE meeting_id = $1 AND is_default', [meeting.id]);
        return ctx.repo('registrationFlow').insert(db, { ...clean(req.body as SaveBody), meetingId: meeting.id, enabled: false, isDefault: Number(n) === 0, formConfig: {} });
      });
      return answer(req, saved.id, 'registrationFlow.created');
    },
  });

  route(app, {
    method: 'PUT', url: `${BASE}/:flowId`, access: { meeting: ['editor'] }, tags: ['registration-flows'], body: 'flow.save', answer: 'registrationFlow',
    summary: 'Change a flow’s basic info (type, name, currency required)',
    async handler(req) {
      const { flow } = await target(req);
      await ctx.repo('registrationFlow').update(ctx.db, { id: flow.id }, { ...clean(req.body as SaveBody), updatedAt: new Date().toISOString() });
      return answer(req, flow.id, 'registrationFlow.updated');
    },
  });

  route(app, {
    method: 'POST', url: `${BASE}/:flowId/copy`, access: { meeting: ['editor'] }, tags: ['registration-flows'], answer: 'registrationFlow (the copy)',
    summary: 'Copy a flow with its form config; the copy is closed and not the default',
    async handler(req) {
      const { meeting, flow } = await target(req);
      const f = presentFlow(ctx, flow);
      const name = req.t('registrationFlow.copyName', { name: f.name }).slice(0, 50);
      const saved = await ctx.db.tx(async (db) => {
        const copy = await ctx.repo('registrationFlow').insert(db, {
          ...clean(f as SaveBody), meetingId: meeting.id, name, title: f.title, formConfig: f.formConfig ?? {}, enabled: false, isDefault: false,
        });
        // the copy sells the same ticket types, its places counted apart
        let i = 0;
        for (const t of await flowTickets(db, flow.id)) await insertTicket(db, { id: copy.id, meeting_id: meeting.id, currency: flow.currency }, t, i++);
        return copy;
      });
      return answer(req, saved.id, 'registrationFlow.copied');
    },
  });

  route(app, {
    method: 'PUT', url: `${BASE}/:flowId/default`, access: { meeting: ['editor'] }, tags: ['registration-flows'], answer: 'registrationFlow',
    summary: 'Make a flow the meeting’s default; the previous default stops being it (one transaction)',
    async handler(req) {
      const meeting = await meetingOf(ctx, req, 'id');
      const id = flowId(req);
      await ctx.db.tx(async (db) => {
        await lockMeeting(db, meeting.id);
        await ownedFlow(ctx, req.caller!.user, meeting.id, id, db);
        await db.query('UPDATE registration_flows SET is_default = (id = $2), updated_at = CASE WHEN is_default <> (id = $2) THEN now() ELSE updated_at END WHERE meeting_id = $1', [meeting.id, id]);
      });
      return answer(req, id, 'registrationFlow.defaultSet');
    },
  });

  route(app, {
    method: 'PUT', url: `${BASE}/:flowId/status`, access: { meeting: ['editor'] }, tags: ['registration-flows'], body: 'flow.status', answer: 'registrationFlow',
    summary: 'Open (enabled) or close a flow',
    async handler(req) {
      const { flow } = await target(req);
      const { enabled } = req.body as { enabled: boolean };
      await ctx.db.query('UPDATE registration_flows SET enabled = $2, updated_at = now() WHERE id = $1', [flow.id, enabled]);
      return answer(req, flow.id, enabled ? 'registrationFlow.enabledOk' : 'registrationFlow.disabledOk');
    },
  });

  route(app, {
    method: 'DELETE', url: `${BASE}/:flowId`, errors: [409], access: { meeting: ['editor'] }, tags: ['registration-flows'],
    summary: 'Delete a flow: not the default (400), not while open (400), not with registrations (409 流程正在被使用，无法删除)',
    async handler(req) {
      const meeting = await meetingOf(ctx, req, 'id');
      const id = flowId(req);
      await ctx.db.tx(async (db) => {
        await lockMeeting(db, meeting.id);
        const flow = await ownedFlow(ctx, req.caller!.user, meeting.id, id, db);
        await db.query('SELECT id FROM registration_flows WHERE id = $1 FOR UPDATE', [id]);
        if (flow.is_default) throw new AppError(400, 'registrationFlow.deleteDefault');
        if (flow.enabled) throw new AppError(400, 'registrationFlow.deleteEnabled');
        if ((await registrationsOf(db, id)) > 0) throw new AppError(409, 'registrationFlow.inUse');
        // its participants' drafts, its saved page designs and its ticket types go with it
        await db.query(`DELETE FROM registrations WHERE flow_id = $1 AND registration_status = 'draft'`, [id]);
        await db.query('DELETE FROM ticket_types WHERE flow_id = $1', [id]);
        await db.query('DELETE FROM flow_design_versions WHERE flow_id = $1', [id]);
        await db.query('DELETE FROM registration_flows WHERE id = $1', [id]);
      });
      return ok({ id }, req.t('registrationFlow.deleted'));
    },
  });
}
