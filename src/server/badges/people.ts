// The people a badge export prints (issue 15 item 4): one row per registration in the chosen states
// (the admitted ones, confirmed and checked in, unless the organizer asks for another state), with
// its participant's record, the registration's facts, the stay it booked and every form answer by
// field id, under the keys basic.ts names. A page is one statement over the registrations'
// (meeting_id, registration_status) index, read in id order (keyset: `after`, or a page number for
// the preview list); accounts without a registration in those states are never answered.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import type { JsonSchema } from '../../shared/schema/compose';
import { snake } from '../db/ddl';
import { ADMITTED, statusIn, type State } from '../../shared/lifecycle';
import { answerValues } from '../participants/answers';
import { formDataOf } from '../participants/row';
import { nightsSql, roomTypeJoin } from '../registrations/fees-sql';
import { fromStored, zoneOr } from '../meetings/times';
import { likeEscape } from '../hotels/store';
import { basicFields, entityFields, type BasicField } from './basic';

export interface PeopleFilter {
  states: readonly State[];
  ticket?: string;
  /** registration ids (the organizer's selection) */
  ids?: number[];
  search?: string;
}

/**
 * The code a badge's QR holds, in one place: the registration's door code (issue 15, checkin/door-codes.ts),
 * the one the scanner accepts; an account's own code no longer lets anyone in.
 */
const qrCodeOf = (_participant: Row, registration: Row): unknown => registration.doorCode;

/** WHERE over registrations `r` joined to participants `p`, for meeting `$1`; params appended to `params`. */
export function peopleWhere(f: PeopleFilter, params: unknown[]): string {
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = ['r.meeting_id = $1', statusIn('r', f.states)];
  if (f.ticket !== undefined) where.push(`r.selected_ticket_name = ${add(f.ticket)}`);
  if (f.ids) where.push(`r.id = ANY(string_to_array(${add(f.ids.join(','))}, ',')::int[])`);
  if (f.search) {
    const k = add(`%${likeEscape(f.search)}%`);
    where.push(`(${['name', 'username', 'phone', 'email', 'workplace', 'company'].map((c) => `p.${c} ILIKE ${k}`).join(' OR ')})`);
  }
  return where.join(' AND ');
}

const FROM = 'registrations r JOIN participants p ON p.id = r.participant_id AND p.meeting_id = r.meeting_id';

/** The registration columns a row needs: the ones basic fields read (and the id), as r_<column>. */
function registrationColumns(fields: BasicField[]): string {
  // the door code too, whatever the design prints: the QR holds it (qrCodeOf)
  const props = new Set(['id', 'formData', 'doorCode', ...entityFields(fields, 'registration').map((f) => f.property!)]);
  return [...props].map((k) => `r.${snake(k)} AS r_${snake(k)}`).join(', ');
}

export interface PeoplePage {
  rows: Row[];
  total: number;
}

/**
 * One page: `after` a registration id (the export reads on from the last row it got), else `offset`.
 * The page and the total come in one statement; an empty page counts on its own.
 */
export async function peoplePage(ctx: Ctx, meetingId: number, f: PeopleFilter, size: number, at: { after?: number; offset?: number }): Promise<PeoplePage> {
  const fields = basicFields(ctx.schemas.entities, ctx.schemas.composed['badge.design']);
  const params: unknown[] = [meetingId];
  const where = peopleWhere(f, params);
  const whereParams = params.length;
  const countSql = `SELECT count(*)::int FROM ${FROM} WHERE ${where}`;
  const keyset = at.after !== undefined ? `AND r.id > $${params.push(at.after)}` : '';
  const limit = `LIMIT $${params.push(size)} OFFSET $${params.push(at.after !== undefined ? 0 : (at.offset ?? 0))}`;
  const rows = await ctx.db.query(
    `SELECT p.*, ${registrationColumns(fields)},
       h.name AS stay_hotel_name, rt.name AS stay_room_type_name,
       left(r.hotel_selection->>'checkinDate', 10) AS stay_checkin_date, left(r.hotel_selection->>'checkoutDate', 10) AS stay_checkout_date,
       CASE WHEN rt.id IS NOT NULL THEN ${nightsSql('r.hotel_selection')} END AS stay_nights,
       (${countSql}) AS page_total
     FROM ${FROM} ${roomTypeJoin('r', 'rt')} LEFT JOIN hotels h ON h.id = rt.hotel_id
     WHERE ${where} ${keyset} ORDER BY r.id ${limit}`, params);
  if (rows.length) return { rows, total: Number(rows[0].page_total) };
  const [{ count }] = await ctx.db.query(countSql, params.slice(0, whereParams));
  return { rows, total: Number(count) };
}

