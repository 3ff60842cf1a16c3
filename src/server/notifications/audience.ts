// Which of a meeting's participants a message reaches (a notification record's `audience`): everyone
// with an active registration, those holding some ticket types, those with a registration in some
// states, those whose active registration has some payment statuses, or chosen participants. One SQL
// condition serves the preview's count and the delivery, so the count shown is the set reached.
import type { Db } from '../db/driver';
import { fieldError } from '../http/errors';
import { STATES, activeSql } from '../../shared/lifecycle';
import { PAYMENT_STATUSES, paymentStatusSql } from '../payments/status-sql';

export type AudienceKind = 'all' | 'ticket' | 'registrationStatus' | 'paymentStatus' | 'participants';
export interface Audience {
  kind: AudienceKind;
  values: Array<string | number>;
}

/** States a message may pick (a draft is not a registration yet). */
export const MESSAGE_STATES = STATES.filter((s) => s !== 'draft');

const VALUES = '/audience/values';

/** The audience as sent, checked against the meeting and normalised (values deduplicated, none for `all`). */
export async function normaliseAudience(db: Db, meetingId: number, a: { kind: AudienceKind; values?: Array<string | number> }): Promise<Audience> {
  if (a.kind === 'all') return { kind: 'all', values: [] };
  const values = [...new Set((a.values ?? []).map((v) => (a.kind === 'participants' ? Number(v) : String(v).trim())))].filter((v) => v !== '');
  if (!values.length) throw fieldError(VALUES, `notificationRecord.audience.${a.kind}Required`);
  const known: readonly unknown[] | null = a.kind === 'registrationStatus' ? MESSAGE_STATES : a.kind === 'paymentStatus' ? PAYMENT_STATUSES : null;
  if (known && values.some((v) => !known.includes(v))) throw fieldError(VALUES, 'notificationRecord.audience.values.enum');
  if (a.kind === 'participants') {
    if (values.some((v) => !Number.isInteger(v) || (v as number) < 1 || (v as number) > 999_999_999)) throw fieldError(VALUES, 'notificationRecord.audience.values.enum');
    const found = await db.query<{ id: number }>(
      'SELECT id FROM participants WHERE meeting_id = $1 AND id IN (SELECT (jsonb_array_elements_text($2::jsonb))::int)', [meetingId, JSON.stringify(values)]);
    const ok = new Set(found.map((r) => Number(r.id)));
    const unknown = values.filter((v) => !ok.has(v as number));
    // another meeting's participant is as unknown as a missing one
    if (unknown.length) throw fieldError(VALUES, 'notificationRecord.audience.participantsUnknown', { ids: unknown.slice(0, 10).join(', ') });
  }
  return { kind: a.kind, values };
}

const inList = (expr: string, p: string) => `${expr} IN (SELECT jsonb_array_elements_text(${p}::jsonb))`;

/**
 * SQL condition on `participants p` for an audience kind, with the meeting id at `m` and the values
 * (a JSON list) at `v` (placeholders such as `$4`). Only the meeting's enabled participant accounts.
 */
export function audienceSql(kind: AudienceKind, m: string, v: string): string {
  const reg = (cond: string) => `EXISTS (SELECT 1 FROM registrations r WHERE r.participant_id = p.id AND r.meeting_id = p.meeting_id AND ${cond})`;
  const who = (() => {
    switch (kind) {
      case 'all': return reg(`${activeSql('r')} AND ${v}::text IS NOT NULL`);
      case 'ticket': return reg(`${activeSql('r')} AND ${inList('r.selected_ticket_name', v)}`);
      case 'registrationStatus': return reg(inList('r.registration_status', v));
      case 'paymentStatus': return reg(`${activeSql('r')} AND ${inList(paymentStatusSql('r'), v)}`);
      case 'participants': return `p.id IN (SELECT (jsonb_array_elements_text(${v}::jsonb))::int)`;
      default: throw new Error(`unknown audience ${String(kind)}`);
    }
  })();
  return `p.meeting_id = ${m} AND COALESCE(p.status, 'active') <> 'disabled' AND ${who}`;
}

export interface Preview {
  count: number;
  withEmail: number;
  withPhone: number;
  english: number;
}

/** How many the audience reaches now, how many of them have an e-mail address or a phone, how many read English. */
export async function previewAudience(db: Db, meetingId: number, a: Audience): Promise<Preview> {
  const [r] = await db.query(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE COALESCE(p.email, '') <> '')::int AS mail, count(*) FILTER (WHERE COALESCE(p.phone, '') <> '')::int AS phone,
            count(*) FILTER (WHERE p.language = 'en')::int AS en
       FROM participants p WHERE ${audienceSql(a.kind, '$1', '$2')}`,
    [meetingId, JSON.stringify(a.values)],
  );
  return { count: Number(r.n), withEmail: Number(r.mail), withPhone: Number(r.phone), english: Number(r.en) };
}

/** What the send dialog offers for a meeting: its ticket names (with how many hold each), the states and payment statuses. */
export async function audienceOptions(db: Db, meetingId: number) {
  const tickets = await db.query<{ name: string; n: number }>(
    `SELECT r.selected_ticket_name AS name, count(DISTINCT r.participant_id)::int AS n FROM registrations r
      WHERE r.meeting_id = $1 AND ${activeSql('r')} AND COALESCE(r.selected_ticket_name, '') <> '' GROUP BY 1 ORDER BY 1 LIMIT 200`,
    [meetingId],
  );
  return {
    tickets: tickets.map((t) => ({ name: t.name, count: Number(t.n) })),
    registrationStatuses: MESSAGE_STATES,
    paymentStatuses: [...PAYMENT_STATUSES],
  };
}
