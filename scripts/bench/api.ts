// The API rows of `npm run bench` (issue 8): login, the meeting list, the participant list of a
// 10,000-participant meeting, a registration submission and a check-in, each loaded by autocannon
// from its own process (cannon.ts) and set beside a bare Fastify route that answers the same bytes
// from memory, in the same run, on the same machine. Registration and check-in rows appear when
// their routes exist. Bounded request counts, loopback only.
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { routeTable } from '../../src/server/http/route';
import { AnswerCache } from '../../src/server/http/answer-cache';
import { createParticipantSession } from '../../src/server/participant-accounts/sessions';
import type { Req } from '../../src/server/http/context';
import { cannon, type CannonJob } from './cannon';
import { LOGIN, doorCodes, seededBenchApp, type Kind } from './seeded-app';
import type { LoadResult } from './load';

export interface ApiRow { name: string; route: LoadResult; bare: LoadResult; note: string }
export type Job = Omit<CannonJob, 'url' | 'connections'> & { path: string; connections?: number };

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const n = (x: number) => Math.max(20, Math.round(x * SCALE));

/** The baseline: a Fastify server of its own answering `bytes` from memory at `method path`. */
export async function bareTwin(method: CannonJob['method'], path: string, bytes: Buffer, type: string) {
  const bare = Fastify();
  bare.route({ method, url: path, handler: async (_req, reply) => reply.type(type).send(bytes) });
  // BENCH_BARE_PORT: a fixed port on a shared machine (default: any free one)
  return { base: await bare.listen({ port: Number(process.env.BENCH_BARE_PORT ?? 0), host: '127.0.0.1' }), close: () => bare.close() };
}

/** Loads `job` on the app, then a bare route answering the first real answer's bytes, alike. */
export async function pair(base: string, name: string, job: Job, note = ''): Promise<ApiRow> {
  const v = job.variants[0];
  const first = await fetch(base + job.path, { method: job.method, headers: { ...(v.body !== undefined ? { 'content-type': 'application/json' } : {}), ...v.headers }, body: v.body === undefined ? undefined : JSON.stringify(v.body) });
  const bytes = Buffer.from(await first.arrayBuffer());
  if (!first.ok) throw new Error(`${name}: ${first.status} ${bytes}`);
  const bare = await bareTwin(job.method, job.path.split('?')[0], bytes, first.headers.get('content-type') ?? 'application/json');
  const bareBase = bare.base;
  // the first variant was used above; the run takes the others (a check-in or a submission happens once)
  const rest = job.variants.length > 1 ? job.variants.slice(1) : job.variants;
  const route = await cannon({ ...job, variants: rest, url: base + job.path });
  const bareR = await cannon({ ...job, variants: rest, url: bareBase + job.path });
  await bare.close();
  return { name, route, bare: bareR, note: `${note}${note ? '; ' : ''}${bytes.length} bytes` };
}

const fakeReq = { ip: '127.0.0.1', headers: {} } as unknown as Req;

