// Registrations whose payment deadline has passed give their places back: a round on the job queue
// (the job `expiry`, sent every EXPIRY_POLL_MS by each process, run by one) expires due registrations
// one transaction each. A due row is claimed with
// FOR UPDATE SKIP LOCKED and moved by the lifecycle's conditional update, so across any number of
// processes each expires once, its places are released once and its participant told once; the
// deadline lives in the row, so a restart loses nothing. A proof waiting for review never expires:
// the organizer decides it first.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { Poller } from '../jobs/poller';
import { move } from './transitions';
import { tellParticipant } from './tell';
import { offerFreed } from '../waitlist/offers';

/** registrations expired per poll at most, so one poll never holds the database for long */
const BATCH = 100;

export const DUE = `registration_status = 'awaiting_payment' AND payment_deadline <= now()
  AND coalesce(payment_status, 'unpaid') NOT IN ('pending', 'approved', 'paid')`;

/** Expires one due registration, if any; answers its id. */
export async function expireOne(ctx: Pick<Ctx, 'db' | 'repo' | 'schemas' | 'config'>): Promise<number | null> {
  return ctx.db.tx(async (db) => {
    const [due] = await db.query(`SELECT id FROM registrations WHERE ${DUE} ORDER BY payment_deadline LIMIT 1 FOR UPDATE SKIP LOCKED`);
    if (!due) return null;
    const { row, freed } = await move(db, Number(due.id), {
      action: 'expire', to: 'expired', places: 'release', when: 'r.payment_deadline <= now()',
      set: { expiredAt: new Date().toISOString() },
    }, { type: 'system' });
    await tellParticipant(ctx, db, row, 'expired');
    await offerFreed(ctx, db, freed);
    return Number(row.id);
  });
}

export interface ExpiryJob {
  poller: Poller;
  /** ids this process expired, newest last (the last 1000): tests and diagnostics */
  expired: number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    expiry: ExpiryJob;
  }
}

/** Starts the sweep (every EXPIRY_POLL_MS) when the app is ready and stops it before the app closes. */
export function installExpiry(app: FastifyInstance): ExpiryJob {
  const job: ExpiryJob = { expired: [], poller: undefined as unknown as Poller };
  job.poller = new Poller(app.ctx.config.expiryPollMs, async (stopped) => {
    let n = 0;
    while (n < BATCH && !stopped()) {
      let id: number | null;
      try {
        id = await expireOne(app.ctx);
      } catch (err) {
        app.metrics.jobFailed('expiry');
        app.log.error({ err }, 'registration expiry failed');
        break; // try again at the next poll
      }
      if (id === null) break;
      n++;
      job.expired.push(id);
      if (job.expired.length > 1000) job.expired.shift();
    }
    return n;
  }, (err) => {
    app.metrics.jobFailed('expiry');
    app.log.error({ err }, 'registration expiry poll failed');
  }, { jobs: app.ctx.jobs, name: 'expiry' });
  app.decorate('expiry', job);
  app.addHook('onReady', async () => job.poller.start());
  app.addHook('preClose', async () => job.poller.stop());
  return job;
}
