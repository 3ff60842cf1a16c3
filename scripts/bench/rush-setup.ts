// The registration rush's setup phase (rush.ts), before anything is timed: an organizer and a meeting of
// `participants` participants (scripts/seed/meeting-data.ts, no registrations), then through the API as the
// organizer would — behind the proxy — the website published and one enabled flow whose ticket types have
// limited quotas (the registration tests' design, tests/api/registration.fixtures.ts, with other price rows).
// Participants are already logged in when the sale opens: their sessions are written in one statement and
// their tokens signed with the deployment's secret, since sign-up needs a code sent to a phone and is limited
// to 60 an hour per address (limits.ts) and 10,000 password logins would only time the password hash.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/driver';
import { tokenSecret } from '../../src/server/settings';
import { signToken } from '../../src/server/auth/token';
import { PARTICIPANT_SESSION_HOURS, type ParticipantPayload } from '../../src/server/participant-accounts/sessions';
import { seedMeeting } from '../seed/meeting-data';
import { json } from '../../tests/api/child.fixtures';
import { answers, design, submission, type Setup } from '../../tests/api/registration.fixtures';

export const RUSH_ORGANIZER = { account: 'rush-org', password: 'rush-pass-1' };

/** Ticket types, each a share of the participants as its quota and as the share who want it: demand is twice the places. */
export const RUSH_TICKETS = [
  { type: '标准票', placesShare: 0.35, wantShare: 0.6, price: 199 },
  { type: 'VIP票', placesShare: 0.1, wantShare: 0.25, price: 599 },
  { type: '学生票', placesShare: 0.05, wantShare: 0.15, price: 99 },
] as const;

export interface RushParticipant {
  id: number;
  headers: Record<string, string>;
  /** the submission this participant sends */
  body: Record<string, unknown>;
  ticketType: string;
}

export interface RushMeeting {
  meetingId: number;
  flowId: number;
  /** ticket type → quota */
  quotas: Record<string, number>;
  participants: RushParticipant[];
  /** bearer tokens of the organizer's sessions that read the list during the rush */
  organizerTokens: string[];
}

const ok = <T = any>(what: string, r: { status: number; body: any }): T => {
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body as T;
};

/** The ticket type participant i (0-based) wants: the shares of RUSH_TICKETS, spread evenly over i. */
export function wantedTicket(i: number): string {
  const x = ((i * 7919) % 1000) / 1000;
  let acc = 0;
  for (const t of RUSH_TICKETS) if (x < (acc += t.wantShare)) return t.type;
  return RUSH_TICKETS[0].type;
}

export async function rushMeeting(db: Db, base: string, o: { participants: number; organizers: number; uploadDir: string; title: string }): Promise<RushMeeting> {
  const seeded = await seedMeeting(db, { participants: o.participants, registrations: 0, username: RUSH_ORGANIZER.account, password: RUSH_ORGANIZER.password, uploadDir: o.uploadDir, title: o.title });
  const meetingId = seeded.meetingId;
  const organizerTokens: string[] = [];
  for (let i = 0; i < Math.max(1, o.organizers); i++) organizerTokens.push(ok<{ token: string }>('login', await json(base, 'POST', '/api/auth/login', RUSH_ORGANIZER)).token);
  const token = organizerTokens[0];
  ok('website', await json(base, 'PUT', `/api/co/meeting/${meetingId}/website-status`, { websiteStatus: 'active' }, token));
  const flow = ok('flow', await json(base, 'POST', `/api/co/meeting/${meetingId}/registration-flows`, { type: 'attendee', name: '开票抢位', currency: 'CNY', title: '限量门票' }, token)).data;
  ok('enable', await json(base, 'PUT', `/api/co/meeting/${meetingId}/registration-flows/${flow.id}/status`, { enabled: true }, token));
  const quotas = Object.fromEntries(RUSH_TICKETS.map((t) => [t.type, Math.max(1, Math.round(o.participants * t.placesShare))]));
  const d = design();
  d.ticketPage.priceRows = RUSH_TICKETS.map((t) => ({ type: t.type, amount: quotas[t.type], prices: { early: t.price, late: t.price + 100 } })) as typeof d.ticketPage.priceRows;
  const saved = ok('design', await json(base, 'PUT', `/api/co/meeting/${meetingId}/page-design/${flow.id}`, { design: d }, token));
  const setup: Setup = { meeting: { id: meetingId }, flow, version: saved.data.version };

  // the participants' sessions, as their logins before the sale would have left them
  const people = await db.query<{ id: number }>('SELECT id FROM participants WHERE meeting_id = $1 ORDER BY id', [meetingId]);
  const sids = people.map(() => randomBytes(24).toString('base64url'));
  const expiresAt = new Date(Date.now() + PARTICIPANT_SESSION_HOURS * 3600_000);
  await db.query(
    `INSERT INTO participant_sessions (id, participant_id, meeting_id, expires_at, ip, user_agent)
     SELECT sid, pid, $3, $4, '127.0.0.1', 'conflow rush bench' FROM unnest($1::text[], $2::int[]) AS x(sid, pid)`,
    [sids, people.map((p) => Number(p.id)), meetingId, expiresAt.toISOString()],
  );
  const secret = await tokenSecret(db);
  const iat = Math.floor(Date.now() / 1000);
  const participants = people.map((p, i): RushParticipant => {
    const payload: ParticipantPayload = { sub: Number(p.id), role: 'PARTICIPANT', sid: sids[i], mid: meetingId, iat, exp: Math.floor(expiresAt.getTime() / 1000) };
    const ticketType = wantedTicket(i);
    return {
      id: Number(p.id), ticketType,
      headers: { 'participant-token': `Bearer ${signToken(payload, secret)}` },
      body: submission(setup, { ticketType, formData: answers({ name: `抢票人${i + 1}` }) }),
    };
  });
  return { meetingId, flowId: Number(flow.id), quotas, participants, organizerTokens };
}
