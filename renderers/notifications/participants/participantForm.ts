// The participant-message dialog's state, the request body it becomes and its check with the server's
// own schema (notifications.participantSend), the English pair rule and the schedule's checks.
import { validator, fieldMessage } from '@runtime/schemas';
import { t } from '@runtime/i18n';
import { checkSchedule } from '../send/sendForm';

export const AUDIENCE_KINDS = ['all', 'ticket', 'registrationStatus', 'paymentStatus', 'participants'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export const CHANNELS = ['SYSTEM', 'EMAIL', 'SMS'] as const;

export interface ParticipantSendState {
  meetingId: number | null;
  kind: AudienceKind;
  tickets: string[];
  states: string[];
  payments: string[];
  people: number[];
  channel: (typeof CHANNELS)[number];
  title: string;
  content: string;
  titleEn: string;
  contentEn: string;
  timing: 'now' | 'later';
  /** datetime-local value */
  at: string;
}

export const initialParticipantSend = (): ParticipantSendState => ({
  meetingId: null, kind: 'all', tickets: [], states: [], payments: [], people: [], channel: 'SYSTEM',
  title: '', content: '', titleEn: '', contentEn: '', timing: 'now', at: '',
});

/** The audience the state names (values only for the kinds that take them). */
export function audienceOf(s: ParticipantSendState): { kind: AudienceKind; values?: Array<string | number> } {
  const values = { all: undefined, ticket: s.tickets, registrationStatus: s.states, paymentStatus: s.payments, participants: s.people }[s.kind];
  return values ? { kind: s.kind, values } : { kind: s.kind };
}

export function toParticipantBody(s: ParticipantSendState): Record<string, unknown> {
  const en = s.titleEn.trim() || s.contentEn.trim();
  return {
    ...(s.meetingId ? { meetingId: s.meetingId } : {}),
    title: s.title,
    content: s.content,
    ...(en ? { titleEn: s.titleEn, contentEn: s.contentEn } : {}),
    type: s.channel,
    audience: audienceOf(s),
    ...(s.timing === 'later' && s.at ? { scheduledAt: new Date(s.at).toISOString() } : {}),
  };
}

const REQUIRED_KEY: Record<AudienceKind, string | null> = {
  all: null, ticket: 'ticketRequired', registrationStatus: 'registrationStatusRequired', paymentStatus: 'paymentStatusRequired', participants: 'participantsRequired',
};

/** `{ field: message }` (fields: meetingId, title, content, titleEn, contentEn, audience, scheduledAt); empty when it may be sent. */
export function checkParticipantSend(schemaId: string, s: ParticipantSendState, now = Date.now()): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of validator.validate(schemaId, toParticipantBody(s))) out[e.path.split('/')[1] || 'form'] ??= fieldMessage(e);
  const need = REQUIRED_KEY[s.kind];
  if (need && !audienceOf(s).values?.length) out.audience ??= t(`notificationRecord.audience.${need}`);
  // the English version comes whole or not at all (as the server checks)
  if (s.titleEn.trim() && !s.contentEn.trim()) out.contentEn ??= t('notificationRecord.contentEn.required');
  if (s.contentEn.trim() && !s.titleEn.trim()) out.titleEn ??= t('notificationRecord.titleEn.required');
  return checkSchedule(s, out, now);
}
