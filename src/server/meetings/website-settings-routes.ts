// The meeting website settings form (spec 2 §3 "Website form", meeting.x-forms.website): title, the site's
// short address (/s/{url}), type, address, meeting and registration times, template, attendance. Validated by
// the form's request schema at the edge, then the rules a schema cannot say; the address is unique by its
// index (two meetings racing for one address: the index lets one in, the other is answered 409).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, idParam } from '../http/errors';
import type { Req } from '../http/context';
import { uniqueViolationOn } from '../db/unique';
import { present, toRecord } from './present';
import { assertNone, checkTimes, cleaned, registrationIssues, type Body } from './rules';
import { findScoped, updateScoped } from './store';
import { fromStored, zoneOr } from './times';

export function websiteSettingsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const fields = Object.keys(ctx.schemas.composed['meeting.website'].properties);

  route(app, {
    method: 'PUT', url: '/api/co/meeting/:id/website-settings', access: { meeting: ['editor'] }, tags: ['meetings'], body: 'meeting.website', answer: 'meeting',
    errors: [409], summary: 'Save the meeting website settings form (short address unique over all meetings: 409 when taken)',
    async handler(req: Req) {
      const id = idParam(req.params, 'id');
      const b = cleaned(req.body as Body);
      const before = await findScoped(ctx, req.caller!.user, id);
      const zone = zoneOr(before.time_zone);
      const stored = { startTime: fromStored(before.start_time, zone), endTime: fromStored(before.end_time, zone) };
      checkTimes(b.startTime, b.endTime, b, stored, zone);
      assertNone(registrationIssues(b.registrationStartTime, b.registrationEndTime, b.endTime));
      try {
        const row = await updateScoped(ctx, req.caller!.user, id, toRecord(b, fields, zone));
        return ok(present(ctx, req, row), req.t('meeting.websiteSaved'));
      } catch (e) {
        if (uniqueViolationOn(e, 'meetings_url')) throw new AppError(409, 'meeting.url.taken', {}, [{ path: '/url', key: 'meeting.url.taken' }]);
        throw e;
      }
    },
  });
}
