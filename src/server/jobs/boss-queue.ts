// The durable queue on pg-boss: jobs are rows in pg-boss's own schema of the app's database, so they
// survive restarts, and each job is fetched by one worker across all processes (pg-boss claims with
// SKIP LOCKED). A job whose process died while running it is taken as lost after JOBS_EXPIRE_SECONDS
// and run again by any process (it counts as a retry). PostgreSQL: pg-boss opens its own small pool
// (JOBS_POOL_MAX) and LISTENs, so an idle worker wakes as soon as a job is sent. PGlite: the same code
// on the app's one PGlite instance (pg-boss's PGlite adapter), in the one process.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { PgBoss, fromPglite } from 'pg-boss';
import type { Db } from '../db/driver';
import type { Job, JobQueue, QueueDepth } from './queue';
import type { JobSettings } from './settings';

/** pg-boss's schema: beside a test's schema `t_ab12`, `t_ab12_jobs` (the harness drops both) */
export const jobSchema = (pgSchema?: string) => (pgSchema ? `${pgSchema}_jobs` : 'pgboss');

type Handler = (job: Job<object>) => Promise<void>;

export function bossQueue(db: Db, settings: JobSettings, onError: (name: string, err: unknown) => void): JobQueue {
  const schema = jobSchema(db.postgres?.schema);
  const common = {
    schema,
    useListenNotify: true,
    schedule: false, // no cron schedules: periodic work is sent by each process's timer (jobs/sweep.ts)
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
  };
  const boss = db.pglite
    ? new PgBoss({ ...common, db: fromPglite(db.pglite), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: db.postgres!.url, max: settings.poolMax, application_name: 'conflow-jobs' });
  boss.on('error', (err) => onError('queue', err));

  const handlers = new Map<string, Handler>();
  // a job runs outside any request, whatever woke its worker (a connection first opened by a request's send):
  // its writes are never narrowed to that request's meetings (http/write-scope.ts), its errors never the request's
  const outside = AsyncLocalStorage.snapshot();
  const queues = new Map<string, Promise<void>>();
  let opened: Promise<unknown> | undefined;
  let running = false;
  // pg-boss's schema made or migrated, its supervision started: at the app's build (no hook timeout)
  const open = () => (opened ??= boss.start());

  // every job name is an `exclusive` queue: one job per singletonKey waiting or running; a job sent
  // without a key gets a unique one, so only keyed sends are ever refused
  const queue = (name: string) => {
    let q = queues.get(name);
    if (!q) {
      q = boss.createQueue(name, { policy: 'exclusive', notify: true, expireInSeconds: settings.expireSeconds });
      queues.set(name, q.catch(() => void queues.delete(name)));
    }
    return q;
  };
  const listen = async (name: string, handler: Handler) => {
    await queue(name);
    const poll = { pollingIntervalSeconds: settings.pollSeconds, notifyPollingIntervalSeconds: settings.pollSeconds };
    const id = await boss.work<object>(name, poll, async ([job]) => {
      try {
        await outside(() => handler({ id: job.id, name: job.name, data: job.data }));
      } catch (err) {
        onError(name, err);
        throw err; // pg-boss retries it or marks it failed
      } finally {
        // asks again at once rather than after the poll interval: a backlog drains job after job
        boss.notifyWorker(id);
      }
    });
  };

  return {
    async send(name, data, opts = {}) {
      await open();
      await queue(name);
      return boss.send(name, data, {
        singletonKey: opts.singletonKey ? `k:${opts.singletonKey}` : `u:${randomUUID()}`,
        startAfter: opts.startAfter,
        retryLimit: opts.retryLimit ?? 2,
        retryDelay: opts.retryDelaySeconds ?? 1,
      });
    },
    work(name, handler) {
      handlers.set(name, handler as Handler);
      if (running) void listen(name, handler as Handler).catch((err) => onError(name, err));
    },
    async open() {
      await open();
    },
    async start() {
      await open();
      if (running) return;
      running = true;
      await Promise.all([...handlers].map(([name, h]) => listen(name, h)));
    },
    async stop() {
      if (!opened) return;
      await opened.catch(() => undefined);
      running = false;
      // waits for the jobs running here, then hands back those still running (they run again in another
      // process, or here after a restart); pg-boss closes its own pool (never the app's PGlite)
      await boss.stop({ graceful: true, close: true, timeout: Math.min(settings.stopMs ?? 30_000, settings.expireSeconds * 1000) });
    },
    async depths() {
      await open();
      const { rows } = await boss.getDb().executeSql(
        `SELECT name, count(*) FILTER (WHERE state < 'active' AND start_after <= now())::int AS waiting,
                count(*) FILTER (WHERE state = 'active')::int AS active
           FROM ${schema}.job WHERE state < 'completed' GROUP BY name`,
      );
      return rows as QueueDepth[];
    },
  };
}
