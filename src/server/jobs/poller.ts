// A periodic job every process runs against the shared database: each poll claims its own work in the
// database (conditional updates, SKIP LOCKED), so any number of processes may poll at once and a
// restart loses nothing. One poll at a time per process; stop() waits for the one in progress.
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  constructor(
    private readonly pollMs: number,
    /** one round of work; answers how much it did */
    private readonly work: (stopped: () => boolean) => Promise<number>,
    /** a poll that threw (the next one runs all the same): logged and counted by the owner */
    private readonly onError: (err: unknown) => void = () => {},
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

  /** One poll now (or the one already running). */
  tick(): Promise<number> {
    this.running ??= this.work(() => this.stopped).finally(() => (this.running = undefined));
    return this.running;
  }

  private next(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick().catch((err) => this.onError(err)).finally(() => this.next(this.pollMs)), ms);
    this.timer.unref(); // a forgotten app must not keep the process alive
  }
}

/** A job run by a Poller (start, stop, one tick now); the subclass does one round of work in `poll`. */
export abstract class PollingJob {
  private readonly poller: Poller;

  constructor(pollMs: number, onError?: (err: unknown) => void) {
    this.poller = new Poller(pollMs, (stopped) => this.poll(stopped), onError);
  }

  start(): void {
    this.poller.start();
  }

  /** Stops polling and waits for a poll in progress. */
  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** One poll now (or joins the one running); answers how much it did. */
  tick(): Promise<number> {
    return this.poller.tick();
  }

  protected abstract poll(stopped: () => boolean): Promise<number>;
}
