// The registration confirmation e-mail: the meeting, the ticket, the reference, the e-ticket's QR code
// (a PNG shown inline by its content id) and a calendar file of the meeting, in the participant's
// language. Made when it is sent, from the registration as it then is: a registration no longer
// admitted (cancelled meanwhile) gets none. The e-ticket's code is the one the participant's own
// registrations answer (GET /api/registrations/mine, checkin/door.ts mayEnter), so the e-mail and the
// centre show the same: the door code as text, the signed code (checkin/signed-codes.ts, issue 20) in
// the QR so a scanner offline can verify it.
import type { Ctx } from '../http/context';
import { mayEnter } from '../checkin/door';
import { signedDoorCode } from '../checkin/signed-codes';
import { isAdmitted } from '../../shared/lifecycle';
import { translate } from '../../shared/messages';
import { fromStored, zoneOr } from '../meetings/times';
import { zoneLabel } from '../../shared/time-zone';
import type { OutgoingMessage } from '../notifications/channel';
import { calendarFile } from './ics';
import { mailBody } from './layout';
import { qrPng } from './qr-png';

const QR_CID = 'eticket-qr@conflow';
// 6 px a module (a signed code is a version-5 QR, 41 modules with the margin: 246 px, plenty for a phone's screen),
// one bit a pixel (qr-png.ts): a registration burst queues thousands of these
const QR_PNG = { scale: 6, margin: 2, errorCorrectionLevel: 'M' } as const;
const HOUR = 3600_000;

const when = (v: unknown): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The e-mail for registration `id`, or null when it is no longer admitted (or gone). */
export async function confirmationMail(ctx: Ctx, id: number): Promise<{ msg: OutgoingMessage; lang: 'zh' | 'en' } | null> {
  const [row] = await ctx.db.query(
    `SELECT r.id, r.participant_id, r.registration_status, r.selected_ticket_name, r.transfer_reference, r.identity,
            r.door_code, f.admit_unpaid, p.name, p.username, p.language, m.id AS meeting_id, m.title, m.start_time, m.end_time, m.time_zone, m.location
       FROM registrations r JOIN participants p ON p.id = r.participant_id JOIN meetings m ON m.id = r.meeting_id
       LEFT JOIN registration_flows f ON f.id = r.flow_id WHERE r.id = $1`,
    [id],
  );
  if (!row || !isAdmitted(row.registration_status)) return null;
  const lang = row.language === 'en' ? 'en' : 'zh';
  const m = ctx.schemas.messages[lang];
  const t = (key: string, params: Record<string, unknown> = {}) => translate(m, `mail.confirmation.${key}`, params);
  const code: string | null = mayEnter(row.registration_status, row.admit_unpaid) ? row.door_code ?? null : null;

  const start = when(row.start_time);
  const end = when(row.end_time);
  // in the meeting's time zone, its offset named ('(GMT+8)')
  const zone = zoneOr(row.time_zone);
  const period = start ? `${fromStored(start, zone)!.slice(0, 16)}${end ? ` – ${fromStored(end, zone)!.slice(0, 16)}` : ''} (${zoneLabel(zone, start)})` : '';
  const meeting = row.title ?? '';
  const name = row.name || row.username || '';
  const body = mailBody({
    lang,
    heading: t('heading', { meeting }),
    paragraphs: [t('greeting', { name }), t('intro', { meeting }), ...(start ? [t('calendarNote')] : [])],
    rows: [
      [t('meeting'), meeting],
      [t('time'), period],
      [t('location'), row.location ?? ''],
      [t('ticket'), row.selected_ticket_name ?? ''],
      [t('reference'), row.transfer_reference ?? ''],
      [t('checkinCode'), code ?? ''],
    ],
    image: code ? { cid: QR_CID, alt: t('qrAlt'), caption: t('showAtDoor') } : undefined,
    footer: t('footer'),
  });
  const attachments: OutgoingMessage['attachments'] = [];
  if (code) {
    const signed = await signedDoorCode(ctx.db, ctx.tokenSecret, { meetingId: Number(row.meeting_id), registrationId: Number(row.id), doorCode: code });
    const png = qrPng(signed, QR_PNG);
    attachments.push({ filename: 'e-ticket.png', content: png, contentType: 'image/png', cid: QR_CID });
  }
  if (start) {
    const ics = calendarFile({
      uid: `registration-${row.id}-meeting-${row.meeting_id}@conflow`,
      start,
      // a meeting without an end (or an end before its start) lasts an hour in the calendar
      end: end && end > start ? end : new Date(start.getTime() + HOUR),
      summary: meeting,
      location: row.location,
      description: [row.selected_ticket_name && `${t('ticket')}: ${row.selected_ticket_name}`, row.transfer_reference && `${t('reference')}: ${row.transfer_reference}`].filter(Boolean).join('\n'),
    });
    attachments.push({ filename: 'meeting.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
  }
  return { msg: { title: t('subject', { meeting }), content: body.text, html: body.html, attachments }, lang };
}
