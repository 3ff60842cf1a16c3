// Which meetings a request's writes are limited to, so a write drops only the kept answers of those
// meetings and their organizers' lists (answer-cache.ts, db/change-feed.ts), not every answer of every
// meeting. A request learns its meetings where tenancy is checked — ownedMeeting, meetingOf, ownedChild
// (meetings/scoped.ts) and a participant's own meeting (auth/guard.ts) — since a handler writes a
// meeting's rows only after checking that the caller may. The feed counts a write as this narrow only
// when every table it writes has a meeting_id column; anything else (users, sessions, the meetings row,
// work outside a request or after its answer was sent) changes everything.
import type { FastifyInstance } from 'fastify';
import type { WriteScope } from '../db/change-feed';
import { currentRequest } from './last-resort';

interface Noted {
  meetings: Set<number>;
  /** null once a meeting was noted without its organizer */
  organizers: Set<number> | null;
  /** the answer was sent: later work (a detached job) is no longer the request's */
  done: boolean;
}

const noted = new WeakMap<object, Noted>();

/** The request under way has checked its caller's access to this meeting (organizer id if known). */
export function noteMeeting(meetingId: unknown, organizerId?: unknown): void {
  const req = currentRequest();
  const id = Number(meetingId);
  if (!req || !Number.isInteger(id) || id <= 0) return;
  let n = noted.get(req);
  if (!n) noted.set(req, (n = { meetings: new Set(), organizers: new Set(), done: false }));
  n.meetings.add(id);
  const o = Number(organizerId);
  if (n.organizers && Number.isInteger(o) && o > 0) n.organizers.add(o);
  else n.organizers = null;
}

/** The current request's scope (null: none known, everything). */
export function requestScope(): WriteScope | null {
  const req = currentRequest();
  const n = req && noted.get(req);
  if (!n || n.done || !n.meetings.size) return null;
  return { meetings: [...n.meetings], organizers: n.organizers && [...n.organizers] };
}

/** Ends a request's scope when its answer is sent. */
export function trackWriteScopes(app: FastifyInstance) {
  app.addHook('onResponse', async (req) => {
    const n = noted.get(req);
    if (n) n.done = true;
  });
}
