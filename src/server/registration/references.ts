// Transfer references: what a participant writes in the bank transfer's note so the organizer can
// tell whose money arrived. Eight characters without look-alikes (31^8 ≈ 8.5 × 10^11), unique over
// all registrations (a unique index); a code already taken is drawn again.
import type { Db } from '../db/driver';
import { randomCode } from '../random-code';
import { uniqueViolationOn } from '../db/unique';

export const REFERENCE_LENGTH = 8;

export const newReference = (): string => randomCode(REFERENCE_LENGTH);

/** Whether a failed statement broke the references' unique index (ddl.ts names it ux_<table>_<column>). */
export const referenceTaken = (e: unknown): boolean => uniqueViolationOn(e, 'transfer_reference');

/** Gives registration `id` a reference unless it has one; answers it. */
export async function giveReference(db: Db, id: number): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = newReference();
    const [row] = await db.query<{ ref: string }>(
      `UPDATE registrations SET transfer_reference = coalesce(transfer_reference, $2) WHERE id = $1
        AND NOT EXISTS (SELECT 1 FROM registrations WHERE transfer_reference = $2) RETURNING transfer_reference AS ref`,
      [id, code],
    );
    if (row) return row.ref;
  }
  throw new Error('no free transfer reference after 20 draws');
}

/** Every submitted registration without a reference gets one (older rows, once at start). */
export async function fillReferences(db: Db): Promise<void> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM registrations WHERE transfer_reference IS NULL AND registration_status <> 'draft'`);
  for (const r of rows) await giveReference(db, Number(r.id));
}
