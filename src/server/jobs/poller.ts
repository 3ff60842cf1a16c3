// A periodic job against the shared database, run through the job queue: every POLL_MS each process
// sends the job `name` with one singletonKey, so across all processes at most one round waits or runs
// at a time and whichever worker fetches it runs it (jobs/boss-queue.ts). Each round still claims its
// own work in the database (conditional updates, SKIP LOCKED), so a round run twice, or by hand with
// tick() beside a queued one, does nothing twice; the work lives in its rows, so a restart loses nothing.
// Within a process one round runs at a time; stop() waits for the one in progress.
import type { JobQueue } from './queue';

/** where the rounds run: the app's queue and this job's name there */
export interface Via {
  jobs: JobQueue;
  name: string;
}

/** the one key of a periodic job's rounds: a second round is not queued while one waits or runs */
const ROUND = 'round';

export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;
  private listening = false;

  constructor(
    private readonly pollMs: number,
    /** one round of work; answers how much it did */
    private readonly work: (stopped: () => boolean) => Promise<number>,
    /** a round that threw (the next one runs all the same): logged and counted by the owner */
    private readonly onError: (err: unknown) => void,
    private readonly via: Via,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (!this.listening) {
      this.listening = true;
      this.via.jobs.work(this.via.name, async () => void (this.stopped ? 0 : await this.tick()));
    }
    this.next(0);
  }

  /** Stops sending rounds and waits for one in progress here. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One round now, in this process (or the one already running here): tests, and the queue's worker. */
  tick(): Promise<number> {
    this.running ??= this.work(() => this.stopped).finally(() => (this.running = undefined));
    return this.running;
  }

  /** Queues a round now (unless one already waits or runs): any process's worker runs it. */
  kick(): void {
    void this.via.jobs.send(this.via.name, {}, { singletonKey: ROUND, retryLimit: 0 }).catch((err) => this.onError(err));
  }

  private next(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.kick();
      this.next(this.pollMs);
    }, ms);
    this.timer.unref(); // a forgotten app must not keep the process alive
  }
}

/** A job run by a Poller (start, stop, one tick now); the subclass does one round of work in `poll`. */
export abstract class PollingJob {
  private readonly poller: Poller;

  constructor(pollMs: number, onError: (err: unknown) => void, via: Via) {
    this.poller = new Poller(pollMs, (stopped) => this.poll(stopped), onError, via);
  }

  start(): void {
    this.poller.start();
  }

  /** Stops polling and waits for a poll in progress. */
  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** One poll now, here (or joins the one running); answers how much it did. */
  tick(): Promise<number> {
    return this.poller.tick();
  }

  /** A round on the queue now (any process runs it). */
  kick(): void {
    this.poller.kick();
  }

  protected abstract poll(stopped: () => boolean): Promise<number>;
}
