// Door codes (issue 15): the code that lets one registration in. 12 characters from the alphabet
// without look-alikes (random-code.ts: no 0/O, 1/I/L; 31^12 ≈ 2^59, drawn from the OS generator), unique
// over all registrations (ux_registrations_door_code). A code is made when the registration is
// submitted, in the same INSERT, whatever its state: the door must recognise a cancelled, expired or
// unpaid registration's code to say why it may not enter (and a flow that admits unpaid lets an
// awaiting-payment registration in), so the code exists from the start and the state decides, at the
// scanner and in the participant centre, whether it is shown or accepted (door.ts mayEnter).
import type { Db } from '../db/driver';
import { randomCode } from '../random-code';
import { uniqueViolationOn } from '../db/unique';

export const DOOR_CODE_LENGTH = 12;

export const newDoorCode = (): string => randomCode(DOOR_CODE_LENGTH);

/** A typed or scanned code as stored: surrounding spaces gone, letters upper-case (the alphabet has no lower-case). */
export const normalDoorCode = (typed: string): string => typed.trim().toUpperCase();

/** Whether a failed statement broke the door codes' unique index (ddl.ts names it ux_<table>_<column>). */
export const doorCodeTaken = (e: unknown): boolean => uniqueViolationOn(e, 'door_code');

/**
 * Every submitted registration without a door code gets one (rows from before issue 15, once at start,
 * and seeded data), 500 a statement; outside a transaction a batch that drew a taken code (about one in
 * 10^15) is drawn again.
 */
export async function fillDoorCodes(db: Db, meetingId?: number): Promise<number> {
  const missing = await db.query<{ id: number }>(
    `SELECT id FROM registrations WHERE door_code IS NULL AND registration_status <> 'draft' ${meetingId ? 'AND meeting_id = $1' : ''} ORDER BY id`,
    meetingId ? [meetingId] : []);
  const ids = missing.map((r) => Number(r.id));
  let written = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    for (let attempt = 0; ; attempt++) {
      try {
        const rows = await db.query(
          `UPDATE registrations g SET door_code = c.code FROM unnest($1::int[], $2::text[]) AS c(id, code)
           WHERE g.id = c.id AND g.door_code IS NULL RETURNING g.id`,
          [chunk, chunk.map(() => newDoorCode())]);
        written += rows.length;
        break;
      } catch (e) {
        if (!doorCodeTaken(e) || attempt >= 3) throw e;
      }
    }
  }
  return written;
}
