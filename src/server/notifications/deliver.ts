// Delivering a notification record: one in-app notification per target (platform users, or a
// meeting's participants each in their language), its e-mail/SMS copies queued, and the record marked
// SENT, in one transaction, so a crash delivers everything or nothing (and the next poll retries).
// The unique (record_id, user_id) and (record_id, participant_id) indexes make a second delivery of
// the same record a no-op. The copies go out after commit (deliveries/worker.ts).
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { targetSql } from './targets';
import { audienceSql, type AudienceKind } from './audience';
import { queueCopies } from './deliveries/queue';

export const DUE = `status = 'PENDING' AND (scheduled_at IS NULL OR scheduled_at <= now())`;

/** A meeting's participants, each in their language: the English texts when given and the participant reads English. */
async function toParticipants(tx: Db, rec: Row): Promise<number> {
  const audience = (typeof rec.audience === 'string' ? JSON.parse(rec.audience) : rec.audience) as { kind: AudienceKind; values?: unknown[] };
  const en = `p.language = 'en' AND $4::text IS NOT NULL`;
  const rows = await tx.query(
    `INSERT INTO notifications (participant_id, title, content, category, record_id)
     SELECT p.id, CASE WHEN ${en} THEN $4 ELSE $1 END, CASE WHEN ${en} THEN $5 ELSE $2 END, 'MEETING', $3
       FROM participants p WHERE ${audienceSql(audience.kind, '$6', '$7')}
     ON CONFLICT (record_id, participant_id) DO NOTHING RETURNING id`,
    [rec.title, rec.content, rec.id, rec.title_en ?? null, rec.content_en ?? rec.content, rec.meeting_id, JSON.stringify(audience.values ?? [])],
  );
  return rows.length;
}

async function toUsers(tx: Db, rec: Row): Promise<number> {
  const t = targetSql(rec, 4);
  const rows = await tx.query(
    `INSERT INTO notifications (user_id, title, content, category, record_id)
     SELECT id, $1, $2, 'SYSTEM', $3 FROM users WHERE status = 'active' AND ${t.where}
     ON CONFLICT (record_id, user_id) DO NOTHING RETURNING user_id`,
    [rec.title, rec.content, rec.id, t.param],
  );
  return rows.length;
}

/** Inside a transaction, for a record row as stored (snake_case): writes the in-app notifications, queues the copies and marks the record SENT. Answers how many were reached and how many copies wait. */
export async function deliverInTx(tx: Db, rec: Row): Promise<{ reached: number; copies: number }> {
  const reached = rec.target_type === 'MEETING_PARTICIPANTS' ? await toParticipants(tx, rec) : await toUsers(tx, rec);
  const copies = await queueCopies(tx, rec);
  await tx.query(`UPDATE notification_records SET status = 'SENT', sent_at = now(), recipient_count = $2 WHERE id = $1`, [rec.id, reached]);
  return { reached, copies };
}

export interface Delivered {
  /** the record row as stored (snake_case) */
  record: Row;
  reached: number;
  /** e-mail/SMS copies queued */
  copies: number;
}

/**
 * Claims one due record and delivers it. With `id`, that record (waiting for a process that holds
 * it, so the caller sees the final state); without, the oldest due one nobody else holds
 * (FOR UPDATE SKIP LOCKED: several processes poll without delivering a record twice).
 * A delivery that throws marks the record FAILED. Answers null when nothing was due.
 */
export async function deliverDue(db: Db, id?: number): Promise<Delivered | null> {
  let claimed: Row | undefined;
  try {
    return await db.tx(async (tx) => {
      // a run again (db/retry.ts) starts unclaimed: the record the aborted run held may be another's now
      claimed = undefined;
      const [rec] = id
        ? await tx.query(`SELECT * FROM notification_records WHERE id = $1 AND ${DUE} FOR UPDATE`, [id])
        : await tx.query(`SELECT * FROM notification_records WHERE ${DUE} ORDER BY COALESCE(scheduled_at, created_at), id LIMIT 1 FOR UPDATE SKIP LOCKED`);
      if (!rec) return null;
      claimed = rec;
      return { record: rec, ...(await deliverInTx(tx, rec)) };
    });
  } catch (err) {
    if (!claimed) throw err;
    const reason = String((err as Error)?.message ?? err).slice(0, 500);
    await db.query(`UPDATE notification_records SET status = 'FAILED', failure_reason = $2 WHERE id = $1 AND status = 'PENDING'`, [claimed.id, reason]);
    throw Object.assign(new Error(`notification record ${claimed.id} failed: ${reason}`), { recordId: claimed.id });
  }
}
