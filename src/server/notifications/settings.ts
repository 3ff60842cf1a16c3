// Scheduler and delivery settings, read from the environment at start (zod at the boundary). Tests and
// the e2e server shorten the polls so a scheduled notification or an e-mail goes out within a second.
import { z } from 'zod';

const Env = z.object({
  /** how often each process looks for due notification records */
  NOTIFICATION_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** records delivered per poll at most, so one poll never holds the database for long */
  NOTIFICATION_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
  /** how often each process looks for e-mails and SMS waiting to go out (copies are also sent at once after a delivery) */
  DELIVERY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(3000),
  /** tries of one e-mail or SMS before it is given up on (FAILED, with the reason) */
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** the wait after the first failed try; it doubles after each further one (at most an hour) */
  DELIVERY_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
});

export interface SchedulerSettings {
  pollMs: number;
  batch: number;
}

export interface DeliverySettings {
  pollMs: number;
  batch: number;
  maxAttempts: number;
  retryMs: number;
  /** how long a claimed e-mail stays with the process sending it before another may try (a crash mid-send) */
  leaseMs: number;
}

const read = (env: NodeJS.ProcessEnv) =>
  Env.parse(Object.fromEntries(Object.keys(Env.shape).map((k) => [k, env[k] || undefined])));

export function schedulerSettings(env: NodeJS.ProcessEnv = process.env): SchedulerSettings {
  const e = read(env);
  return { pollMs: e.NOTIFICATION_POLL_MS, batch: e.NOTIFICATION_BATCH };
}

export function deliverySettings(env: NodeJS.ProcessEnv = process.env): DeliverySettings {
  const e = read(env);
  return { pollMs: e.DELIVERY_POLL_MS, batch: e.NOTIFICATION_BATCH, maxAttempts: e.DELIVERY_MAX_ATTEMPTS, retryMs: e.DELIVERY_RETRY_MS, leaseMs: 5 * 60_000 };
}
