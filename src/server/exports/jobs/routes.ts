// Exports built on the server (issue 19 item 2; entity exportJob): start one (202 with the job; the
// same scope's running job when there is one), read its progress, list the meeting's recent ones,
// download the finished file through a signed link (handed out only in the answers of the checked
// calls, living SIGNED_TTL), delete one. Who may: the roles of the export it replaces — the badge PDF
// the badge screens' roles (editor, checkin, viewer), the participant list every staff role — so the
// routes admit every staff role on the meeting and the kind's own roles are checked on the job.
import type { FastifyInstance } from 'fastify';
import type { Ctx, Req } from '../../http/context';
import type { Row } from '../../db/repo';
import { route, ok } from '../../http/route';
import { AppError, notFound } from '../../http/errors';
import { meetingOf, ownedChild, childIdParam } from '../../meeting-content/scope';
import { ANY_STAFF, STAFF_FORBIDDEN, isStaff, rolesOn, type StaffRole } from '../../auth/staff';
import { pagedList } from '../../db/paged-list';
import { checkSigned, linkCacheControl, linkSeconds, signedLink } from '../../private-files/signed';
import { contentDisposition, sendStored } from '../../uploads/serve';
import { cleanFileName } from '../../../shared/files/names';
import { SHEET } from '../../http/media-types';
import { badgeScopeKey, countBadges, type BadgeScope } from './badges-pdf';
import { participantFilters, participantScopeKey } from './participants-xlsx';
import { startJob, type ExportKind } from './store';
import { EXPORT_JOB, registerExportWorker } from './worker';

const tags = ['exports'];
const NOT_FOUND = 'exports.job.notFound';
/** the staff roles of each kind: those of the screen the export belongs to */
export const KIND_ROLES: Record<ExportKind, StaffRole[]> = { 'badges-pdf': ['editor', 'checkin', 'viewer'], 'participants-xlsx': ANY_STAFF };
const TYPES: Record<string, string> = { pdf: 'application/pdf', xlsx: SHEET[0] };
const FILE_BASE = '/api/co/exports/files';

/** A staff caller holds one of the kind's roles on the job's meeting (organizers and super admins always do). */
async function mayReach(ctx: Ctx, req: Req, meetingId: number, kind: ExportKind) {
  // a row of no kind this server knows is nobody's export
  if (!KIND_ROLES[kind]) throw new AppError(404, NOT_FOUND);
  const user = req.caller!.user;
  if (!isStaff(user)) return;
  const roles = await rolesOn(ctx, Number(user.id), meetingId);
  if (!roles.some((r) => KIND_ROLES[kind].includes(r))) throw new AppError(403, STAFF_FORBIDDEN);
}

