// Answers of the hottest organizer reads (the meeting list, a participant page, the payment list and
// figures, finance), kept in memory for the caller who asked, until what they depend on is written
// (db/change-feed.ts) or ANSWER_CACHE_MS passes. A repeated read then costs neither a database round trip
// nor the row mapping and JSON of its answer. Each answer is tagged with what it depends on: one
// meeting's rows (a route naming :meetingId), or the lists of its caller's organizer (a super admin:
// all). A write known to touch only meeting A's rows (http/write-scope.ts) drops A's answers and the
// lists of A's organizer (and the super admins'); any other write drops everything.
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
import type { AnswerTag, ChangeFeed } from '../db/change-feed';
import type { Req } from './context';

interface Kept {
  /** the answer's bytes: encoded once when kept, not again for every caller given it (encoding a JSON text
   *  with Chinese in it is a two-byte string's UTF-8 conversion, 70-90 µs for a 15-19 KB page here) */
  body: Buffer;
  at: number;
  /** the feed's epoch when the answer began to be made, and what it depends on */
  epoch: number;
  tag: AnswerTag;
}

export class AnswerCache {
  private answers = new Map<string, Kept>();
  /** session id → the user and role it was proven for, and the epoch it was proven at */
  private sessions = new Map<string, { who: string; epoch: number }>();
  private bytes = 0;
  /** the feed's allAt last seen: a change of everything forgets everything at once */
  private allAt = -1;

  constructor(
    private readonly feed: ChangeFeed,
    /** how long an answer is given again at most; 0 keeps nothing */
    private readonly ttlMs: number,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The kept answer for this caller and URL, if it may be given. */
  get(req: Req): Buffer | undefined {
    if (!this.current()) return undefined;
    const c = req.caller;
    if (!c) return undefined;
    // an unconfirmed caller (its token alone, auth/inline-session.ts) is trusted as far as a statement proved its session
    if (c.unconfirmed) {
      const s = this.sessions.get(c.sessionId);
      if (!s || s.who !== who(req) || this.feed.allAt > s.epoch) return undefined;
    }
    const kept = this.answers.get(key(req));
    if (!kept || Date.now() - kept.at > this.ttlMs || this.feed.changedSince(kept.epoch, kept.tag)) return undefined;
    return kept.body;
  }

  /** The epoch an answer about to be made belongs to, or null when none may be kept. */
  begin(): number | null {
    return this.current() ? this.feed.epoch : null;
  }

  /** Keeps an answer made for a caller whose session its statement proved, unless what it depends on was written meanwhile. */
  keep(req: Req, epoch: number, tag: AnswerTag, body: Buffer): void {
    if (!this.current() || !req.caller || this.feed.changedSince(epoch, tag)) return;
    if (body.length > this.maxBytes / 64) return;
    if (this.feed.allAt <= epoch) this.sessions.set(req.caller.sessionId, { who: who(req), epoch });
    const k = key(req);
    const old = this.answers.get(k);
    if (old) {
      this.bytes -= old.body.length;
      this.answers.delete(k);
    }
    this.answers.set(k, { body, at: Date.now(), epoch, tag });
    this.bytes += body.length;
    // oldest first (a Map keeps insertion order)
    for (const [k2, v] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(k2);
      this.bytes -= v.body.length;
    }
  }

  /** True while kept answers may be used; forgets everything once everything changed. */
  private current(): boolean {
    if (this.ttlMs <= 0 || !this.feed.live) return false;
    if (this.allAt !== this.feed.allAt) {
      this.answers.clear();
      this.sessions.clear();
      this.bytes = 0;
      this.allAt = this.feed.allAt;
    }
    return true;
  }
}

const who = (req: Req) => `${req.caller!.user.id}:${req.caller!.user.role}`;
const key = (req: Req) => `${who(req)}:${req.lang}:${req.url}`;
