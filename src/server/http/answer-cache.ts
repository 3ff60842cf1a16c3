// Answers of the hottest organizer reads (the meeting list, a participant page), kept in memory for the
// caller who asked, until anything is written (db/change-feed.ts) or ANSWER_CACHE_MS passes. A repeated
// read then costs neither a database round trip nor the row mapping and JSON of its answer.
// What keeps it safe:
// - an answer is kept per user, role, language and exact URL, so it is only ever given to the caller
//   who was given it (no tenant sees another's answer, whatever the route's own scoping);
// - it is given only while the caller's session is known live: proven by the statement that made an
//   answer in the same epoch, so a logout, a password change or a disabled account (writes) ends it;
//   the token's signature and expiry are checked on every request before this (auth/inline-session.ts);
// - an answer made while a write was under way is not kept (the epoch moved), and nothing is kept or
//   given while the feed is not live (a PostgreSQL listener away).
// Another process's write reaches this one as fast as PostgreSQL delivers its NOTIFY (about a
// millisecond); a write made outside Conflow (psql) shows after ANSWER_CACHE_MS at the latest.
import type { ChangeFeed } from '../db/change-feed';
import type { Req } from './context';

interface Kept {
  body: string;
  at: number;
}

export class AnswerCache {
  private answers = new Map<string, Kept>();
  /** session id → the user and role it was proven for */
  private sessions = new Map<string, string>();
  private bytes = 0;
  private epoch = -1;

  constructor(
    private readonly feed: ChangeFeed,
    /** how long an answer is given again at most; 0 keeps nothing */
    private readonly ttlMs: number,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The kept answer for this caller and URL, if it may be given. */
  get(req: Req): string | undefined {
    if (!this.current()) return undefined;
    const c = req.caller;
    if (!c || this.sessions.get(c.sessionId) !== who(req)) return undefined;
    const kept = this.answers.get(key(req));
    if (!kept || Date.now() - kept.at > this.ttlMs) return undefined;
    return kept.body;
  }

  /** The epoch an answer about to be made belongs to, or null when none may be kept. */
  begin(): number | null {
    return this.current() ? this.feed.epoch : null;
  }

  /** Keeps an answer made for a caller whose session its statement proved, unless anything was written meanwhile. */
  keep(req: Req, epoch: number, body: string): void {
    if (!this.current() || this.feed.epoch !== epoch || !req.caller) return;
    if (body.length > this.maxBytes / 64) return;
    this.sessions.set(req.caller.sessionId, who(req));
    const k = key(req);
    const old = this.answers.get(k);
    if (old) {
      this.bytes -= old.body.length;
      this.answers.delete(k);
    }
    this.answers.set(k, { body, at: Date.now() });
    this.bytes += body.length;
    // oldest first (a Map keeps insertion order)
    for (const [k2, v] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(k2);
      this.bytes -= v.body.length;
    }
  }

  /** True while kept answers may be used; forgets everything once the epoch moved. */
  private current(): boolean {
    if (this.ttlMs <= 0 || !this.feed.live) return false;
    if (this.epoch !== this.feed.epoch) {
      this.answers.clear();
      this.sessions.clear();
      this.bytes = 0;
      this.epoch = this.feed.epoch;
    }
    return true;
  }
}

const who = (req: Req) => `${req.caller!.user.id}:${req.caller!.user.role}`;
const key = (req: Req) => `${who(req)}:${req.lang}:${req.url}`;
