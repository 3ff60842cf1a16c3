// A meeting's agenda sessions: the shared meeting-resource calls (create under ?meetingId, change,
// delete, the owner's list, the active list for the public site), ordered as the agenda reads —
// by day, then start — and a session must end after it starts.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors';
import { meetingResource } from './resource';

export function agendaRoutes(app: FastifyInstance) {
  meetingResource(app, {
    entity: 'agendaSession', base: '/api/agenda', tag: 'agenda', saveBody: 'agendaSession.save', notFoundKey: 'dataManagement.agendaNotFound',
    order: 'day, start_time, display_order, id',
    check(body) {
      if (typeof body.startTime === 'string' && typeof body.endTime === 'string' && body.endTime <= body.startTime) {
        throw new AppError(400, 'agendaSession.endTime.afterStart', {}, [{ path: '/endTime', key: 'agendaSession.endTime.afterStart' }]);
      }
    },
  });
}
