// Tells this process when the data may have changed, so answers kept in memory (http/answer-cache.ts)
// are never served across a write. Every statement that writes, sent through this process's Db, moves
// the epoch at once; on PostgreSQL the write is also announced (NOTIFY, coalesced: at most one in
// flight) to the other Conflow processes on the database, whose listeners move their epoch. A process
// only trusts its memory while it is `live`: always on PGlite (one process owns the database), on
// PostgreSQL while its listener is connected and has heard its own hello; a lost listener moves the
// epoch and stops the trust until it is back.
// Why not triggers with NOTIFY in every write transaction: PostgreSQL serialises the commits of
// notifying transactions (PreCommit_Notify's lock, held across the WAL flush), which halved a 10-client
// update benchmark here; an announcement in its own tiny transaction after the commit costs nothing.
import { randomUUID } from 'node:crypto';

/** The channel of one database's Conflow data: per schema, so deployments (or test runs) sharing a database do not wake each other. */
export const changesChannel = (schema?: string) => (schema ? `conflow_changed_${schema}` : 'conflow_changed');

const WRITES = /\b(INSERT|UPDATE|DELETE|TRUNCATE|MERGE|ALTER|DROP|CREATE|COPY)\b/i;
const seen = new Map<string, boolean>();

/** Whether a statement may change data (a SELECT … FOR UPDATE counts too: an over-cautious yes costs a cache miss). */
export function isWrite(sql: string): boolean {
  let w = seen.get(sql);
  if (w === undefined) {
    w = WRITES.test(sql);
    if (seen.size < 5000) seen.set(sql, w);
  }
  return w;
}

/** How long another process counts as listening after it was last heard (it says `here` every PEER_BEAT_MS). */
export const PEER_MS = 30_000;
export const PEER_BEAT_MS = 10_000;
/** How long `acknowledged` waits for a process that does not answer (gone without `bye`, or stuck). */
export const ACK_MS = 2_000;

interface AckWait {
  /** the processes that must acknowledge; known once this process heard its own message back */
  pending: Set<string> | null;
  acked: Set<string>;
  done: () => void;
}

/**
 * The messages on the channel, `kind:instance[:…]`: `hello` from a process whose listener just connected
 * (every other process answers `changed`: it may have written before it knew of the newcomer);
 * `here` every PEER_BEAT_MS from every listening process; `bye` from one that stops; `changed` after a
 * write. A process announces its writes only while another process is known to listen (or while its
 * own listener is away, when it cannot know): alone, as Conflow runs by default, a write costs no
 * announcement. `ended:from:n` after sessions were ended (a logout) asks every listener for
 * `ack:me:from:n` once it moved its epoch, so the logout answers only when no process can still give
 * a kept answer for that session (see `acknowledged`).
 */
export class ChangeFeed {
  /** moves on every change this process makes or hears of */
  epoch = 0;
  /** whether every change, wherever made, reaches this process (see above) */
  live: boolean;
  /** this process's messages come back to it; they are recognised by this */
  readonly instance = randomUUID();
  /** messages sent so far (tests check that a process alone sends none) */
  sent = 0;
  private listening = false;
  private peersUntil = 0;
  /** the other listening processes, with when each was last heard */
  private peers = new Map<string, number>();
  private acks = new Map<number, AckWait>();
  private ackSeq = 0;
  private inFlight: Promise<void> | null = null;
  private again = false;

  /** `announce`: sends the payload on the changes channel (PostgreSQL); none on PGlite, which is live from the start */
  constructor(private readonly announce?: (payload: string) => Promise<unknown>) {
    this.live = !announce;
  }

  /** A statement that may have written has finished (committed, or failed: a needless move is harmless). */
  wrote(): void {
    this.epoch++;
    if (this.announce && (!this.listening || Date.now() < this.peersUntil)) this.changed();
  }

