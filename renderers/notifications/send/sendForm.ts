// The send dialog's state, the request body it becomes, and its check with the server's own schema
// (so the dialog shows the messages the server would answer), plus the two checks of the schedule.
import { validator, fieldMessage } from '@runtime/schemas';
import { t } from '@runtime/i18n';

export interface SendState {
  title: string;
  content: string;
  /** channels ticked, in the order chosen: the first is sent */
  channels: string[];
  targetType: 'ALL_USERS' | 'ROLE_BASED' | 'SPECIFIC_USERS';
  roles: string[];
  userIds: number[];
  timing: 'now' | 'later';
  /** datetime-local value */
  at: string;
}

export const initialSend = (): SendState => ({ title: '', content: '', channels: ['SYSTEM'], targetType: 'ALL_USERS', roles: [], userIds: [], timing: 'now', at: '' });

export function toBody(s: SendState, sender?: { id: number; role: string }): Record<string, unknown> {
  return {
    title: s.title,
    content: s.content,
    type: s.channels,
    targetType: s.targetType,
    ...(s.targetType === 'ROLE_BASED' ? { targetRoles: JSON.stringify(s.roles) } : {}),
    ...(s.targetType === 'SPECIFIC_USERS' ? { targetUserIds: JSON.stringify(s.userIds) } : {}),
    ...(s.timing === 'later' && s.at ? { scheduledAt: new Date(s.at).toISOString() } : {}),
    ...(sender ? { senderId: sender.id, senderType: sender.role } : {}),
  };
}

/** `{ field: message }` for the dialog: empty when the body may be sent. */
export function checkSend(schemaId: string, s: SendState, now = Date.now()): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of validator.validate(schemaId, toBody(s))) out[e.path.split('/')[1] || 'form'] ??= fieldMessage(e);
  return checkSchedule(s, out, now);
}

/** The schedule's two checks (a time given, in the future), added to `out` under scheduledAt. */
export function checkSchedule(s: { timing: 'now' | 'later'; at: string }, out: Record<string, string>, now = Date.now()): Record<string, string> {
  if (s.timing === 'later') {
    if (!s.at || Number.isNaN(new Date(s.at).getTime())) out.scheduledAt ??= t('notificationRecord.scheduledAt.required');
    else if (new Date(s.at).getTime() <= now) out.scheduledAt ??= t('notificationRecord.scheduledAt.past');
  }
  return out;
}

/** A datetime-local value `minutes` from now (the schedule's default and minimum). */
export function localInput(minutes = 0, now = Date.now()): string {
  const d = new Date(now + minutes * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}
