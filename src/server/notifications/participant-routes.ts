// Messages to a meeting's participants (spec 1: the admin centre's notification section sends new
// ones): the organizer for its own meetings (another's answers 404 like a missing one), the super
// admin for any. Choose who (audience.ts), see how many first, send now or at a time; each participant
// reads it in their centre in their language, with an e-mail or SMS copy for those types.
import type { FastifyInstance } from 'fastify';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { route, ok } from '../http/route';
import { fieldError } from '../http/errors';
import { ownedMeeting } from '../meetings/scoped';
import { ownerScope } from '../meetings/owner';
import { audienceOptions, normaliseAudience, previewAudience } from './audience';
import { scheduleOf, sendRecord } from './send';

const tags = ['notifications'];

export default async function participantMessageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const meeting = (req: Req, id: unknown) => ownedMeeting(ctx, req.caller!.user, Number(id));

  route(app, {
    method: 'GET', url: '/api/notifications/meeting-messages/options', access: { meeting: ['editor', 'viewer'] }, tags, query: 'notifications.participantQuery',
    answer: '{ tickets: [{ name, count }], registrationStatuses, paymentStatuses }',
    summary: 'What a message to the meeting’s participants can be narrowed to: the ticket names its active registrations hold (with how many participants), the registration states and the payment statuses',
    async handler(req) {
      const q = req.query as Row;
      if (!q.meetingId) throw fieldError('/meetingId', 'notificationRecord.meetingId.required');
      const m = await meeting(req, q.meetingId);
      return ok(await audienceOptions(ctx.db, Number(m.id)));
    },
  });

  route(app, {
    method: 'POST', url: '/api/notifications/meeting-messages/preview', access: { meeting: ['editor'] }, tags, body: 'notifications.participantPreview',
    answer: '{ count, withEmail, withPhone, english }',
    summary: 'How many participants the audience reaches now, how many of them have an e-mail address or a phone, and how many read English',
    async handler(req) {
      const b = req.body as Row;
      const m = await meeting(req, b.meetingId);
      return ok(await previewAudience(ctx.db, Number(m.id), await normaliseAudience(ctx.db, Number(m.id), b.audience)));
    },
  });

  route(app, {
    method: 'POST', url: '/api/notifications/meeting-messages/send', access: { meeting: ['editor'] }, tags, body: 'notifications.participantSend', answer: 'notificationRecord',
    summary: 'Message some of a meeting’s participants, now (SENT before the answer) or at scheduledAt (PENDING). Each gets an in-app notification in their language (titleEn/contentEn for English readers, when given); EMAIL and SMS also send a copy to those with an address, after the answer',
    async handler(req) {
      const b = req.body as Row;
      const m = await meeting(req, b.meetingId);
      const titleEn = typeof b.titleEn === 'string' && b.titleEn.trim() ? b.titleEn.trim() : null;
      const contentEn = typeof b.contentEn === 'string' && b.contentEn.trim() ? b.contentEn : null;
      // the English version comes whole or not at all: a title without its content would mix languages
      if (titleEn && !contentEn) throw fieldError('/contentEn', 'notificationRecord.contentEn.required');
      if (contentEn && !titleEn) throw fieldError('/titleEn', 'notificationRecord.titleEn.required');
      const scheduledAt = scheduleOf(b.scheduledAt);
      const audience = await normaliseAudience(ctx.db, Number(m.id), b.audience);
      const rec = await sendRecord(app, req, {
        title: b.title.trim(), content: b.content, titleEn, contentEn, type: b.type ?? 'SYSTEM',
        targetType: 'MEETING_PARTICIPANTS', meetingId: Number(m.id), audience, scheduledAt,
      });
      return ok(rec, req.t('notifications.sent'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/notifications/meeting-messages/records', access: { meeting: ['editor', 'viewer'] }, tags, query: 'notifications.participantQuery',
    answer: '{ content: notificationRecord[] (with meetingTitle), totalElements, totalPages, number, size }',
    summary: 'A page of the messages sent to participants of the caller’s meetings (the super admin: all), newest first, with how many were reached and how many e-mail/SMS copies went out or failed; meetingId narrows to one meeting',
    async handler(req) {
      const q = req.query as Row;
      const page = Number(q.page ?? 0), size = Number(q.size ?? 10);
      const params: unknown[] = [ownerScope(req.caller!.user)];
      const where = [`r.target_type = 'MEETING_PARTICIPANTS'`, '($1::int IS NULL OR m.organizer_id = $1)'];
      if (q.meetingId) where.push(`r.meeting_id = $${params.push(Number(q.meetingId))}`);
      const from = `FROM notification_records r JOIN meetings m ON m.id = r.meeting_id WHERE ${where.join(' AND ')}`;
      const [c] = await ctx.db.query(`SELECT count(*)::int AS n ${from}`, params);
      const rows = await ctx.db.query(`SELECT r.*, m.title AS meeting_title ${from} ORDER BY r.created_at DESC, r.id DESC LIMIT ${size} OFFSET ${page * size}`, params);
      const repo = ctx.repo('notificationRecord');
      const total = Number(c.n);
      return ok({ content: rows.map(({ meeting_title, ...r }) => ({ ...repo.fromRow(r), meetingTitle: meeting_title })), totalElements: total, totalPages: Math.ceil(total / size), number: page, size });
    },
  });
}
