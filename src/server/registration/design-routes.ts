// The page designer's calls (spec 3 §2.10, §7 page design; docs/registration.md): read, save all,
// save one page, and the kept versions — for the meeting's owner (or a super admin) only. The meeting
// is checked first, then the flow within it, so another organizer's ids answer 404.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { childIdParam, meetingOf } from '../meetings/scoped';
import { FLOW_NOT_FOUND, ownedFlow } from '../flows/store';
import { currentDesign, designVersion, pageKey, saveDesign, versionPage } from './design-store';
import { answerTargets } from '../../shared/designer/binding';

const BASE = '/api/co/meeting/:id/page-design';

export default async function designRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const flowOf = async (req: Req) => {
    const meeting = await meetingOf(ctx, req, 'id');
    const raw = (req.params as { flowId?: string }).flowId;
    if (!raw || !raw.trim()) throw new AppError(400, 'pageDesign.flowIdRequired');
    return ownedFlow(ctx, req.caller!.user, meeting.id, childIdParam(req, 'flowId', FLOW_NOT_FOUND));
  };

  // spec 3 §4, §5: no flow id, nothing loaded (流程ID不能为空)
  for (const method of ['GET', 'PUT'] as const) {
    route(app, {
      method, url: BASE, access: { meeting: method === 'GET' ? ['editor', 'viewer'] : ['editor'] }, tags: ['page-design'],
      summary: 'Page design without a flow id: 400 流程ID不能为空 (the meeting is still checked)',
      async handler(req) {
        await meetingOf(ctx, req, 'id');
        throw new AppError(400, 'pageDesign.flowIdRequired');
      },
    });
  }

  route(app, {
    method: 'GET', url: `${BASE}/:flowId`, access: { meeting: ['editor', 'viewer'] }, tags: ['page-design'], answer: '{ meetingId, flowId, version, schemaVersion, design, updatedAt }',
    summary: 'The flow’s newest page design (version 0 while never saved)',
    async handler(req) {
      return ok(await currentDesign(ctx.db, await flowOf(req)));
    },
  });

  route(app, {
    method: 'PUT', url: `${BASE}/:flowId`, errors: [409], access: { meeting: ['editor'] }, tags: ['page-design'], body: 'pageDesign.save', answer: '{ meetingId, flowId, version, schemaVersion, design, updatedAt }',
    summary: 'Save every page of the design as a new version (409 when baseVersion is not the newest)',
    async handler(req) {
      const flow = await flowOf(req);
      const b = req.body as { design: Row; baseVersion?: number };
      const doc = await saveDesign(ctx.db, flow, req.caller!.user.id, b.baseVersion, () => b.design, answerTargets(ctx.schemas.entities));
      return ok(doc, req.t('pageDesign.saved'));
    },
  });

  route(app, {
    method: 'PUT', url: `${BASE}/:flowId/pages/:pageType`, errors: [409], access: { meeting: ['editor'] }, tags: ['page-design'], body: 'pageDesign.page', answer: '{ meetingId, flowId, version, schemaVersion, design, updatedAt }',
    summary: 'Save one page (ticket, form, …) of the design as a new version; the other pages stay',
    async handler(req) {
      const flow = await flowOf(req);
      const name = (req.params as { pageType: string }).pageType;
      const key = pageKey(name);
      if (!key) throw new AppError(400, 'pageDesign.unknownPage', { page: name });
      const b = req.body as { page: Row; baseVersion?: number };
      const doc = await saveDesign(ctx.db, flow, req.caller!.user.id, b.baseVersion, (d) => ({ ...d, [key]: b.page }), answerTargets(ctx.schemas.entities));
      return ok(doc, req.t('pageDesign.pageSaved'));
    },
  });

  route(app, {
    method: 'GET', url: `${BASE}/:flowId/versions`, access: { meeting: ['editor', 'viewer'] }, tags: ['page-design'], query: 'pageDesign.versionsQuery',
    answer: '{ content: [{ version, schemaVersion, savedBy, createdAt }], totalElements, totalPages, page, size }',
    summary: 'The saved versions of the flow’s design, newest first',
    async handler(req) {
      const flow = await flowOf(req);
      const { page, size } = req.query as { page: number; size: number };
      return ok(await versionPage(ctx.db, flow.id, page, size));
    },
  });

  route(app, {
    method: 'GET', url: `${BASE}/:flowId/versions/:version`, access: { meeting: ['editor', 'viewer'] }, tags: ['page-design'], answer: '{ meetingId, flowId, version, schemaVersion, design, updatedAt }',
    summary: 'One saved version of the design (what older registrations were made on)',
    async handler(req) {
      const flow = await flowOf(req);
      const v = childIdParam(req, 'version', 'pageDesign.versionNotFound');
      const doc = await designVersion(ctx.db, flow, v);
      if (!doc) throw new AppError(404, 'pageDesign.versionNotFound');
      return ok(doc);
    },
  });
}
