// Delivering a notification record: one user notification per target user and the record marked
// SENT, in one transaction, so a crash delivers everything or nothing (and the next poll retries).
// The unique (record_id, user_id) index makes a second delivery of the same record a no-op.
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import type { NotificationChannel } from './channel';
import { targetSql } from './targets';

const DUE = `status = 'PENDING' AND (scheduled_at IS NULL OR scheduled_at <= now())`;

/** Inside a transaction, for a record row as stored (snake_case): writes the user notifications and marks the record SENT. Answers the user ids reached. */
export async function deliverInTx(tx: Db, rec: Row): Promise<number[]> {
  const t = targetSql(rec, 4);
  const rows = await tx.query<{ user_id: number }>(
    `INSERT INTO notifications (user_id, title, content, category, record_id)
     SELECT id, $1, $2, 'SYSTEM', $3 FROM users WHERE status = 'active' AND ${t.where}
     ON CONFLICT (record_id, user_id) DO NOTHING RETURNING user_id`,
    [rec.title, rec.content, rec.id, t.param],
  );
  await tx.query(`UPDATE notification_records SET status = 'SENT', sent_at = now(), recipient_count = $2 WHERE id = $1`, [rec.id, rows.length]);
  return rows.map((r) => Number(r.user_id));
}

export interface Delivered {
  /** the record row as stored (snake_case) */
  record: Row;
  userIds: number[];
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
      const [rec] = id
        ? await tx.query(`SELECT * FROM notification_records WHERE id = $1 AND ${DUE} FOR UPDATE`, [id])
        : await tx.query(`SELECT * FROM notification_records WHERE ${DUE} ORDER BY COALESCE(scheduled_at, created_at), id LIMIT 1 FOR UPDATE SKIP LOCKED`);
      if (!rec) return null;
      claimed = rec;
      return { record: rec, userIds: await deliverInTx(tx, rec) };
    });
  } catch (err) {
    if (!claimed) throw err;
    const reason = String((err as Error)?.message ?? err).slice(0, 500);
    await db.query(`UPDATE notification_records SET status = 'FAILED', failure_reason = $2 WHERE id = $1 AND status = 'PENDING'`, [claimed.id, reason]);
    throw Object.assign(new Error(`notification record ${claimed.id} failed: ${reason}`), { recordId: claimed.id });
  }
}

/** E-mail or SMS copies for EMAIL and SMS records, after the in-app delivery committed. Best effort. */
export async function sendCopies(db: Db, channel: NotificationChannel, d: Delivered, log: (err: unknown) => void): Promise<number> {
  const type = d.record.type === 'EMAIL' ? 'email' : d.record.type === 'SMS' ? 'sms' : null;
  if (!type || !d.userIds.length) return 0;
  const col = type === 'email' ? 'email' : 'phone';
  const users = await db.query<{ recipient: string }>(
    `SELECT ${col} AS recipient FROM users WHERE id IN (SELECT (jsonb_array_elements_text($1::jsonb))::int) AND ${col} IS NOT NULL AND ${col} <> ''`,
    [JSON.stringify(d.userIds)],
  );
  let sent = 0;
  for (const u of users) {
    try {
      await channel.send({ recipient: u.recipient, type }, { title: d.record.title, content: d.record.content ?? '' });
      sent++;
    } catch (err) {
      log(err);
    }
  }
  return sent;
}
