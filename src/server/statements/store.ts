// What an import writes: the statement_imports row and its lines with the matcher's suggestions, in one
// transaction and a few statements (lines inserted in chunks through unnest). Registrations are only
// read here: nothing about a payment changes until the organizer confirms (confirm.ts).
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { roomTypeJoin, totalSql } from '../registrations/fees-sql';
import { paymentStatusSql } from '../payments/status-sql';
import { fingerprintOf, flagAgainst, matchLines, type Candidate, type Matched } from './match';
import type { StatementLineIn } from './line';
import type { Format } from './read';

/** The meeting's registrations awaiting payment, with what they owe and the names a payer may use. */
export async function candidatesOf(db: Db, meetingId: number): Promise<Candidate[]> {
  const rows = await db.query(
    `SELECT r.id, r.transfer_reference, round(${totalSql('r', 'rt')} * 100)::bigint AS due, COALESCE(r.currency, 'CNY') AS currency,
            p.name, (SELECT array_agg(i.title) FROM invoice_requests i WHERE i.registration_id = r.id) AS titles
       FROM registrations r JOIN participants p ON p.id = r.participant_id ${roomTypeJoin('r', 'rt')}
      WHERE r.meeting_id = $1 AND r.registration_status = 'awaiting_payment' AND ${paymentStatusSql('r')} NOT IN ('approved', 'paid')`,
    [meetingId],
  );
  return rows.map((r) => ({ id: Number(r.id), reference: r.transfer_reference ?? '', dueCents: Number(r.due), currency: r.currency, names: [r.name, ...(r.titles ?? [])].filter(Boolean) }));
}

export async function matchFor(db: Db, meetingId: number, lines: StatementLineIn[]): Promise<Matched[]> {
  const cands = await candidatesOf(db, meetingId);
  const txIds = [...new Set(lines.map((l) => l.bankTxId).filter(Boolean))];
  const seenRows = await db.query(
    `SELECT bank_tx_id, fingerprint FROM statement_lines WHERE meeting_id = $1 AND status <> 'duplicate' AND (bank_tx_id = ANY($2::text[]) OR (COALESCE(bank_tx_id, '') = '' AND fingerprint = ANY($3::text[])))`,
    [meetingId, txIds, [...new Set(lines.filter((l) => !l.bankTxId).map(fingerprintOf))]],
  );
  const seen = { txIds: new Set(seenRows.map((r) => r.bank_tx_id).filter(Boolean) as string[]), fingerprints: new Set(seenRows.filter((r) => !r.bank_tx_id).map((r) => r.fingerprint as string)) };
  const paid = await db.query(
    `SELECT upper(transfer_reference) AS ref FROM registrations WHERE meeting_id = $1 AND transfer_reference IS NOT NULL AND registration_status IN ('confirmed', 'checked_in')`, [meetingId]);
  const matched = matchLines(lines, cands, seen, new Set(paid.map((r) => r.ref)));
  const open = await db.query(`SELECT DISTINCT registration_id FROM statement_lines WHERE meeting_id = $1 AND status = 'suggested' AND registration_id IS NOT NULL`, [meetingId]);
  const taken = new Set(open.map((r) => Number(r.registration_id)));
  flagAgainst(matched, taken);
  return matched;
}

const COLS = ['line_no', 'date', 'amount_cents', 'currency', 'payer_name', 'payer_account', 'memo', 'bank_tx_id', 'fingerprint', 'registration_id', 'confidence', 'reasons', 'status'] as const;
const TYPES = ['int', 'text', 'bigint', 'text', 'text', 'text', 'text', 'text', 'text', 'int', 'int', 'text', 'text'];
const CHUNK = 1000;

export async function storeImport(db: Db, meetingId: number, head: { fileName: string; format: Format; by: Row }, lines: Matched[]): Promise<Row> {
  const [imp] = await db.query(
    `INSERT INTO statement_imports (meeting_id, file_name, format, line_count, uploaded_by, uploaded_by_name) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [meetingId, head.fileName.slice(0, 200), head.format, lines.length, head.by.id, String(head.by.name || head.by.username || '').slice(0, 50)],
  );
  for (let i = 0; i < lines.length; i += CHUNK) {
    const part = lines.slice(i, i + CHUNK);
    const values = [
      part.map((_, k) => i + k + 1), part.map((l) => l.date || null), part.map((l) => l.amountCents), part.map((l) => l.currency), part.map((l) => l.payerName),
      part.map((l) => l.payerAccount), part.map((l) => l.memo), part.map((l) => l.bankTxId || null), part.map((l) => l.fingerprint), part.map((l) => l.registrationId),
      part.map((l) => l.confidence), part.map((l) => JSON.stringify(l.reasons)), part.map((l) => l.status),
    ];
    await db.query(
      `INSERT INTO statement_lines (import_id, meeting_id, ${COLS.join(', ')})
       SELECT $1, $2, ${COLS.map((c) => (c === 'reasons' ? `${c}::jsonb` : c)).join(', ')} FROM unnest(${COLS.map((_, k) => `$${k + 3}::${TYPES[k]}[]`).join(', ')}) AS u(${COLS.join(', ')})`,
      [imp.id, meetingId, ...values],
    );
  }
  // an earlier open line suggesting a registration this file suggests too is flagged as well
  await db.query(
    `UPDATE statement_lines o SET confidence = LEAST(o.confidence, 40), reasons = CASE WHEN o.reasons ? 'conflict' THEN o.reasons ELSE o.reasons || '["conflict"]'::jsonb END
      WHERE o.meeting_id = $1 AND o.import_id <> $2 AND o.status = 'suggested'
        AND o.registration_id IN (SELECT registration_id FROM statement_lines WHERE import_id = $2 AND status = 'suggested')`,
    [meetingId, imp.id],
  );
  return imp;
}
