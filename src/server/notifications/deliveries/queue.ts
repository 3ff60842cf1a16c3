// Queueing e-mails and SMS (table notification_deliveries) inside the transaction of what causes them,
// so they exist exactly when it committed; the delivery poller (worker.ts) sends them afterwards.
import type { Db } from '../../db/driver';
import type { Row } from '../../db/repo';

const CHANNEL: Record<string, { channel: 'email' | 'sms'; column: 'email' | 'phone' }> = {
  EMAIL: { channel: 'email', column: 'email' },
  SMS: { channel: 'sms', column: 'phone' },
};

/** An e-mail or SMS copy of each in-app notification of an EMAIL/SMS record (a stored row), for the reached users and participants with an address. Answers how many. */
export async function queueCopies(tx: Db, rec: Row): Promise<number> {
  const c = CHANNEL[rec.type];
  if (!c) return 0;
  const address = `COALESCE(NULLIF(u.${c.column}, ''), NULLIF(p.${c.column}, ''))`;
  const rows = await tx.query(
    `INSERT INTO notification_deliveries (kind, channel, recipient, language, notification_id, record_id)
     SELECT 'copy', $2, ${address}, CASE WHEN p.language = 'en' THEN 'en' ELSE 'zh' END, n.id, n.record_id
       FROM notifications n LEFT JOIN users u ON u.id = n.user_id LEFT JOIN participants p ON p.id = n.participant_id
      WHERE n.record_id = $1 AND ${address} IS NOT NULL
     RETURNING id`,
    [rec.id, c.channel],
  );
  return rows.length;
}

/** The e-mail copy of one in-app notification of a participant (a waiting-list offer: waitlist/offers.ts). */
export async function queueEmailCopy(db: Db, notificationId: number, recipient: string, lang: 'zh' | 'en'): Promise<void> {
  await db.query(`INSERT INTO notification_deliveries (kind, channel, recipient, language, notification_id) VALUES ('copy', 'email', $1, $2, $3)`, [recipient.slice(0, 254), lang, notificationId]);
}

/** The one place a confirmation row's columns are named; the values are SQL over `from`. */
const confirmationInsert = (from: string, registration: string, recipient: string, lang: string): string =>
  `INSERT INTO notification_deliveries (kind, channel, recipient, language, registration_id)
   SELECT 'confirmation', 'email', ${recipient}, ${lang}, ${registration} FROM ${from}`;

/**
 * The confirmation e-mail of a registration that has just become confirmed (`reg`: its registrations
 * row), when the participant has an e-mail address. Its content is made when it is sent.
 */
export async function queueConfirmation(db: Db, reg: Row): Promise<void> {
  const from = `participants p WHERE p.id = $2 AND COALESCE(p.email, '') <> ''`;
  await db.query(confirmationInsert(from, '$1::integer', 'p.email', `CASE WHEN p.language = 'en' THEN 'en' ELSE 'zh' END`), [reg.id, reg.participant_id]);
}

/** The same as a part of a larger statement (which may change the participant's address itself): the
 *  confirmation of the registration a CTE `reg` wrote, to `recipient` in `lang`. */
export const confirmationFrom = (p: (v: unknown) => string, reg: string, recipient: string, lang: 'zh' | 'en'): string =>
  confirmationInsert(reg, `${reg}.id`, `${p(recipient)}::text`, `${p(lang)}::text`);
