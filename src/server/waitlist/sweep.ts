// Offers whose hold ended pass to the next in line (issue 20). Chosen over a job per offer on ctx.jobs:
// the hold's end lives in the entry's row (offerExpiresAt), so a restart or a lost job loses nothing —
// every process polls (EXPIRY_POLL_MS, like registration/expiry.ts) and ends due offers one transaction
// each, a due row claimed with FOR UPDATE SKIP LOCKED, so across processes each lapses once. The same
// poll offers any free place a line is waiting for (a place freed by a path that did not offer it).
import type { FastifyInstance } from 'fastify';
import { Poller } from '../jobs/poller';
import { endOffer, offerFree, tellEntry, type WaitCtx } from './offers';
import { waitsFor } from './kinds';

const BATCH = 100;

/** Ends one lapsed offer, if any (its place passes on); answers the entry's id. */
export async function lapseOne(ctx: WaitCtx): Promise<number | null> {
  return ctx.db.tx(async (db) => {
    const [due] = await db.query(`SELECT id FROM waitlist_entries WHERE status = 'offered' AND offer_expires_at <= now() ORDER BY offer_expires_at LIMIT 1 FOR UPDATE SKIP LOCKED`);
    if (!due) return null;
    const e = await endOffer(ctx, db, Number(due.id), 'expired', 'w.offer_expires_at <= now()');
    if (e) await tellEntry(ctx, db, e, 'lapsed');
    return Number(due.id);
  });
}

/** Offers the free places of tickets and room types whose lines wait; answers how many were offered. */
export async function offerWaiting(ctx: WaitCtx): Promise<number> {
  const free = await ctx.db.query<{ id: number }>(
    `SELECT DISTINCT q.id FROM registration_quotas q JOIN waitlist_entries w ON ${waitsFor('w', 'q')}
      WHERE w.status = 'waiting' AND (q.capacity IS NULL OR q.used < q.capacity) LIMIT ${BATCH}`,
  );
  let n = 0;
  for (const q of free) n += await ctx.db.tx((db) => offerFree(ctx, db, Number(q.id)));
  return n;
}

/** Starts the sweep when the app is ready and stops it before the app closes. */
export function installWaitlistSweep(app: FastifyInstance): Poller {
  const poller = new Poller(app.ctx.config.expiryPollMs, async (stopped) => {
    let n = 0;
    while (n < BATCH && !stopped() && (await lapseOne(app.ctx)) !== null) n++;
    if (!stopped()) n += await offerWaiting(app.ctx);
    return n;
  }, (err) => {
    app.metrics.jobFailed('waitlist');
    app.log.error({ err }, 'waiting-list sweep failed');
  }, { jobs: app.ctx.jobs, name: 'waitlist' });
  app.addHook('onReady', async () => poller.start());
  app.addHook('preClose', async () => poller.stop());
  return poller;
}
