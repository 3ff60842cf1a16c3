// Partners (spec 3 §7 Partners): the shared meeting-resource calls, the logo upload with the spec's
// formats and 5 MB, the list by type, and the meeting's partner types (the four defaults + its own).
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { AppError } from '../http/errors';
import type { Row } from '../db/repo';
import { meetingResource } from './resource';
import { imageUploadRoute } from './image-routes';
import { done, existingMeeting, ownedChild, queryMeeting } from './scope';

/** spec 3 §9: technical, business, academic, strategic cooperation (message keys; the name stored is the zh text) */
export const DEFAULT_PARTNER_TYPES = ['technical', 'business', 'academic', 'strategic'];

export function partnerRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/partners/types', access: 'public', tags: ['partners'], query: 'data.meetingQuery', answer: '{ id, name, builtIn }[]',
    summary: 'Partner types of a meeting: the four defaults, then its own',
    async handler(req) {
      const meeting = await existingMeeting(ctx, req, (req.query as Row).meetingId);
      const own = await ctx.db.query('SELECT id, name FROM partner_types WHERE meeting_id = $1 ORDER BY id', [meeting.id]);
      const builtIn = DEFAULT_PARTNER_TYPES.map((k) => ({ id: k, name: req.t(`dataManagement.partnerTypes.${k}`), builtIn: true }));
      return done([...builtIn, ...own.map((r: Row) => ({ id: r.id, name: r.name, builtIn: false }))], 'ok');
    },
  });

  route(app, {
    method: 'POST', url: '/api/partners/types', errors: [409], access: { meeting: ['editor'] }, tags: ['partners'], query: 'data.meetingQuery', body: 'partnerType.save', answer: 'partnerType',
    summary: 'Add a partner type to the caller’s meeting',
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      const name = String((req.body as Row).name).trim();
      const taken = await ctx.db.query('SELECT 1 FROM partner_types WHERE meeting_id = $1 AND lower(name) = lower($2)', [meeting.id, name]);
      if (taken.length) throw new AppError(409, 'dataManagement.partnerTypeTaken');
      const row = await ctx.repo('partnerType').insert(ctx.db, { meetingId: meeting.id, name });
      return done(row, req.t('dataManagement.created'));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/partners/types/:id', access: { meeting: ['editor'], of: { table: 'partner_types', param: 'id' } }, tags: ['partners'], summary: 'Remove one of the meeting’s own partner types (partners keep their type text)',
    async handler(req) {
      const id = Number((req.params as Row).id);
      if (!Number.isInteger(id) || id <= 0 || id >= 1e9) throw new AppError(404, 'dataManagement.partnerTypeNotFound');
      const row = await ownedChild(ctx, req.caller!.user, 'partner_types', id, 'dataManagement.partnerTypeNotFound');
      await ctx.db.query('DELETE FROM partner_types WHERE id = $1', [row.id]);
      return done(null, req.t('dataManagement.deleted'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/partners/category/:category', access: 'public', tags: ['partners'], query: 'data.meetingQuery', answer: 'partner[]',
    summary: 'The active partners of a meeting (?meetingId) of one type',
    async handler(req) {
      const meeting = await existingMeeting(ctx, req, (req.query as Row).meetingId);
      const rows = await ctx.db.query("SELECT * FROM partners WHERE meeting_id = $1 AND status = 'active' AND type = $2 ORDER BY display_order, id", [meeting.id, (req.params as Row).category]);
      return done(rows.map((r: Row) => ctx.repo('partner').fromRow(r)), 'ok');
    },
  });

  meetingResource(app, {
    entity: 'partner', base: '/api/partners', tag: 'partners', saveBody: 'partner.save', notFoundKey: 'dataManagement.partnerNotFound',
    order: 'display_order, id', library: { detail: 'type', pickBody: 'partner.fromLibrary' },
  });
  imageUploadRoute(app, {
    url: '/api/partners/:id/logo', entity: 'partner', field: 'logo', tag: 'partners', notFoundKey: 'dataManagement.partnerNotFound',
    typeKey: 'dataManagement.logoType', sizeKey: 'dataManagement.logoSize',
  });
}
