// What one queued delivery sends, made when it is sent: a copy carries its in-app notification's
// title and content (already in the recipient's language) in the e-mail layout; a confirmation is the
// registration's confirmation e-mail. Null: nothing to send any more (the notification or the
// registration's admission is gone).
import type { Ctx } from '../../http/context';
import type { Row } from '../../db/repo';
import { translate } from '../../../shared/messages';
import { confirmationMail } from '../../mail/confirmation';
import { mailBody } from '../../mail/layout';
import type { OutgoingMessage } from '../channel';

export async function compose(ctx: Ctx, d: Row): Promise<OutgoingMessage | null> {
  if (d.kind === 'confirmation') return (await confirmationMail(ctx, Number(d.registration_id)))?.msg ?? null;
  const [n] = await ctx.db.query(
    `SELECT n.title, n.content, m.title AS meeting FROM notifications n
       LEFT JOIN participants p ON p.id = n.participant_id LEFT JOIN meetings m ON m.id = p.meeting_id WHERE n.id = $1`,
    [d.notification_id],
  );
  if (!n) return null;
  const lang = d.language === 'en' ? 'en' : 'zh';
  const content = String(n.content ?? '');
  if (d.channel === 'sms') return { title: n.title, content };
  const footer = translate(ctx.schemas.messages[lang], n.meeting ? 'mail.copy.meetingFooter' : 'mail.copy.footer', { meeting: n.meeting ?? '' });
  const body = mailBody({ lang, heading: n.title, paragraphs: content ? [content] : [], footer });
  return { title: n.title, content: body.text, html: body.html };
}
