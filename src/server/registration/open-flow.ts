// What a participant may see of a meeting's registration: a published meeting (website active,
// spec 2 §4) and its enabled flows; the hotels and room types open for booking with the rooms left.
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { designDoc, type DesignDoc } from './design-store';
import { ticketOf } from './ticket-types';
import type { TicketType } from '../../shared/tickets';
import { liveParticipantSql, type ParticipantClaim } from '../participant-accounts/sessions';

/** The meeting and flow, both open to participants, else 404 (closed and unknown look alike). */
export async function openFlow(db: Db, meetingId: number, flowId: number): Promise<{ meeting: Row; flow: Row }> {
  const [row] = await db.query(
    `SELECT f.*, row_to_json(m.*) AS meeting FROM registration_flows f JOIN meetings m ON m.id = f.meeting_id
      WHERE f.id = $1 AND f.meeting_id = $2 AND f.enabled AND m.website_status = 'active'`,
    [flowId, meetingId],
  );
  if (!row) throw new AppError(404, 'registration.flowUnavailable');
  const { meeting, ...flow } = row;
  return { meeting, flow };
}

/**
 * openFlow with, in the same round trip, the flow's newest design, (when `seenVersion` is given) the
 * design of that version, null when the flow never had it, and the flow's ticket types in the settings'
 * order (ticket-types.ts ticketOf): a submission reads all it decides on in one statement, a round
 * trip fewer than reading the ticket types after (BENCHMARKS.md, issue 19 item 3). Given a participant's
 * unproven `claim`, the participant's row too while its session is live (null otherwise): the session
 * check is no round trip of its own either.
 */
export async function openFlowDesigned(db: Db, meetingId: number, flowId: number, seenVersion?: number, claim?: ParticipantClaim):
  Promise<{ meeting: Row; flow: Row; current: DesignDoc; seen: DesignDoc | null; tickets: Array<TicketType & Row>; participant: Row | null }> {
  const params: unknown[] = [flowId, meetingId];
  const at = (v: unknown) => `$${params.push(v)}`;
  const seenSql = seenVersion === undefined ? 'NULL'
    : `CASE WHEN n.version = ${at(seenVersion)} THEN NULL ELSE (SELECT row_to_json(s.*) FROM flow_design_versions s WHERE s.flow_id = f.id AND s.version = $${params.length}) END`;
  const meSql = claim ? `(SELECT row_to_json(p.*) FROM (${liveParticipantSql(at(claim.sessionId), at(claim.participantId))}) p)` : 'NULL';
  const [row] = await db.query(
    `SELECT f.*, row_to_json(m.*) AS meeting, row_to_json(n.*) AS newest_design, ${seenSql} AS seen_design,
            (SELECT coalesce(json_agg(t.* ORDER BY t.sort_order, t.id), '[]'::json) FROM ticket_types t WHERE t.flow_id = f.id) AS flow_tickets,
            ${meSql} AS flow_participant
       FROM registration_flows f JOIN meetings m ON m.id = f.meeting_id
       LEFT JOIN LATERAL (SELECT * FROM flow_design_versions v WHERE v.flow_id = f.id ORDER BY v.version DESC LIMIT 1) n ON true
      WHERE f.id = $1 AND f.meeting_id = $2 AND f.enabled AND m.website_status = 'active'`,
    params,
  );
  if (!row) throw new AppError(404, 'registration.flowUnavailable');
  const { meeting, newest_design: newest, seen_design: seenRow, flow_tickets: tickets, flow_participant: participant, ...flow } = row;
  const current = designDoc(flow, newest ?? undefined);
  const seen = newest && Number(newest.version) === seenVersion ? current : seenRow ? designDoc(flow, seenRow) : null;
  return { meeting, flow, current, seen, tickets: (typeof tickets === 'string' ? JSON.parse(tickets) : tickets ?? []).map(ticketOf), participant: typeof participant === 'string' ? JSON.parse(participant) : participant ?? null };
}

/** The enabled flows of a published meeting, default first: what the site's flow chooser lists. */
export async function openFlows(db: Db, meetingId: number) {
  const [m] = await db.query(`SELECT id FROM meetings WHERE id = $1 AND website_status = 'active'`, [meetingId]);
  if (!m) throw new AppError(404, 'registration.meetingUnavailable');
  const rows = await db.query(
    'SELECT id, name, title FROM registration_flows WHERE meeting_id = $1 AND enabled ORDER BY is_default DESC, created_at ASC, id ASC',
    [meetingId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.title ?? '' }));
}

export const roomScope = (meetingId: number) => `meeting:${meetingId}`;

/** Active hotels of the meeting with their active room types in order, each with `remaining` rooms. */
export async function bookableHotels(ctx: Ctx, meetingId: number) {
  const hotels = await ctx.db.query(`SELECT * FROM hotels WHERE meeting_id = $1 AND status = 'active' ORDER BY created_at, id`, [meetingId]);
  const rooms = await ctx.db.query(
    `SELECT rt.*, coalesce(q.used, 0) AS used FROM room_types rt
       LEFT JOIN registration_quotas q ON q.scope = $2 AND q.kind = 'room' AND q.key = rt.id::text
      WHERE rt.meeting_id = $1 AND rt.status = 'active' ORDER BY rt.sort_order, rt.id`,
    [meetingId, roomScope(meetingId)],
  );
  const hotelRepo = ctx.repo('hotel');
  const roomRepo = ctx.repo('roomType');
  return hotels.map((h) => {
    const hotel = hotelRepo.fromRow(h)!;
    return {
      ...hotel,
      image: hotel.images,
      roomTypes: rooms
        .filter((r) => r.hotel_id === h.id)
        .map((r) => ({ ...roomRepo.fromRow(r)!, remaining: Math.max(0, Number(r.stock ?? 0) - Number(r.used)) })),
    };
  });
}
