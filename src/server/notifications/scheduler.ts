// Delivers scheduled notification records when they fall due. Every process polls the database
// (so a schedule survives a restart and needs no in-memory timer per record) and claims due records
// with FOR UPDATE SKIP LOCKED, so several processes on one database never deliver one twice.
import type { Db } from '../db/driver';
import { deliverDue, type Delivered } from './deliver';
import type { SchedulerSettings } from './settings';

export class Scheduler {
  /** ids of the records this process delivered, newest last (the last 1000): tests and diagnostics */
  readonly claimed: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly settings: SchedulerSettings,
    private readonly onDelivered: (d: Delivered) => void,
    private readonly log: (err: unknown, msg: string) => void,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.next(0);
  }

  /** Stops polling and waits for a poll in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One poll: delivers up to `batch` due records; answers how many went out. */
  tick(): Promise<number> {
    this.running ??= this.poll().finally(() => (this.running = undefined));
    return this.running;
  }

  private next(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick().catch(() => 0).finally(() => this.next(this.settings.pollMs)), ms);
    this.timer.unref(); // a forgotten app must not keep the process alive
  }

  private async poll(): Promise<number> {
    let n = 0;
    while (n < this.settings.batch && !this.stopped) {
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
