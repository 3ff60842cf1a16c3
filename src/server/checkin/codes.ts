// Check-in codes: one per participant, unique across all meetings and unguessable (60 random bits
// from the OS generator, in an alphabet without look-alike characters so a code read aloud or typed
// by hand survives). A participant keeps its code until the organizer generates a new one.
import type { Db } from '../db/driver';
import { randomCode } from '../random-code';

export const CODE_LENGTH = 12;

export const newCheckinCode = (): string => randomCode(CODE_LENGTH);

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/**
 * The participant's code, written when it has none. `replace` gives a new one even when a code
 * exists (the old code stops working). The conditional update keeps two parallel first calls from
 * handing out two different codes: the loser reads the winner's.
 */
export async function ensureCode(db: Db, participantId: number, replace = false): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = newCheckinCode();
    try {
      const rows = await db.query(
        `UPDATE participants SET checkin_code = $2, updated_at = now() WHERE id = $1 ${replace ? '' : "AND COALESCE(checkin_code, '') = ''"} RETURNING checkin_code`,
        [participantId, code],
      );
      if (rows.length) return String(rows[0].checkin_code);
      const [row] = await db.query('SELECT checkin_code FROM participants WHERE id = $1', [participantId]);
      return String(row.checkin_code);
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 3) throw e;
    }
  }
}

/** Gives every participant of a meeting without a code one; answers how many were written. */
export async function ensureMeetingCodes(db: Db, meetingId: number): Promise<number> {
  const missing = await db.query("SELECT id FROM participants WHERE meeting_id = $1 AND COALESCE(checkin_code, '') = '' ORDER BY id", [meetingId]);
  const ids = missing.map((r) => Number(r.id));
  let written = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = await db.query(
      `UPDATE participants p SET checkin_code = c.code, updated_at = now()
       FROM unnest($1::int[], $2::text[]) AS c(id, code)
       WHERE p.id = c.id AND COALESCE(p.checkin_code, '') = '' RETURNING p.id`,
      [chunk, chunk.map(() => newCheckinCode())],
    );
    written += rows.length;
  }
  return written;
}
