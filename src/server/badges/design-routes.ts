// A meeting's badge design (spec 2 §2.9; the spec does not show the paths, so they follow the
// /api/co/... style): read it (defaults while none is saved), save it whole after every rule has
// been checked, and the fields the designer may insert. Owner organizer (or staff) and super admin only.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import { meetingOf } from '../meetings/scoped';
import { designIssues, type DesignBody } from './validate';
import { defaultDesign } from './defaults';
import { basicInsertables, customFields } from './fields';

const tags = ['badges'];

export function designRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const schema = (id: string) => ctx.schemas.composed[id];
  const present = (row: Record<string, any>) => ({
    meetingId: Number(row.meeting_id), schemaVersion: Number(row.schema_version), style: row.style, fields: row.fields,
    updatedAt: row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at, saved: true,
  });

  route(app, {
    method: 'GET', url: '/api/co/badges/meeting/:meetingId/design', access: { meeting: ['editor', 'checkin', 'viewer'] }, tags, answer: '{ meetingId, schemaVersion, style, fields, updatedAt?, saved }',
    summary: 'A meeting’s badge design; the defaults (saved: false) while none is saved',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const [row] = await ctx.db.query('SELECT * FROM badge_designs WHERE meeting_id = $1', [m.id]);
      return ok(row ? present(row) : defaultDesign({ style: schema('badge.style'), design: schema('badge.design') }, Number(m.id)));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/badges/meeting/:meetingId/design', access: { meeting: ['editor'] }, tags, checkedBody: 'badge.designSave', answer: '{ meetingId, schemaVersion, style, fields, updatedAt, saved }',
    summary: 'Save a meeting’s badge design whole (badge.design: style per badge.style, fields per badge.field, names unique); nothing is stored when any rule fails',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const body = (req.body ?? {}) as DesignBody;
      const issues = designIssues(ctx.schemas.validator, body);
      if (issues.length) {
        const first = issues[0];
        throw new AppError(400, first.key, { ...first.params, fallback: first.fallback }, issues);
      }
      // stored in the order the badge prints them
      const fields = [...body.fields].sort((a, b) => Number(a.order) - Number(b.order));
      const [row] = await ctx.db.query(
        `INSERT INTO badge_designs (meeting_id, schema_version, style, fields, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (meeting_id) DO UPDATE SET schema_version = EXCLUDED.schema_version, style = EXCLUDED.style, fields = EXCLUDED.fields,
           updated_by = EXCLUDED.updated_by, updated_at = now() RETURNING *`,
        [m.id, body.schemaVersion ?? 1, JSON.stringify(body.style), JSON.stringify(fields), req.caller!.user.id]);
      return ok(present(row), req.t('badges.saved'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/badges/meeting/:meetingId/fields', access: { meeting: ['editor', 'checkin', 'viewer'] }, tags,
    answer: '{ basic: field[], basicGroups: [{ name, label, count }], custom: field[], groups: [{ name, fields }], customFrom: flows | registrations } (field: { name, label, type, group?, source? })',
    summary: 'The fields a badge may show: the basic fields (participant and registration properties, meeting, stay and badge facts; design.json x-basic) by group, and the custom fields (by form group) of the meeting’s registration forms, read by field id',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const basic = basicInsertables(ctx, (k) => req.t(k));
      const custom = await customFields(ctx, Number(m.id));
      return ok({ basic: basic.fields, basicGroups: basic.groups, custom: custom.fields, groups: custom.groups, customFrom: custom.from });
    },
  });
}