/** An open flow (published site, enabled flow, saved design) and sessions for `count` of the meeting's participants. */
export async function registrationSetup(app: FastifyInstance, base: string, auth: Record<string, string>, meetingId: number, count: number) {
  const json = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(base + url, { method, headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const out = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(out)}`);
    return out;
  };
  await json('PUT', `/api/co/meeting/${meetingId}/website-status`, { websiteStatus: 'active' });
  const flow = (await json('POST', `/api/co/meeting/${meetingId}/registration-flows`, { type: 'attendee', name: '压测报名', currency: 'CNY' })).data;
  await json('PUT', `/api/co/meeting/${meetingId}/registration-flows/${flow.id}/status`, { enabled: true });
  const design = {
    schemaVersion: 1,
    // bound basic fields (the submission writes them to the participant record) and a custom answer
    formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [
      { id: 'name', label: '姓名', fieldType: 'text', required: true, maxLength: 20 },
      { id: 'workplace', label: '工作单位', fieldType: 'text' },
      { id: 'position', label: '职务', fieldType: 'text' },
      { id: 'diet', label: '饮食习惯', fieldType: 'radio', options: ['无特殊要求', '素食'] },
    ] }] },
    payPage: { payMethods: [{ value: 'bankCard', enabled: true }] },
  };
  const saved = await json('PUT', `/api/co/meeting/${meetingId}/page-design/${flow.id}`, { design });
  if (!saved.data?.version) throw new Error(`page design: ${JSON.stringify(saved)}`);
  // participants without a registration yet (the seed registers the first 2,000)
  const rows = await app.ctx.db.query('SELECT p.id FROM participants p WHERE p.meeting_id = $1 AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.participant_id = p.id) ORDER BY p.id LIMIT $2', [meetingId, count]);
  const variants = [];
  for (const r of rows) {
    const { token } = await createParticipantSession(app.ctx, { id: r.id, meetingId }, fakeReq);
    // with a retry key, as the flow's submit sends one (renderers/flow/api.ts)
    variants.push({ headers: { 'participant-token': `Bearer ${token}`, 'idempotency-key': `bench-${r.id}-${Date.now()}` }, body: { meetingId, flowId: flow.id, designVersion: saved.data.version, paymentMethod: 'bankCard', formData: { name: `压测${r.id}`, workplace: '压测科技有限公司', position: '工程师', diet: '素食' } } });
  }
  return variants;
}

export async function benchApi(kind: Kind): Promise<ApiRow[]> {
  const { app, base, auth, meetingId: m, close } = await seededBenchApp(kind, { meetings: 999 });
  const loginBody = LOGIN;
  const has = (method: string, url: string) => (routeTable.get(app) ?? []).some((r) => r.method === method && r.url === url);

  const rows: ApiRow[] = [];
  rows.push(await pair(base, 'POST /api/auth/login (scrypt)', { method: 'POST', path: '/api/auth/login', amount: n(120), connections: 4, variants: [{ body: loginBody }] }, 'scrypt N=16384 by design'));
  rows.push(await pair(base, 'GET /api/co/meeting/list (page 0, size 10, of 1,000)', { method: 'GET', path: '/api/co/meeting/list?page=0&size=10', amount: n(2000), variants: [{ headers: auth }] }));
  rows.push(await pair(base, 'GET participants of a 10,000-participant meeting (page 0, size 20)', { method: 'GET', path: `/api/user-management/meeting/${m}/participants?page=0&size=20`, amount: n(1000), variants: [{ headers: auth }] }));
  // the same reads with every answer made by the database (as after each write, or with ANSWER_CACHE_MS=0)
  const kept = app.ctx.answers;
  app.ctx.answers = new AnswerCache(app.ctx.db.changes, 0);
  rows.push(await pair(base, 'GET /api/co/meeting/list, nothing kept (ANSWER_CACHE_MS=0)', { method: 'GET', path: '/api/co/meeting/list?page=0&size=10', amount: n(2000), variants: [{ headers: auth }] }));
  rows.push(await pair(base, 'GET participants, nothing kept (ANSWER_CACHE_MS=0)', { method: 'GET', path: `/api/user-management/meeting/${m}/participants?page=0&size=20`, amount: n(1000), variants: [{ headers: auth }] }));
  app.ctx.answers = kept;
  if (has('POST', '/api/registrations/submit') && has('PUT', '/api/co/meeting/:id/page-design/:flowId')) {
    // twice as many participants as requests: autocannon may prepare a request it never sends
    const variants = await registrationSetup(app, base, auth, m, 2 * n(1000) + 1);
    rows.push(await pair(base, 'POST /api/registrations/submit (one per participant)', { method: 'POST', path: '/api/registrations/submit', amount: n(1000), variants }, 'new registration each'));
  }
  if (has('POST', '/api/user/update-checkin-status')) {
    // as a scanner sends it: the participant and the registration's door code (issue 15)
    const codes = await doorCodes(app, m, 2 * n(3000) + 1);
    const variants = codes.map((c) => ({ headers: auth, body: { userId: c.participantId, meetingId: m, status: 'checked_in', checkinCode: c.code } }));
    rows.push(await pair(base, 'POST /api/user/update-checkin-status (one per registration)', { method: 'POST', path: '/api/user/update-checkin-status', amount: n(3000), variants }, 'first arrival each'));
  }
  await close();
  return rows;
}

export function apiTable(kind: string, rows: ApiRow[]): string {
  const f = (r: LoadResult) => `${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)}`;
  const lines = rows.map((r) => `| ${r.name} | ${f(r.route)} | ${f(r.bare)} | **${((100 * r.route.rps) / r.bare.rps).toFixed(0)} %** | ${r.route.errors}${r.route.errors ? ` ${JSON.stringify((r.route as { statuses?: unknown }).statuses)}` : ''} | ${r.note} |`);
  return [
    `\n## API on ${kind} (autocannon in its own process, ${os.cpus().length} cores, 10 connections; login 4)\n`,
    '| call | req/s | p50 ms | p99 ms | bare req/s | bare p50 | bare p99 | vs bare | errors | note |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}
