// Scheduler settings, read from the environment at start (zod at the boundary). Tests and the e2e
// server shorten the poll so a scheduled notification goes out within a second.
import { z } from 'zod';

const Env = z.object({
  /** how often each process looks for due notification records */
  NOTIFICATION_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** records delivered per poll at most, so one poll never holds the database for long */
  NOTIFICATION_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
});

export interface SchedulerSettings {
  pollMs: number;
  batch: number;
}

export function schedulerSettings(env: NodeJS.ProcessEnv = process.env): SchedulerSettings {
  const e = Env.parse({ NOTIFICATION_POLL_MS: env.NOTIFICATION_POLL_MS || undefined, NOTIFICATION_BATCH: env.NOTIFICATION_BATCH || undefined });
  return { pollMs: e.NOTIFICATION_POLL_MS, batch: e.NOTIFICATION_BATCH };
}