  /** A message from the listener. */
  heard(payload: string): void {
    const [kind, from, a, b] = payload.split(':');
    if (from === this.instance) {
      // our own hello came back: the listener hears the channel, so what is kept can be trusted
      if (kind === 'hello' && this.listening) this.live = true;
      // our own `ended` came back: every process whose hello was sent before it is known by now
      if (kind === 'ended') this.expect(Number(a));
      return;
    }
    if (kind === 'bye') {
      this.peers.delete(from);
      for (const n of this.acks.keys()) this.acked(n, from);
      return;
    }
    this.peersUntil = Date.now() + PEER_MS;
    this.peers.set(from, Date.now());
    if (kind === 'changed') this.epoch++;
    else if (kind === 'hello') this.changed();
    else if (kind === 'ended') {
      this.epoch++;
      this.say('ack', from, a);
    } else if (kind === 'ack' && a === this.instance) this.acked(Number(b), from);
  }

  /**
   * After sessions were ended (logout, password change, a disabled account): resolves once every other
   * process listening on this database has moved its epoch for it, so none gives a kept answer for those
   * sessions after the caller is told they ended. A process that answers nothing within ACK_MS (gone
   * without `bye`) is not waited for longer. Alone, or while this process's own listener is away (it
   * could hear no answer), it resolves at once.
   */
  async acknowledged(): Promise<void> {
    if (!this.announce || !this.listening) return;
    const n = ++this.ackSeq;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.acks.set(n, { pending: null, acked: new Set(), done: resolve });
      timer = setTimeout(resolve, ACK_MS);
      this.say('ended', n);
    });
    clearTimeout(timer);
    this.acks.delete(n);
  }

  /** The processes that must acknowledge `n`: those heard from lately. */
  private expect(n: number): void {
    const w = this.acks.get(n);
    if (!w) return;
    const since = Date.now() - PEER_MS;
    w.pending = new Set([...this.peers].filter(([id, at]) => at > since && !w.acked.has(id)).map(([id]) => id));
    if (!w.pending.size) w.done();
  }

  private acked(n: number, from: string): void {
    const w = this.acks.get(n);
    if (!w) return;
    w.acked.add(from);
    w.pending?.delete(from);
    if (w.pending && !w.pending.size) w.done();
  }

  /** The listener is connected (again): changes missed while it was away are unknown, so everything kept is dropped. */
  joined(): void {
    this.epoch++;
    this.listening = true;
    this.say('hello');
  }

  lost(): void {
    this.live = false;
    this.listening = false;
    this.epoch++;
    // no answer can be heard any more
    for (const w of this.acks.values()) w.done();
  }

  /** Tells the others this process stops listening (it is not waited for any more). */
  bye(): void {
    if (this.listening) this.say('bye');
  }

  /** Tells the others this process still listens; forgets those long silent. */
  beat(): void {
    const since = Date.now() - PEER_MS;
    for (const [id, at] of this.peers) if (at < since) this.peers.delete(id);
    if (this.listening) this.say('here');
  }

  /** Waits for the announcements in flight (before closing the pool). */
  async settle(): Promise<void> {
    while (this.inFlight || this.saying.size) await Promise.all([this.inFlight, ...this.saying]);
  }

  private saying = new Set<Promise<unknown>>();

  /** Sends `kind:instance[:rest…]`. */
  private say(kind: string, ...rest: Array<string | number>): void {
    this.sent++;
    const p = this.announce!([kind, this.instance, ...rest].join(':')).catch(() => undefined);
    this.saying.add(p);
    void p.finally(() => this.saying.delete(p));
  }

  /** `changed`, coalesced: at most one in flight; writes meanwhile are announced by one more after it. */
  private changed(): void {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.sent++;
    this.inFlight = this.announce!(`changed:${this.instance}`)
      .then(() => undefined, () => undefined)
      .finally(() => {
        this.inFlight = null;
        if (this.again) {
          this.again = false;
          this.changed();
        }
      });
  }
}
