// A meetings row as the API answers it: camelCase, times as 'yyyy-MM-dd HH:mm:ss' in the meeting's timeZone, typeText
// and statusText in the caller's language (the same labels the form shows).
import type { Req } from '../http/context';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { fromStored, toStored, zoneOr } from './times';
import meetingSchema from '../../../schemas/entities/meeting.json';
import { snake } from '../db/ddl';

/** The meeting's wall-clock properties (a time pattern over a timestamptz column): start, end, the registration window. */
export const WALL_FIELDS: string[] = Object.entries<Record<string, any>>(meetingSchema.properties)
  .filter(([, p]) => p['x-db']?.type === 'timestamptz' && typeof p.pattern === 'string').map(([n]) => n);

export function present(ctx: Ctx, req: Req, row: Row): Row {
  // fromRow's answer is a fresh object: filled in place (this runs for every row of the meeting list)
  // (organizerUsername, whose website the view link opens, comes with the row when the query joins it)
  const m = ctx.repo('meeting').fromRow(row)!;
  m.timeZone = zoneOr(row.time_zone);
  for (const f of WALL_FIELDS) m[f] = fromStored(row[snake(f)], m.timeZone);
  m.subVenues ??= [];
  m.tags ??= [];
  m.subVenueCount = m.subVenues.length;
  // people with an active registration, when the query counted them (store.ts ATTENDEES)
  if (row.active_attendee_count !== undefined) {
    m.attendeeCount = Number(row.active_attendee_count);
    delete m.activeAttendeeCount;
  }
  m.typeText = m.type ? req.t(`form.enum.meeting.type.${m.type}`) : '';
  m.statusText = m.status ? req.t(`form.enum.meeting.status.${m.status}`) : '';
  return m;
}

/** What a meeting's public website needs; no preview token, no manager. */
export function publicInfo(ctx: Ctx, req: Req, row: Row): Row {
  const m = present(ctx, req, row);
  return {
    id: m.id, title: m.title, description: m.description ?? '', type: m.type, typeText: m.typeText, status: m.status, statusText: m.statusText,
    location: m.location, venue: m.location, startTime: m.startTime, endTime: m.endTime, timeZone: m.timeZone, logo: m.logo ?? null,
    registrationStartTime: m.registrationStartTime ?? null, registrationEndTime: m.registrationEndTime ?? null, attendanceType: m.attendanceType ?? 'offline', url: m.url ?? null,
    creator_id: m.organizerId, creatorId: m.organizerId, subVenues: m.subVenues, tags: m.tags, viewCount: m.viewCount,
  };
}

/**
 * A request body's fields as a repo record: times to timestamps in the meeting's zone (the body's timeZone, else
 * `zone`, the stored one), the dialog's fields replaced whole; a missing zone leaves the stored one.
 */
export function toRecord(b: Row, fields: string[], zone?: unknown): Row {
  const out: Row = {};
  for (const f of fields) out[f] = b[f] === '' ? null : (b[f] ?? null);
  if (out.timeZone === null) delete out.timeZone;
  const tz = zoneOr(out.timeZone ?? zone);
  for (const f of WALL_FIELDS) if (out[f]) out[f] = toStored(out[f], tz);
  if ('subVenues' in out) out.subVenues = out.subVenues ?? [];
  if (Array.isArray(b.tags)) out.tags = b.tags;
  return out;
}
