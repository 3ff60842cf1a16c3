// The participant's own calls (docs/registration.md): drafts, submission, the list, proof upload
// (and re-upload after a rejection), cancel. Access `participant` (participant-accounts): the token
// names one participant of one meeting, and every query is scoped to that participant.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { childIdParam } from '../meetings/scoped';
import { openFlow } from './open-flow';
import { submit } from './submit';
import type { SubmitBody } from './choices';
import { myRegistrations, oneRegistration } from './views';
import { proofFileRoutes, saveProof } from './proofs';
import { cancelRegistration, attachProof } from './lifecycle';
import { forget, markUsed } from '../uploads/store';
import { privatePathsIn, storedPathOf } from '../private-files/signed';

const NOT_FOUND = 'registration.notFound';
const DRAFT_MAX = 64 * 1024;

export default async function participantRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const me = (req: Req) => req.participant!.participant;
  const mine = async (req: Req) => {
    const reg = await oneRegistration(ctx, me(req).id, childIdParam(req, 'id', NOT_FOUND));
    if (!reg) throw new AppError(404, NOT_FOUND);
    return reg;
  };
  const draftOf = async (p: Row, flowId: number) =>
    (await ctx.db.query(`SELECT * FROM registrations WHERE participant_id = $1 AND flow_id = $2 AND registration_status = 'draft' ORDER BY id DESC LIMIT 1`, [p.id, flowId]))[0];
  const presentDraft = (r: Row | undefined) =>
    r ? { id: r.id, flowId: r.flow_id, designVersion: r.design_version, step: r.draft_step, data: r.draft_data ?? {}, updatedAt: new Date(r.updated_at).toISOString() } : null;

  route(app, {
    method: 'GET', url: '/api/registrations/draft', access: 'participant', tags: ['registration'], query: 'registration.draftQuery',
    answer: '{ id, flowId, designVersion, step, data, updatedAt } | null', summary: 'The participant’s saved draft of a flow',
    async handler(req) {
      const q = req.query as { meetingId: number; flowId: number };
      if (q.meetingId !== Number(me(req).meetingId)) return ok(null);
      return ok(presentDraft(await draftOf(me(req), q.flowId)));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/registrations/draft', access: 'participant', tags: ['registration'], body: 'registration.draft',
    answer: '{ id, flowId, designVersion, step, data, updatedAt }', summary: 'Save the flow state so far (restored on reload)',
    async handler(req) {
      const b = req.body as { meetingId: number; flowId: number; designVersion?: number; step?: string; data: Row };
      const p = me(req);
      if (b.meetingId !== Number(p.meetingId)) throw new AppError(404, 'registration.flowUnavailable');
      await openFlow(ctx.db, b.meetingId, b.flowId);
      const data = JSON.stringify(b.data);
      if (Buffer.byteLength(data) > DRAFT_MAX) throw new AppError(413, 'registration.draftTooLarge');
      const row = await ctx.db.tx(async (db) => {
        await db.query('SELECT id FROM participants WHERE id = $1 FOR UPDATE', [p.id]);
        const [cur] = await db.query(`SELECT id FROM registrations WHERE participant_id = $1 AND flow_id = $2 AND registration_status = 'draft' LIMIT 1`, [p.id, b.flowId]);
        if (cur) {
          return (await db.query('UPDATE registrations SET draft_data = $2, draft_step = $3, design_version = $4, updated_at = now() WHERE id = $1 RETURNING *', [cur.id, data, b.step ?? null, b.designVersion ?? null]))[0];
        }
        return (await db.query(
          `INSERT INTO registrations (meeting_id, flow_id, participant_id, registration_status, payment_status, draft_data, draft_step, design_version, registration_time)
           VALUES ($1, $2, $3, 'draft', 'unpaid', $4, $5, $6, NULL) RETURNING *`,
          [b.meetingId, b.flowId, p.id, data, b.step ?? null, b.designVersion ?? null],
        ))[0];
      });
      return ok(presentDraft(row), req.t('registration.draftSaved'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/registrations/submit', access: 'participant', errors: [409], tags: ['registration'], body: 'registration.submit', answer: 'registration',
    // the session is proven by the flow's statement (open-flow.ts): a submission is two round trips
    inlineSession: true,
    summary: 'Submit a registration (Idempotency-Key header or idempotencyKey: a retry answers the same registration)',
    async handler(req, reply) {
      const header = req.headers['idempotency-key'];
      const key = (Array.isArray(header) ? header[0] : header)?.trim() || (req.body as SubmitBody).idempotencyKey;
      if (key !== undefined && !/^[A-Za-z0-9_.:-]{8,100}$/.test(key)) throw new AppError(400, 'registration.idempotencyKey.pattern');
      const { reg, created } = await submit(ctx, { proving: req }, req.body as SubmitBody, key, req.lang);
      // the files it names are in use now: they no longer expire (uploads/sweep.ts)
      if (created) await markUsed(ctx, { kind: 'participant', id: Number(me(req).id) }, privatePathsIn((req.body as SubmitBody).formData ?? {}).map(storedPathOf));
      reply.code(created ? 201 : 200);
      return ok(reg, req.t(created ? 'registration.submitted' : 'registration.alreadySubmitted'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/registrations/mine', access: 'participant', tags: ['registration'], answer: 'registration[]',
    summary: 'The participant’s registrations, newest first (status, payment status, fees, e-ticket code)',
    async handler(req) {
      return ok(await myRegistrations(ctx, me(req).id));
    },
  });

  route(app, {
    method: 'GET', url: '/api/registrations/:id', access: 'participant', tags: ['registration'], answer: 'registration',
    summary: 'One of the participant’s registrations',
    async handler(req) {
      return ok(await mine(req));
    },
  });

  route(app, {
    method: 'POST', url: '/api/registrations/:id/proof', access: 'participant', tags: ['registration'], multipart: { files: ['file'] }, answer: 'registration', errors: [409],
    summary: 'Upload the bank-transfer proof (JPG, PNG or PDF by content, ≤ 10 MB); a rejected payment becomes pending again',
    async handler(req) {
      const reg = await mine(req);
      const proof = await saveProof(ctx, req, me(req));
      await attachProof(ctx, me(req), reg.id, proof.url).catch(async (e) => {
        await forget(ctx, proof.path);
        throw e;
      });
      return ok(await oneRegistration(ctx, me(req).id, reg.id), req.t('registration.proofUploaded'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/registrations/:id/cancel', access: 'participant', errors: [409], tags: ['registration'], answer: 'registration',
    summary: 'Cancel a registration not yet confirmed (submitted or awaiting payment); its places are given back',
    async handler(req) {
      const reg = await mine(req);
      await cancelRegistration(ctx, me(req), reg.id);
      return ok(await oneRegistration(ctx, me(req).id, reg.id), req.t('registration.cancelled'));
    },
  });

  proofFileRoutes(app);
}