/** A value as a badge prints it: times as wall clock in the meeting's zone, choices by their label in the caller's language. */
function shown(t: (k: string) => string, entity: string, prop: string, p: JsonSchema | undefined, v: unknown, zone?: string): unknown {
  if (v === null || v === undefined || v === '') return null;
  if (p?.format === 'date-time') return fromStored(v, zone)?.slice(0, 16) ?? null;
  if (p?.type === 'boolean') return t(v ? 'badges.yes' : 'badges.no');
  if (Array.isArray(p?.enum)) {
    const key = `form.enum.${entity}.${prop}.${String(v)}`;
    const label = t(key);
    return label === key ? v : label;
  }
  return v;
}

/** A database row of peoplePage as the people call answers it: every basic field's key, every answer's. */
export function presentPerson(ctx: Ctx, t: (k: string) => string, row: Row, zone?: string): Row {
  const fields = basicFields(ctx.schemas.entities, ctx.schemas.composed['badge.design']);
  const own: Row = {};
  const reg: Row = {};
  for (const k in row) {
    if (k.startsWith('r_')) reg[k.slice(2)] = row[k];
    else if (!k.startsWith('stay_') && k !== 'page_total') own[k] = row[k];
  }
  const participant = ctx.repo('participant').fromRow(own)!;
  const registration = ctx.repo('registration').fromRow(reg)!;
  const props = { participant: ctx.schemas.entities.participant.properties, registration: ctx.schemas.entities.registration.properties } as Record<string, Record<string, JsonSchema>>;
  const out: Row = {};
  for (const f of fields) {
    if (!f.entity) continue;
    const source = f.entity === 'participant' ? participant : registration;
    out[f.source] = shown(t, f.entity, f.property!, props[f.entity][f.property!], source[f.property!], zone);
  }
  // the record's name, else the account's username (an account that filled in no name yet)
  out.name ||= participant.username;
  out.checkinCode = qrCodeOf(participant, registration) ?? null;
  out['registration.id'] = registration.id;
  out['stay.hotelName'] = row.stay_hotel_name ?? null;
  out['stay.roomTypeName'] = row.stay_room_type_name ?? null;
  out['stay.checkinDate'] = row.stay_checkin_date ?? null;
  out['stay.checkoutDate'] = row.stay_checkout_date ?? null;
  out['stay.nights'] = row.stay_nights === null || row.stay_nights === undefined ? null : Number(row.stay_nights);
  Object.assign(out, answerValues(formDataOf(registration.formData)));
  return out;
}

/** What every badge of the meeting shares: the meeting's facts and the day it is printed (in the meeting's time zone). */
export function sharedFacts(t: (k: string, p?: Record<string, unknown>) => string, meeting: Row): Row {
  const zone = zoneOr(meeting.time_zone);
  const start = fromStored(meeting.start_time, zone);
  const end = fromStored(meeting.end_time, zone);
  const [a, b] = [start?.slice(0, 10), end?.slice(0, 10)];
  return {
    'meeting.title': meeting.title ?? null,
    'meeting.dates': a && b && a !== b ? t('badges.dates', { start: a, end: b }) : (a ?? b ?? null),
    'meeting.startTime': start?.slice(0, 16) ?? null,
    'meeting.endTime': end?.slice(0, 16) ?? null,
    'meeting.location': meeting.location ?? null,
    'badge.printDate': fromStored(new Date(), zone)!.slice(0, 10),
  };
}
