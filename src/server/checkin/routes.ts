// Check-in (spec 2 §2.7, §7, §8; spec 3 §2.8, §7): codes, the scanner's look-up and confirmation,
// the meeting's check-in figures and recent records.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { meetingOf } from '../meetings/scoped';
import { codeRoutes } from './code-routes';
import { scanRoutes } from './scan-routes';
import { offlineRoutes } from './offline-routes';
import { checkinStats, recentRecords } from './records';

const tags = ['checkin'];

export default async function routes(app: FastifyInstance) {
  const { ctx } = app;
  codeRoutes(app);
  scanRoutes(app);
  offlineRoutes(app);
  route(app, {
    method: 'GET', url: '/api/co/checkin/meeting/:meetingId/stats', access: { meeting: ['checkin', 'viewer'] }, tags,
    answer: '{ totalParticipants, checkedIn, notCheckedIn, checkinRate }', summary: 'The scanner’s stat cards (late counts as checked in; rate in %, one decimal)',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      return ok(await checkinStats(ctx.db, Number(m.id)));
    },
  });
  route(app, {
    method: 'GET', url: '/api/co/checkin/meeting/:meetingId/records', access: { meeting: ['checkin', 'viewer'] }, tags, query: 'checkin.recordsQuery',
    answer: 'checkinRecord[] newest first: { time, code, name, phone, company, status, operator, message }', summary: 'The meeting’s recent check-ins (at most 20), shared by every scanner',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      return ok(await recentRecords(ctx.db, Number(m.id), (req.query as { limit: number }).limit));
    },
  });
}
