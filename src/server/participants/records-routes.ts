// Registration records of a meeting (spec 2 §7): one participant's history, newest first (drafts
// included: it is the history), and the meeting's records one page at a time.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { meetingOf } from '../meetings/scoped';
import { ownedParticipant } from './one-routes';
import { formDataOf } from './row';
import { signDeep } from '../private-files/signed';
import { ANY_STAFF } from '../auth/staff';

/** Newest first by the same times the newest-non-draft rule reads (spec 2 §4). */
const NEWEST = 'r.registration_time DESC NULLS LAST, r.updated_at DESC NULLS LAST, r.created_at DESC NULLS LAST, r.submit_time DESC NULLS LAST, r.id DESC';

export function presentRecord(ctx: Ctx, row: Row): Row {
  const { participant_name, participant_username, participant_phone, ...rest } = row;
  const r = signDeep(ctx.tokenSecret, ctx.repo('registration').fromRow(rest)!);
  return { ...r, formData: formDataOf(r.formData) ?? {}, participantName: participant_name ?? null, participantUsername: participant_username ?? null, participantPhone: participant_phone ?? null };
}

const SELECT = `SELECT r.*, p.name AS participant_name, p.username AS participant_username, p.phone AS participant_phone
  FROM registrations r LEFT JOIN participants p ON p.id = r.participant_id`;

export function recordsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/user-management/meeting/:meetingId/users/:userId/registration-history', access: { meeting: ANY_STAFF }, tags: ['participants'],
    answer: 'registration record[] (with participantName), newest first; empty when none', summary: 'Every registration record of one participant in the meeting',
    async handler(req) {
      const { meeting, participant } = await ownedParticipant(ctx, req, 'userId');
      const rows = await ctx.db.query(`${SELECT} WHERE r.meeting_id = $1 AND r.participant_id = $2 ORDER BY ${NEWEST}`, [meeting.id, participant.id]);
      return ok(rows.map((r) => presentRecord(ctx, r)));
    },
  });

  route(app, {
    method: 'GET', url: '/api/registration-records/meeting/:meetingId', access: { meeting: ANY_STAFF }, tags: ['participants'], query: 'registrationRecords.query',
    answer: '{ list, total, page, size, totalPages }: registration records with participantName, newest first',
    summary: 'The meeting’s registration records, one page at a time (optionally one participant’s or one status)',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const q = req.query as { page: number; size: number; participantId?: number; registrationStatus?: string };
      const params: unknown[] = [meeting.id];
      const where = ['r.meeting_id = $1'];
      if (q.participantId) where.push(`r.participant_id = $${params.push(q.participantId)}`);
      if (q.registrationStatus) where.push(`r.registration_status = $${params.push(q.registrationStatus)}`);
      const w = `WHERE ${where.join(' AND ')}`;
      const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM registrations r ${w}`, params);
      const rows = await ctx.db.query(`${SELECT} ${w} ORDER BY ${NEWEST} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, q.size, q.page * q.size]);
      const total = Number(n);
      return ok({ list: rows.map((r) => presentRecord(ctx, r)), total, page: q.page, size: q.size, totalPages: Math.ceil(total / q.size) });
    },
  });
}
