// The two kinds of waiting line (issue 20), as SQL over entry aliases: a ticket type's line is a flow's
// (its counter's scope is flow:<id>, key the ticket's name), a room type's is the meeting's (rooms are
// counted per meeting: scope meeting:<id>, key the room type's id), so one offer statement, one reorder
// and one place count serve both. Constants only, never input.

/** Entries `x` and `w` wait in the same line. */
export const sameLine = (x: string, w: string) =>
  `${x}.kind = ${w}.kind AND CASE WHEN ${w}.kind = 'room' THEN ${x}.meeting_id = ${w}.meeting_id AND ${x}.room_type_id = ${w}.room_type_id
     ELSE ${x}.flow_id = ${w}.flow_id AND ${x}.ticket_type = ${w}.ticket_type END`;

/** Entry `w` waits for a place of counter `q` (a registration_quotas alias). */
export const waitsFor = (w: string, q: string) =>
  `${w}.kind = ${q}.kind AND CASE WHEN ${q}.kind = 'room' THEN ${q}.scope = 'meeting:' || ${w}.meeting_id AND ${q}.key = ${w}.room_type_id::text
     ELSE ${q}.scope = 'flow:' || ${w}.flow_id AND ${q}.key = ${w}.ticket_type END`;

/**
 * Entry `w` can still use an offer: a ticket's, while its participant has no active registration in the
 * flow; a room's, while they have none with a room (the claim attaches it to the one they have, or makes
 * one) and the registration it was joined from, if any, is still active.
 */
export const canUse = (w: string, active: (alias: string) => string) =>
  `NOT EXISTS (SELECT 1 FROM registrations r WHERE r.participant_id = ${w}.participant_id AND r.flow_id = ${w}.flow_id AND ${active('r')}
     AND (${w}.kind = 'ticket' OR coalesce(r.hotel_selection->>'needHotel', 'false') = 'true'))
   AND (${w}.kind = 'ticket' OR ${w}.registration_id IS NULL OR EXISTS (SELECT 1 FROM registrations g WHERE g.id = ${w}.registration_id AND ${active('g')}))`;
