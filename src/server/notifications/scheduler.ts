// Delivers scheduled notification records when they fall due: a round on the job queue (the job
// `notifications`, sent every NOTIFICATION_POLL_MS by each process, run by one; jobs/poller.ts) looks in
// the database (so a schedule survives a restart and needs no timer per record) and claims due records
// with FOR UPDATE SKIP LOCKED, so several processes on one database never deliver one twice.
import type { Db } from '../db/driver';
import { deliverDue, type Delivered } from './deliver';
import type { SchedulerSettings } from './settings';
import { PollingJob } from '../jobs/poller';
import type { JobQueue } from '../jobs/queue';

export class Scheduler extends PollingJob {
  /** ids of the records this process delivered, newest last (the last 1000): tests and diagnostics */
  readonly claimed: number[] = [];

  constructor(
    private readonly db: Db,
    private readonly settings: SchedulerSettings,
    private readonly onDelivered: (d: Delivered) => void,
    private readonly log: (err: unknown, msg: string) => void,
    jobs: JobQueue,
  ) {
    super(settings.pollMs, (err) => log(err, 'notification poll failed'), { jobs, name: 'notifications' });
  }

  /** One poll: delivers up to `batch` due records; answers how many went out. */
  protected async poll(stopped: () => boolean): Promise<number> {
    let n = 0;
    while (n < this.settings.batch && !stopped()) {
      let d: Delivered | null;
      try {
        d = await deliverDue(this.db);
      } catch (err) {
        this.log(err, 'notification delivery failed');
        if ((err as { recordId?: number }).recordId) continue; // that record is now FAILED: go on with the rest
        break; // the database itself failed: try again at the next poll
      }
      if (!d) break;
      n++;
      this.claimed.push(Number(d.record.id));
      if (this.claimed.length > 1000) this.claimed.shift();
      this.onDelivered(d);
    }
    return n;
  }
}
