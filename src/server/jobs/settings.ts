// The durable queue's settings, read from the environment at start (zod at the boundary). Tests shorten
// the expiry and supervision so a job whose process was killed runs again within seconds.
import { z } from 'zod';

const Env = z.object({
  /** how often an idle worker asks for work when no notification woke it (LISTEN/NOTIFY wakes it at once) */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  /** a job running longer than this is taken as lost (its process died) and run again, up to its retries */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** how often lost jobs are looked for and old ones deleted (one process does it at a time) */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** PostgreSQL connections the queue of each process opens at most (beside the app's pool) */
  JOBS_POOL_MAX: z.coerce.number().int().min(2).max(50).default(3),
});

export interface JobSettings {
  pollSeconds: number;
  expireSeconds: number;
  superviseSeconds: number;
  poolMax: number;
  /** at a shutdown, how long jobs running here may take to finish; then they are handed back (run again elsewhere) */
  stopMs?: number;
}

export function jobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  const e = Env.parse(Object.fromEntries(Object.keys(Env.shape).map((k) => [k, env[k] || undefined])));
  return { pollSeconds: e.JOBS_POLL_SECONDS, expireSeconds: e.JOBS_EXPIRE_SECONDS, superviseSeconds: e.JOBS_SUPERVISE_SECONDS, poolMax: e.JOBS_POOL_MAX };
}
