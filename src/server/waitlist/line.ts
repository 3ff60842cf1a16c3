// A ticket's or room type's waiting list as the organizer sees and orders it (issue 20): the entries in line, first
// first; a move renumbers the whole line in one statement (the entry goes to the place asked, the others
// keep their order around it), so two organizers reordering at once leave a line without gaps or twins.
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { sameLine } from './kinds';

/**
 * Entries of a flow's lines — its tickets' and the rooms its participants wait for — (one ticket's with
 * `ticket`, one room type's with `roomTypeId`), each line's in line first in order, then the ended ones newest first.
 */
export async function lineOf(db: Db, flowId: number, ticket: string | null, roomTypeId: number | null = null): Promise<Row[]> {
  return db.query(
    `SELECT * FROM waitlist_entries WHERE flow_id = $1 AND ($2::text IS NULL OR ticket_type = $2) AND ($3::int IS NULL OR room_type_id = $3)
      ORDER BY kind DESC, ticket_type, room_type_id, (status IN ('waiting', 'offered')) DESC, CASE WHEN status IN ('waiting', 'offered') THEN position END, updated_at DESC, id
      LIMIT 1000`,
    [flowId, ticket, roomTypeId],
  );
}

/** Moves entry `id` (in line) to place `to` (1 = first) of its line, or one place up or down; answers whether it was in line. */
export async function moveInLine(db: Db, id: number, to: number | 'up' | 'down'): Promise<boolean> {
  // up/down: from its place now (its rank among those in line)
  const target = to === 'up' ? 'me.rank - 1' : to === 'down' ? 'me.rank + 1' : '$2::numeric';
  const rows = await db.query(
    `WITH me AS (
       SELECT w.id, w.kind, w.flow_id, w.ticket_type, w.meeting_id, w.room_type_id, (SELECT count(*) FROM waitlist_entries x WHERE ${sameLine('x', 'w')}
                  AND x.status IN ('waiting', 'offered') AND (x.position, x.id) < (w.position, w.id)) + 1 AS rank
         FROM waitlist_entries w WHERE w.id = $1 AND w.status IN ('waiting', 'offered')),
     others AS (
       SELECT w.id, row_number() OVER (ORDER BY w.position, w.id) AS r FROM waitlist_entries w, me
        WHERE ${sameLine('w', 'me')} AND w.status IN ('waiting', 'offered') AND w.id <> me.id),
     keyed AS (SELECT id, r::numeric AS k FROM others UNION ALL SELECT id, ${target} - 0.5 FROM me),
     ranked AS (SELECT id, row_number() OVER (ORDER BY k) AS pos FROM keyed)
     UPDATE waitlist_entries w SET position = ranked.pos, updated_at = now() FROM ranked WHERE w.id = ranked.id RETURNING w.id`,
    typeof to === 'number' ? [id, to] : [id],
  );
  return rows.length > 0;
}

/** A participant's entries of a meeting with their place among those waiting (1 = next to be offered). */
export async function myEntries(db: Db, participantId: number): Promise<Row[]> {
  return db.query(
    `SELECT w.*, CASE WHEN w.status = 'waiting' THEN (
              SELECT count(*) + 1 FROM waitlist_entries x WHERE ${sameLine('x', 'w')} AND x.status = 'waiting'
                 AND (x.position, x.id) < (w.position, w.id)) END AS place,
            t.name_en AS ticket_name_en, f.name AS flow_name
       FROM waitlist_entries w LEFT JOIN ticket_types t ON t.flow_id = w.flow_id AND t.name = w.ticket_type LEFT JOIN registration_flows f ON f.id = w.flow_id
      WHERE w.participant_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT 100`,
    [participantId],
  );
}
