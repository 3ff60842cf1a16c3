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
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The channel of one database's Conflow data: per schema, so deployments (or test runs) sharing a database do not wake each other. */
/**
 * What a write changed, when known: rows of these meetings only (tables with a meeting_id column), whose
 * organizers are these (null: not known, so every organizer's lists count as changed). A write not known
 * to be so narrow (users, sessions, the meetings table itself, anything outside a request) changes "all".
 */
export interface WriteScope {
  meetings: number[];
  organizers: number[] | null;
}

/** What a kept answer depends on: one meeting's rows, or the lists of one organizer's meetings (null: a super admin's, of all). */
export type AnswerTag = { meeting: number } | { organizer: number | null };

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

const ROW_WRITES = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:ONLY\s+)?"?([A-Za-z_]\w*)"?/gi;
const OTHER_WRITES = /\b(TRUNCATE|MERGE|ALTER|DROP|CREATE|COPY)\b/i;
// row locks (SELECT … FOR UPDATE) change no data; an upsert's DO UPDATE writes its INSERT's table
const NOT_TARGETS = /\bFOR\s+(?:NO\s+KEY\s+)?UPDATE\b|\bDO\s+UPDATE\b/gi;
const reach = new Map<string, 'none' | 'rows' | 'all'>();
/** tables no kept answer reads (the rate limits' counters): writing them changes no answer */
const UNREAD = new Set(['rate_counters']);

/**
 * How far a statement's writes reach: 'none' (it changes no data), 'rows' (only rows of `meetingTables`,
 * the tables with a meeting_id column) or 'all'. Unsure is 'all': a needless 'all' only costs kept answers.
 */
