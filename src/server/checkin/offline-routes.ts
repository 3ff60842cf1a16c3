// Offline check-in (issue 20): the meeting's signed list for the scanners, the journal they send back,
// and the organizer's report of codes scanned at more than one door. Check-in staff of the meeting (and
// its organizer) only: the list names every attendee; another meeting's staff and participants are refused.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { meetingOf } from '../meetings/scoped';
import { ownerScope } from '../meetings/owner';
import { bundlePage } from './offline-bundle';
import { conflicts, syncJournal, type JournalLine } from './offline-sync';

const tags = ['checkin'];

export function offlineRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/co/checkin/meeting/:meetingId/offline-bundle', access: { meeting: ['checkin'] }, tags, query: 'checkin.bundleQuery',
    answer: '{ payload, signature, publicKey }: payload is the JSON text { format, meetingId, version, after, next, attendees, revoked } the meeting key signed (Ed25519, base64url)',
    summary: 'One page (5,000 registrations) of the meeting’s signed offline check-in list: attendees who may enter and revoked registrations with their state',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      return ok(await bundlePage(ctx.db, ctx.tokenSecret, Number(m.id), (req.query as { after: number }).after));
    },
  });
  route(app, {
    method: 'POST', url: '/api/co/checkin/meeting/:meetingId/offline-sync', access: { meeting: ['checkin'] }, tags, body: 'checkin.offlineSync',
    answer: '{ lines: [{ entryId, registrationId, outcome, first, conflict }] }',
    summary: 'A scanner’s offline journal: kept once per device and entry (idempotent); each registration that may enter arrives at its earliest scan; codes scanned at two devices are reported as conflicts',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const b = req.body as { deviceId: string; entries: JournalLine[] };
      const user = req.caller!.user;
      const lines = await syncJournal(ctx.db, ctx.tokenSecret, Number(m.id), b.deviceId, b.entries, {
        user, owner: ownerScope(user), claim: [req.caller!.sessionId, Number(user.id), String(user.role)],
      });
      return ok({ lines }, req.t('checkin.offline.synced', { count: lines.length }));
    },
  });
  route(app, {
    method: 'GET', url: '/api/co/checkin/meeting/:meetingId/offline-conflicts', access: { meeting: ['checkin', 'viewer'] }, tags,
    answer: '[{ registrationId, name, ticket, earliest: { deviceId, scannedAt, operator }, scans }] newest first',
    summary: 'Registrations scanned offline at more than one device: the earliest scan is the arrival, every scan listed',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      return ok(await conflicts(ctx.db, Number(m.id)));
    },
  });
}
