// Prometheus metrics (prom-client) at GET /metrics, for a scraper that sends `Authorization: Bearer
// METRICS_TOKEN`. Without METRICS_TOKEN the path is not served (404): request rates per route and queue
// depths tell an outsider how busy each meeting's pages are, so nothing is public by default, and a
// token (rather than a bound address) works the same behind any load balancer. It lives outside /api
// (the Prometheus convention; no operation of the API) and is registered here, not with route().
//
// Labels are bounded: the route's pattern (`/api/co/meeting/:id`), never the URL a caller sent;
// `unmatched` for paths no route knows; the status as a class (2xx…5xx). Each process reports its own
// requests, pool and job failures; the queue depths (the work due in the app's tables, and the jobs on
// the job queue by name and state) are counts over the shared database, the same from every process
// (take max() over processes, not sum()).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../http/errors';
import { DUE as NOTIFICATION_DUE } from '../notifications/deliver';
import { DUE as EXPIRY_DUE } from '../registration/expiry';
import { within } from './within';

export interface AppMetrics {
  registry: Registry;
  /** one error a background job logged (notifications, deliveries, expiry) */
  jobFailed(job: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** queue depths are counted at each scrape; a database slower than this leaves them out of that scrape */
const QUEUE_QUERY_MS = 2000;

/**
 * What waits in the database for each job, due now: scheduled notification records, e-mail/SMS copies
 * (a copy waiting for a later retry is not counted until its time comes) and unpaid registrations past
 * their deadline.
 */
const QUEUES = `SELECT
  (SELECT count(*) FROM notification_records WHERE ${NOTIFICATION_DUE})::int AS notifications,
  (SELECT count(*) FROM notification_deliveries WHERE status = 'PENDING' AND next_attempt_at <= now())::int AS deliveries,
  (SELECT count(*) FROM registrations WHERE ${EXPIRY_DUE})::int AS expiry`;

/** Node's own metrics (CPU, memory, event loop lag, GC) belong to the process, not an app: collected once. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function installMetrics(app: FastifyInstance) {
  const registry = new Registry();
  const { db } = app.ctx;

  const requests = new Histogram({
    name: 'conflow_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method and status class; its _count is the request count',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    // the declared pattern, never req.url: ids and tokens in paths must not become label values
    const route = req.routeOptions.url ?? 'unmatched';
    requests.observe({ method: req.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'conflow_db_pool_connections',
    help: 'Database connections of this process: in_use, idle, and max (the pool limit; PGlite is one connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = db.pool();
      this.set({ state: 'in_use' }, p.inUse);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'max' }, p.max);
    },
  });
  new Gauge({
    name: 'conflow_db_pool_waiting',
    help: 'Queries of this process waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(db.pool().waiting);
    },
  });
  new Gauge({
    name: 'conflow_job_queue_depth',
    help: 'Work due now in the shared database, by job (the same in every process: take max, not sum)',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      const row = await within(db.query(QUEUES), QUEUE_QUERY_MS).then((rows) => rows[0], (err) => {
        app.log.warn({ err }, 'metrics: queue depths not read');
        return undefined;
      });
      this.reset();
      if (row) for (const job of ['notifications', 'deliveries', 'expiry']) this.set({ job }, Number(row[job]));
    },
  });
  new Gauge({
    name: 'conflow_queue_jobs',
    help: 'Jobs on the job queue by job name: waiting (due, not yet taken) and active (running in some process); the same in every process',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const depths = app.ctx.jobs.depths ? await within(app.ctx.jobs.depths(), QUEUE_QUERY_MS).catch((err) => {
        app.log.warn({ err }, 'metrics: job queue depths not read');
        return [];
      }) : [];
      this.reset();
      for (const d of depths) {
        this.set({ queue: d.name, state: 'waiting' }, d.waiting);
        this.set({ queue: d.name, state: 'active' }, d.active);
      }
    },
  });
  const failures = new Counter({
    name: 'conflow_job_failures_total',
    help: 'Errors the background jobs of this process logged (a failed e-mail/SMS try, a round or a queued job that threw), by job',
    labelNames: ['job'],
    registers: [registry],
  });
  // every job shows from the first scrape, at 0
  for (const job of ['notifications', 'deliveries', 'expiry']) failures.inc({ job }, 0);

  const metrics: AppMetrics = { registry, jobFailed: (job) => failures.inc({ job }) };
  app.decorate('metrics', metrics);

  const token = app.ctx.config.metricsToken;
  app.get('/metrics', async (req, reply) => {
    if (!token) throw new AppError(404, 'errors.notFound');
    if (!sameSecret(/^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '', token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'errors.unauthorized');
    }
    const all = Registry.merge([processMetrics(), registry]);
    return reply.type(all.contentType).header('cache-control', 'no-store').send(await all.metrics());
  });
}

/** Compared through their hashes: equal length, constant time. */
function sameSecret(given: string, expected: string): boolean {
  const h = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(h(given), h(expected));
}