export function writeReach(sql: string, meetingTables: ReadonlySet<string>): 'none' | 'rows' | 'all' {
  let r = reach.get(sql);
  if (r !== undefined) return r;
  const text = sql.replace(NOT_TARGETS, ' ');
  if (OTHER_WRITES.test(text)) r = 'all';
  else {
    const targets = [...text.matchAll(ROW_WRITES)].map((m) => m[1].toLowerCase()).filter((t) => !UNREAD.has(t));
    const any = targets.length || [...text.matchAll(ROW_WRITES)].length;
    r = !any ? (WRITES.test(text) ? 'all' : 'none') : targets.every((t) => meetingTables.has(t)) ? (targets.length ? 'rows' : 'none') : 'all';
  }
  if (reach.size < 5000) reach.set(sql, r);
  return r;
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
  /** moves on every change this process makes or hears of, narrow or not */
  epoch = 0;
  /** the epoch of the last change that reached everything (see WriteScope) */
  allAt = 0;
  /** the epoch of the last change whose organizers were not known (every organizer's lists changed) */
  private listsAt = 0;
  /** the epoch of the last change to any meeting (a super admin's lists span them all) */
  private anyListAt = 0;
  private meetingAt = new Map<number, number>();
  private organizerAt = new Map<number, number>();
  /** The meetings the write under way is known to be limited to, or null (app.ts: the request's, http/write-scope.ts). */
  scopeOf: () => WriteScope | null = () => null;
  private declared = new AsyncLocalStorage<WriteScope>();
  /** the tables with a meeting_id column: writes to them alone can be narrow (app.ts fills it) */
  meetingTables: ReadonlySet<string> = new Set();
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
  /** the scope of the writes to announce once the one in flight is sent; false: none */
  private again: WriteScope | null | false = false;

  /** `announce`: sends the payload on the changes channel (PostgreSQL); none on PGlite, which is live from the start */
  constructor(private readonly announce?: (payload: string) => Promise<unknown>) {
    this.live = !announce;
  }

  /**
   * Statements that may have written have finished (committed, or failed: a needless move is harmless):
   * one statement, a transaction's (`sql` a list), or unknown ones (none given: everything changed).
   */
  wrote(sql?: string | string[]): void {
    const scope = sql === undefined ? null : this.scopeFor([sql].flat());
    if (scope === 'none') return;
    this.moved(scope);
    if (this.announce && (!this.listening || Date.now() < this.peersUntil)) this.changed(scope);
  }

  /** The scope of these statements' writes: 'none', null (all) or the request's meetings when every write is to their rows. */
  private scopeFor(sqls: string[]): WriteScope | null | 'none' {
    let rows = false;
    for (const s of sqls) {
      const r = writeReach(s, this.meetingTables);
      if (r === 'all') return null;
      if (r === 'rows') rows = true;
    }
    if (!rows) return 'none';
    const scope = this.declared.getStore() ?? this.scopeOf();
    return scope && scope.meetings.length ? scope : null;
  }

  /**
   * Runs `fn`, whose writes to meeting tables the caller knows to be limited to `scope` (e.g. a statement
   * that itself checks every row's meeting against these), whatever request it runs in.
   */
  within<T>(scope: WriteScope, fn: () => Promise<T>): Promise<T> {
    return this.declared.run(scope, fn);
  }

  /** Moves the epoch for a change of `scope` (null: everything). */
  private moved(scope: WriteScope | null): void {
    const e = ++this.epoch;
    if (!scope || this.meetingAt.size > 100_000 || this.organizerAt.size > 100_000) {
      this.allAt = e;
      this.meetingAt.clear();
      this.organizerAt.clear();
      return;
    }
    for (const m of scope.meetings) this.meetingAt.set(m, e);
    this.anyListAt = e;
    if (scope.organizers) for (const o of scope.organizers) this.organizerAt.set(o, e);
    else this.listsAt = e;
  }

  /** Whether what an answer tagged `tag`, made at `epoch`, depends on may have changed since. */
  changedSince(epoch: number, tag: AnswerTag | null): boolean {
    if (this.allAt > epoch) return true;
    if (!tag) return this.epoch !== epoch;
    if ('meeting' in tag) return (this.meetingAt.get(tag.meeting) ?? 0) > epoch;
    if (this.listsAt > epoch) return true;
    return tag.organizer === null ? this.anyListAt > epoch : (this.organizerAt.get(tag.organizer) ?? 0) > epoch;
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
    if (kind === 'changed') this.moved(parseScope(a, b));
    else if (kind === 'hello') this.changed(null);
    else if (kind === 'ended') {
      this.moved(null);
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
    this.moved(null);
    this.listening = true;
    this.say('hello');
  }

  lost(): void {
    this.live = false;
    this.listening = false;
    this.moved(null);
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

  /**
   * `changed[:meetings:organizers]`, coalesced: at most one in flight; writes meanwhile are announced by
   * one more after it, of all their scopes together (any of them everything: everything).
   */
  private changed(scope: WriteScope | null): void {
    this.again = this.again === false ? scope : merge(this.again, scope);
    if (this.inFlight) return;
    const next = this.again;
    this.again = false;
    this.sent++;
    this.inFlight = this.announce!(`changed:${this.instance}${scopeText(next)}`)
      .then(() => undefined, () => undefined)
      .finally(() => {
        this.inFlight = null;
        if (this.again !== false) this.changed(this.again);
      });
  }
}

/** Two scopes as one (null: everything); too long a message becomes everything. */
function merge(a: WriteScope | null, b: WriteScope | null): WriteScope | null {
  if (!a || !b) return null;
  const meetings = [...new Set([...a.meetings, ...b.meetings])];
  if (meetings.length > 200) return null;
  return { meetings, organizers: a.organizers && b.organizers ? [...new Set([...a.organizers, ...b.organizers])] : null };
}

/** `:1,2:7` (meetings, organizers; `*` when not known), or nothing for everything. */
const scopeText = (s: WriteScope | null) => (s ? `:${s.meetings.join(',')}:${s.organizers ? s.organizers.join(',') : '*'}` : '');

/** The scope of a heard `changed` (an older process's bare `changed`: everything). */
function parseScope(meetings?: string, organizers?: string): WriteScope | null {
  const ids = (t: string) => t.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (!meetings) return null;
  const m = ids(meetings);
  if (!m.length) return null;
  return { meetings: m, organizers: organizers === undefined || organizers === '*' ? null : ids(organizers) };
}
