// Sends the queued e-mails and SMS (notification_deliveries) after the transactions that queued them
// committed, in rounds on the job queue (the job `deliveries`: sent every DELIVERY_POLL_MS by each
// process and at once after a delivery queued copies, run by one process; jobs/poller.ts). A claim is
// one conditional UPDATE over rows picked with SKIP LOCKED that moves their next try a lease ahead, so two processes never send one at once and a process that
// dies mid-send leaves it to be tried again when the lease ends. A failed try waits longer each time
// (retryMs, doubling, at most an hour); after maxAttempts tries, or at once when the mail server
// refused for good (an SMTP 5xx answer), it is FAILED with the reason, counted on its record. Nothing
// a mail server does ends the process: every error is caught and recorded.
import type { Ctx } from '../../http/context';
import type { Row } from '../../db/repo';
import { PollingJob } from '../../jobs/poller';
import type { DeliverySettings } from '../settings';
import type { NotificationChannel } from '../channel';
import { compose } from './compose';

const HOUR = 3600_000;

/** A refusal that another try will not change (SMTP 5xx: unknown mailbox, message refused). */
const permanent = (err: unknown) => {
  const code = Number((err as { responseCode?: number })?.responseCode);
  return code >= 500 && code < 600;
};

export class DeliveryWorker extends PollingJob {
  constructor(
    private readonly ctx: Ctx,
    private readonly settings: DeliverySettings,
    /** read at each send (tests replace the app's channel) */
    private readonly channel: () => NotificationChannel,
    private readonly log: (err: unknown, msg: string) => void,
  ) {
    super(settings.pollMs, (err) => log(err, 'delivery poll failed'), { jobs: ctx.jobs, name: 'deliveries' });
  }

  /** Polls until nothing due is left (what is waiting for a later retry stays). */
  async drain(): Promise<void> {
    while ((await this.tick()) > 0);
  }

  /** Sends up to `batch` due e-mails/SMS; answers how many were tried. */
  protected async poll(stopped: () => boolean): Promise<number> {
    let n = 0;
    while (n < this.settings.batch && !stopped()) {
      const claimed = await this.claim(Math.min(10, this.settings.batch - n));
      if (!claimed.length) break;
      for (const d of claimed) {
        await this.sendOne(d);
        n++;
      }
    }
    return n;
  }

  private claim(limit: number): Promise<Row[]> {
    return this.ctx.db.query(
      `UPDATE notification_deliveries SET attempts = attempts + 1, next_attempt_at = now() + $2 * interval '1 millisecond'
        WHERE id IN (SELECT id FROM notification_deliveries WHERE status = 'PENDING' AND next_attempt_at <= now()
                      ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [limit, this.settings.leaseMs],
    );
  }

  private async sendOne(d: Row): Promise<void> {
    try {
      const msg = await compose(this.ctx, d);
      if (!msg) return void (await this.settle(d.id, 'SKIPPED', null));
      await this.channel().send({ recipient: d.recipient, type: d.channel }, msg);
      await this.settle(d.id, 'SENT', null);
    } catch (err) {
      const reason = String((err as Error)?.message ?? err).slice(0, 500);
      this.log(err, `delivery ${d.id} to ${d.channel} not sent (try ${d.attempts})`);
      try {
        if (permanent(err) || Number(d.attempts) >= this.settings.maxAttempts) await this.settle(d.id, 'FAILED', reason);
        else await this.retryLater(d, reason);
      } catch (e) {
        this.log(e, `delivery ${d.id}: its outcome could not be stored (tried again after the lease)`);
      }
    }
  }

  private async retryLater(d: Row, reason: string): Promise<void> {
    const wait = Math.min(HOUR, this.settings.retryMs * 2 ** Math.max(0, Number(d.attempts) - 1));
    await this.ctx.db.query(
      `UPDATE notification_deliveries SET last_error = $2, next_attempt_at = now() + $3 * interval '1 millisecond' WHERE id = $1 AND status = 'PENDING'`,
      [d.id, reason, wait],
    );
  }

  /** The final state, counted on the delivery's record in the same statement. */
  private async settle(id: number, status: 'SENT' | 'FAILED' | 'SKIPPED', reason: string | null): Promise<void> {
    const counter = status === 'SENT' ? 'copies_sent = copies_sent + 1' : status === 'FAILED' ? 'copies_failed = copies_failed + 1, failure_reason = $3' : null;
    await this.ctx.db.query(
      `WITH d AS (UPDATE notification_deliveries SET status = $2, last_error = $3, sent_at = CASE WHEN $2 = 'SENT' THEN now() END
                   WHERE id = $1 AND status = 'PENDING' RETURNING record_id)
       ${counter ? `UPDATE notification_records r SET ${counter} FROM d WHERE r.id = d.record_id` : 'SELECT 1 FROM d'}`,
      [id, status, reason],
    );
  }
}
