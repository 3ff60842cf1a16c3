// Read, create, update, save as draft and delete a meeting (spec 1 §4-§8). An organizer reaches only
// its own meetings (others answer 404), a super admin every meeting.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { fieldError, idParam } from '../http/errors';
import type { Req } from '../http/context';
import { ownerOf, ownerScope } from './owner';
import { present, toRecord } from './present';
import { checkTimes, cleaned, type Body } from './rules';
import { findScoped, insertMeeting, updateScoped } from './store';
import { fromStored, nowText, plusDays, zoneOr } from './times';
import { ANY_STAFF } from '../auth/staff';
import { applyTemplate } from '../website/templates';
import { deleteMeetingAndFiles } from '../uploads/meeting-files';

/** Statuses the create form offers; draft comes from the save-draft action only. */
const CREATE_STATUSES = ['preparing', 'ongoing', 'finished'];

export function crudRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const formFields: string[] = ctx.schemas.entities.meeting['x-forms'].edit.fields;
  const answer = (req: Req, row: Record<string, unknown>, key?: string) => ok(present(ctx, req, row), key && req.t(key));
  /** A new meeting: its row, then its website from the chosen template (existing meetings never get one). */
  const create = async (req: Req, record: Record<string, unknown>) => {
    const row = await insertMeeting(ctx, req.caller!.user, record);
    await applyTemplate(ctx.db, ctx.schemas.validator, row.id, String(row.template ?? 'conference'));
    return row;
  };
  const stored = (row: Record<string, unknown>) => ({ startTime: fromStored(row.start_time, zoneOr(row.time_zone)), endTime: fromStored(row.end_time, zoneOr(row.time_zone)) });

  route(app, {
    method: 'GET', url: '/api/co/meeting/:id', access: { meeting: ANY_STAFF }, tags: ['meetings'], answer: 'meeting', summary: 'One of the caller’s meetings',
    async handler(req) {
      return answer(req, await findScoped(ctx, req.caller!.user, idParam(req.params, 'id')));
    },
  });

  route(app, {
    method: 'POST', url: '/api/co/meeting', access: 'admin', tags: ['meetings'], body: 'meeting.create', answer: 'meeting',
    summary: 'Create a meeting (status preparing unless ongoing or finished is chosen)',
    async handler(req) {
      const b = cleaned(req.body as Body);
      if (!CREATE_STATUSES.includes(b.status ?? 'preparing')) throw fieldError('/status', 'meeting.status.notOnCreate');
      const zone = zoneOr(b.timeZone);
      checkTimes(b.startTime, b.endTime, b, undefined, zone);
      const record = { ...toRecord(b, formFields, zone), status: b.status ?? 'preparing', organizerId: ownerOf(req.caller!.user) };
      return answer(req, await create(req, record), 'meeting.created');
    },
  });

  const update = async (req: Req, id: number) => {
    const b = cleaned(req.body as Body);
    const before = await findScoped(ctx, req.caller!.user, id);
    const zone = zoneOr(b.timeZone ?? before.time_zone);
    checkTimes(b.startTime, b.endTime, b, stored(before), zone);
    return answer(req, await updateScoped(ctx, req.caller!.user, id, toRecord(b, formFields, zone)), 'meeting.updated');
  };

  route(app, {
    method: 'PUT', url: '/api/co/meeting', access: { meeting: ['editor'], of: { table: 'meetings', body: 'id' } }, tags: ['meetings'], body: 'meeting.update', answer: 'meeting',
    summary: 'Update a meeting named by the id in the body',
    async handler(req) {
      const id = (req.body as Body).id;
      if (!id) throw fieldError('/id', 'meeting.id.required');
      return update(req, id);
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/meeting/:id', access: { meeting: ['editor'] }, tags: ['meetings'], body: 'meeting.update', answer: 'meeting',
    summary: 'Update a meeting (the dialog’s fields are replaced whole; tags only when sent)',
    async handler(req) {
      return update(req, idParam(req.params, 'id'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/co/meeting/draft', access: 'admin', tags: ['meetings'], body: 'meeting.draft', answer: 'meeting',
    summary: 'Save as draft: status draft, an empty title named as an untitled draft, start now and end 7 days later when missing; with an id, that meeting',
    async handler(req) {
      const b = cleaned(req.body as Body);
      const before = b.id ? await findScoped(ctx, req.caller!.user, b.id) : undefined;
      const zone = zoneOr(b.timeZone ?? before?.time_zone);
      const startTime = b.startTime || nowText(0, Date.now(), zone);
      const draft = { ...b, title: b.title || req.t('meeting.untitledDraft'), startTime, endTime: b.endTime || plusDays(startTime, 7, zone), status: 'draft' };
      checkTimes(draft.startTime, draft.endTime, { startTime: b.startTime, endTime: b.endTime }, before && stored(before), zone);
      const record = { ...toRecord(draft, formFields, zone), status: 'draft' };
      const row = before
        ? await updateScoped(ctx, req.caller!.user, b.id, record)
        : await create(req, { ...record, organizerId: ownerOf(req.caller!.user) });
      return answer(req, row, 'meeting.draftSaved');
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/co/meeting/:id', access: 'admin', tags: ['meetings'], summary: 'Delete one of the caller’s meetings',
    async handler(req) {
      const id = idParam(req.params, 'id');
      const owner = ownerScope(req.caller!.user);
      // its uploads go with it (their rows in the same statement, then the stored files)
      if (!(await deleteMeetingAndFiles(ctx, id, owner ?? null, req.log))) await findScoped(ctx, req.caller!.user, id); // answers the 404
      await ctx.db.query('DELETE FROM meeting_staff WHERE meeting_id = $1', [id]);
      return ok({ id }, req.t('meeting.deleted'));
    },
  });
}
