// Invoice settings of a meeting (whether invoices are offered, which fields the registration flow asks
// for) and the invoice requests with the organizer's issued mark — the source of invoice figures.
// Paths are not in the spec; they follow the /api/co/hotels style.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, fieldError } from '../http/errors';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { childIdParam, meetingOf, ownedChild } from '../meetings/scoped';
import { likeEscape } from './store';
import { activeSql } from '../../shared/lifecycle';
import { STANDS } from './invoice-sql';

const tags = ['invoices'];
const NOT_FOUND = 'invoiceRequest.notFound';

export function invoiceRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const repo = () => ctx.repo('invoiceSetting');
  const defaults = (meetingId: number): Row => {
    const props = ctx.schemas.entities.invoiceSetting.properties;
    return { meetingId, enabled: props.enabled.default, invoiceTypes: props.invoiceTypes.default, fields: props.fields.default, requiredFields: props.requiredFields.default, notice: '' };
  };

  route(app, {
    method: 'GET', url: '/api/co/invoices/meeting/:id/settings', access: { meeting: ['finance', 'viewer'] }, tags, answer: 'invoiceSetting',
    summary: 'A meeting’s invoice settings (defaults while none are saved: invoices not offered)',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      return ok((await repo().findOne(ctx.db, { meetingId: m.id })) ?? defaults(m.id));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/invoices/meeting/:id/settings', access: { meeting: ['finance'] }, tags, body: 'invoices.settings', answer: 'invoiceSetting',
    summary: 'Save a meeting’s invoice settings; required fields must be among the fields asked',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      const b = { ...defaults(m.id), ...(req.body as Row) };
      if ((b.requiredFields as string[]).some((f) => !(b.fields as string[]).includes(f))) throw fieldError('/requiredFields', 'invoiceSetting.requiredFields.notAsked');
      if (b.enabled && !(b.fields as string[]).includes('title')) throw fieldError('/fields', 'invoiceSetting.fields.titleNeeded');
      const [row] = await ctx.db.query(
        `INSERT INTO invoice_settings (meeting_id, enabled, invoice_types, fields, required_fields, notice, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (meeting_id) DO UPDATE SET enabled = EXCLUDED.enabled, invoice_types = EXCLUDED.invoice_types, fields = EXCLUDED.fields,
           required_fields = EXCLUDED.required_fields, notice = EXCLUDED.notice, updated_at = now() RETURNING *`,
        [m.id, b.enabled, JSON.stringify(b.invoiceTypes), JSON.stringify(b.fields), JSON.stringify(b.requiredFields), b.notice ?? '']);
      return ok(repo().fromRow(row), req.t('invoiceSetting.saved'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/invoices/meeting/:id/requests', access: { meeting: ['finance', 'viewer'] }, tags, query: 'invoices.requestsQuery',
    answer: '{ content: invoiceRequest[] (with participantName and its registration\'s registrationStatus), totalElements, totalPages, currentPage, size }',
    summary: 'A meeting’s invoice requests, newest first, paged (page from 0), searched in title, tax number, e-mail or name, filtered by issued',
    async handler(req: Req) {
      const m = await meetingOf(ctx, req, 'id');
      const q = req.query as Row;
      const params: unknown[] = [m.id];
      const where = ['i.meeting_id = $1'];
      if (q.keyword?.trim()) {
        params.push(`%${likeEscape(q.keyword.trim())}%`);
        where.push(`(i.title ILIKE $2 ESCAPE '\\' OR i.tax_number ILIKE $2 ESCAPE '\\' OR i.email ILIKE $2 ESCAPE '\\' OR p.name ILIKE $2 ESCAPE '\\' OR p.username ILIKE $2 ESCAPE '\\')`);
      }
      if (q.issued === 'true' || q.issued === 'false') where.push(`i.issued = ${q.issued === 'true'}`);
      const from = `FROM invoice_requests i LEFT JOIN participants p ON p.id = i.participant_id LEFT JOIN registrations r ON r.id = i.registration_id WHERE ${where.join(' AND ')}`;
      const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n ${from}`, params);
      const rows = await ctx.db.query(`SELECT i.*, coalesce(nullif(p.name, ''), p.username) AS participant_name, p.phone AS participant_phone, r.registration_status ${from} ORDER BY i.created_at DESC, i.id DESC LIMIT ${q.size} OFFSET ${q.page * q.size}`, params);
      const r = ctx.repo('invoiceRequest');
      const content = rows.map((x) => ({ ...r.fromRow(x) }));
      return ok({ content, totalElements: n, totalPages: Math.ceil(n / q.size), currentPage: q.page, size: q.size });
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/invoices/meeting/:id/stats', access: { meeting: ['finance', 'viewer'] }, tags, answer: '{ total, issued, pending, totalAmount, issuedAmount, withdrawn } (requests of cancelled or expired registrations only in withdrawn)',
    summary: 'Invoice request figures of a meeting',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      const [s] = await ctx.db.query(
        `SELECT count(*) FILTER (WHERE ${STANDS})::int AS total, count(*) FILTER (WHERE ${STANDS} AND i.issued)::int AS issued,
           coalesce(sum(i.amount) FILTER (WHERE ${STANDS}), 0) AS total_amount, coalesce(sum(i.amount) FILTER (WHERE ${STANDS} AND i.issued), 0) AS issued_amount,
           count(*) FILTER (WHERE NOT ${STANDS})::int AS withdrawn
           FROM invoice_requests i LEFT JOIN registrations r ON r.id = i.registration_id WHERE i.meeting_id = $1`, [m.id]);
      return ok({ total: s.total, issued: s.issued, pending: s.total - s.issued, totalAmount: Number(s.total_amount), issuedAmount: Number(s.issued_amount), withdrawn: s.withdrawn });
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/invoices/requests/:id/issued', errors: [409], access: { meeting: ['finance'], of: { table: 'invoice_requests', param: 'id' } }, tags, body: 'invoices.issued', answer: 'invoiceRequest',
    summary: 'Mark an invoice request issued (issuedAt now) or not issued; without issued, toggle',
    async handler(req) {
      const id = childIdParam(req, 'id', NOT_FOUND);
      const before = await ownedChild(ctx, req.caller!.user, 'invoice_requests', id, NOT_FOUND);
      const want = (req.body as Row)?.issued ?? !before.issued;
      // issuing needs the registration to stand, decided in the same statement as the mark (a cancel may race it)
      const [row] = await ctx.db.query(
        `UPDATE invoice_requests i SET issued = $2, issued_at = CASE WHEN $2 THEN now() ELSE NULL END, updated_at = now()
          WHERE i.id = $1 AND (NOT $2 OR NOT EXISTS (SELECT 1 FROM registrations r WHERE r.id = i.registration_id AND NOT ${activeSql('r')})) RETURNING i.*`, [id, want]);
      if (!row) {
        if (await ctx.db.query('SELECT 1 FROM invoice_requests WHERE id = $1', [id]).then((x) => x.length)) throw new AppError(409, 'invoiceRequest.registrationWithdrawn');
        throw new AppError(404, NOT_FOUND);
      }
      return ok(ctx.repo('invoiceRequest').fromRow(row), req.t(want ? 'invoiceRequest.issuedDone' : 'invoiceRequest.unissuedDone'));
    },
  });
}
