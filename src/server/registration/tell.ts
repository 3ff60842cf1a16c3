// What a participant is told when their registration moves: an in-app notification in the language
// they registered in (participants.language), with the meeting, the amount due, the transfer
// reference, the deadline and the organizer's reason where they apply. A registration that became
// confirmed also gets its confirmation e-mail queued (sent after commit: notifications/deliveries).
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { notifyParticipant } from '../notifications/notify';
import { queueConfirmation } from '../notifications/deliveries/queue';
import { translate } from '../../shared/messages';
import { fromStored, zoneOr } from '../meetings/times';
import { zoneLabel } from '../../shared/time-zone';

export type News = 'approved' | 'confirmed' | 'paid' | 'paymentRejected' | 'cancelled' | 'expired' | 'restored';

/** `reg` is a registrations row (snake_case) as it now is. */
export async function tellParticipant(ctx: Pick<Ctx, 'db' | 'repo' | 'schemas'>, db: Db, reg: Row, news: News, extra: Record<string, unknown> = {}): Promise<void> {
  const [p] = await db.query(
    'SELECT p.language, p.name, p.username, m.title, m.time_zone FROM participants p JOIN meetings m ON m.id = p.meeting_id WHERE p.id = $1', [reg.participant_id]);
  if (!p) return;
  const m = ctx.schemas.messages[p.language === 'en' ? 'en' : 'zh'];
  const zone = zoneOr(p.time_zone);
  const deadline = fromStored(reg.payment_deadline, zone);
  const params = {
    meeting: p.title ?? '',
    name: p.name || p.username,
    amount: Number(reg.total_amount ?? 0).toFixed(2),
    currency: reg.currency ?? 'CNY',
    reference: reg.transfer_reference ?? '',
    deadline: deadline ? `${deadline.slice(0, 16)} (${zoneLabel(zone, reg.payment_deadline)})` : '',
    ...extra,
  };
  // "pay by …" only when money is still due under a deadline
  const due = reg.registration_status === 'awaiting_payment' ? translate(m, deadline ? 'lifecycle.notify.payBy' : 'lifecycle.notify.pay', params) : '';
  await notifyParticipant(ctx, Number(reg.participant_id), {
    title: translate(m, `lifecycle.notify.${news}.title`, params),
    content: `${translate(m, `lifecycle.notify.${news}.body`, params)}${due ? ` ${due}` : ''}`,
    category: 'MEETING',
  }, db);
  if (news === 'confirmed' || news === 'paid') await queueConfirmation(db, reg);
}