export function exportJobRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerExportWorker(ctx, app.log);
  /** a job as answered: its record, with its download link once done */
  const answer = (r: Row) => {
    const rec = ctx.repo('exportJob').fromRow(r)!;
    const name = r.file_key ? String(r.file_key).split('/').pop() : null;
    const url = r.status === 'done' && name ? signedLink(ctx.tokenSecret, `${FILE_BASE}/${r.id}/${name}/${encodeURIComponent(cleanFileName(String(r.file_name ?? name)) ?? name)}`) : null;
    return { ...rec, url };
  };
  const ownedJob = async (req: Req) => {
    const row = await ownedChild(ctx, req.caller!.user, 'export_jobs', childIdParam(req, 'id', NOT_FOUND), NOT_FOUND);
    await mayReach(ctx, req, Number(row.meeting_id), row.kind);
    return row;
  };

  route(app, {
    method: 'POST', url: '/api/co/exports/meeting/:meetingId', access: { meeting: ANY_STAFF }, tags, body: 'exports.start', errors: [202],
    answer: 'exportJob (202: queued, or the running export of the same scope)',
    summary: 'Start an export built on the server: the badge print PDF of a scope (kind badges-pdf) or the participant list as XLSX (participants-xlsx); one queued or running per meeting, kind and scope',
    async handler(req, reply) {
      const m = await meetingOf(ctx, req);
      const body = req.body as Row & BadgeScope & { kind: ExportKind };
      await mayReach(ctx, req, Number(m.id), body.kind);
      let params: Row;
      let scopeKey: string;
      if (body.kind === 'badges-pdf') {
        params = { state: body.state || 'admitted', ...(body.ticket !== undefined ? { ticket: body.ticket } : {}), ...(body.ids ? { ids: body.ids } : {}) };
        scopeKey = badgeScopeKey(params);
        if (!(await countBadges(ctx, Number(m.id), params))) throw new AppError(400, 'exports.job.none');
      } else {
        params = participantFilters(body);
        scopeKey = participantScopeKey(params);
      }
      const { row, fresh } = await startJob(ctx, { meetingId: Number(m.id), kind: body.kind, params, scopeKey, requestedBy: Number(req.caller!.user.id), lang: req.lang });
      if (fresh) await ctx.jobs.send(EXPORT_JOB, { exportId: Number(row.id) }, { singletonKey: `export-${row.id}`, retryLimit: 1, retryDelaySeconds: 5 });
      reply.code(202);
      return ok(answer(row), req.t(fresh ? 'exports.job.started' : 'exports.job.already'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/exports/meeting/:meetingId', access: { meeting: ANY_STAFF }, tags, query: 'exports.listQuery',
    answer: '{ list: exportJob[], total, page, size }',
    summary: 'The meeting’s recent exports built on the server, newest first (?kind), a page at a time; those of kinds the staff caller may not reach are left out',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const user = req.caller!.user;
      const where = ['j.meeting_id = $1'];
      const args: unknown[] = [m.id];
      if (isStaff(user)) {
        const roles = await rolesOn(ctx, Number(user.id), Number(m.id));
        const kinds = (Object.keys(KIND_ROLES) as ExportKind[]).filter((k) => roles.some((r) => KIND_ROLES[k].includes(r)));
        args.push(kinds);
        where.push(`j.kind = ANY($${args.length}::text[])`);
      }
      return ok(await pagedList(ctx, 'exportJob', req.query as Row, { from: 'export_jobs j', alias: 'j', where, args, answer }));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/exports/:id', access: { meeting: ANY_STAFF, of: { table: 'export_jobs', param: 'id' } }, tags, answer: 'exportJob',
    summary: 'One export built on the server: its state and progress (done of total), and once done its download link (signed, short-lived)',
    async handler(req) {
      return ok(answer(await ownedJob(req)));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/co/exports/:id', access: { meeting: ANY_STAFF, of: { table: 'export_jobs', param: 'id' } }, tags, errors: [409],
    summary: 'Delete an export and its file (409 while it is queued or running)',
    async handler(req) {
      const row = await ownedJob(req);
      const [gone] = await ctx.db.query("DELETE FROM export_jobs WHERE id = $1 AND status NOT IN ('queued', 'running') RETURNING file_key", [row.id]);
      if (!gone) throw new AppError(409, 'exports.job.running409');
      if (gone.file_key) await ctx.storage.delete([String(gone.file_key)]);
      return ok(null, req.t('exports.job.deleted'));
    },
  });

  route(app, {
    method: 'GET', url: `${FILE_BASE}/:id/:name/:original`, access: 'public', tags, answer: 'file', file: Object.values(TYPES),
    summary: 'An export’s file, only with the signed ?exp=&sig= its job’s answer hands out (403 otherwise); named as the export names it',
    async handler(req, reply) {
      const { id, name, original } = req.params as { id: string; name: string; original: string };
      const m = /^[a-f0-9]{32}\.(pdf|xlsx)$/.exec(name);
      if (!/^\d{1,9}$/.test(id) || !m || cleanFileName(original) !== original) throw notFound();
      checkSigned(ctx.tokenSecret, req.url.split('?')[0], req.query);
      const [row] = await ctx.db.query("SELECT file_key FROM export_jobs WHERE id = $1 AND status = 'done'", [Number(id)]);
      if (!row || String(row.file_key).split('/').pop() !== name) throw new AppError(404, NOT_FOUND);
      return sendStored(reply, ctx.storage, String(row.file_key), {
        type: TYPES[m[1]], cache: linkCacheControl(req.query), disposition: contentDisposition('attachment', original), notFoundKey: NOT_FOUND,
        redirect: { allowed: ctx.config.storage.redirectPrivate, seconds: linkSeconds(req.query) },
      });
    },
  });
}
