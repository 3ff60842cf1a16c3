// The meeting rules the schemas cannot say: trimmed texts, real times, start before end, and no new
// time before yesterday (the dialog's date picker offers nothing earlier). Messages are keys.
import { AppError, type FieldIssue } from '../http/errors';
import { isWallClock, yesterdayStart } from './times';

export type Body = Record<string, any>;
type Venue = { name?: string; location?: string; capacity?: number };

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Trimmed texts; sub-venue rows with nothing in them dropped (a draft may hold an empty row). */
export function cleaned(b: Body): Body {
  const out: Body = { ...b };
  for (const k of ['title', 'description', 'manager', 'location']) if (k in out) out[k] = trim(out[k]);
  if (Array.isArray(b.subVenues)) {
    out.subVenues = (b.subVenues as Venue[])
      .map((v) => ({ ...v, name: trim(v.name) as string | undefined, location: trim(v.location) as string | undefined }))
      .filter((v) => !(blank(v.name) && blank(v.location) && blank(v.capacity)))
      .map((v) => Object.fromEntries(Object.entries(v).filter(([, x]) => !blank(x))));
  }
  return out;
}

/** Malformed times, then the order of start and end (both fields carry a message, as the form shows). */
export function timeIssues(start: string | undefined, end: string | undefined): FieldIssue[] {
  const out: FieldIssue[] = [];
  if (start && !isWallClock(start)) out.push({ path: '/startTime', key: 'meeting.startTime.pattern' });
  if (end && !isWallClock(end)) out.push({ path: '/endTime', key: 'meeting.endTime.pattern' });
  if (!out.length && start && end && start >= end) {
    out.push({ path: '/startTime', key: 'meeting.startTime.beforeEnd' }, { path: '/endTime', key: 'meeting.endTime.afterStart' });
  }
  return out;
}

/** A start or end that is new (differs from what is stored) may not lie before yesterday. */
export function earlyIssues(b: Body, stored?: { startTime?: string | null; endTime?: string | null }, zone?: string): FieldIssue[] {
  const min = yesterdayStart(Date.now(), zone);
  const out: FieldIssue[] = [];
  for (const f of ['startTime', 'endTime'] as const) {
    const v = b[f] as string | undefined;
    if (v && v !== stored?.[f] && v < min) out.push({ path: `/${f}`, key: `meeting.${f}.tooEarly` });
  }
  return out;
}

/** Malformed, then too early (only what `given` sends; yesterday in the meeting's `zone`), then out of order: the first kind found. */
export function checkTimes(start: string | undefined, end: string | undefined, given: Body, stored?: Parameters<typeof earlyIssues>[1], zone?: string): void {
  const order = timeIssues(start, end);
  if (order.some((i) => i.key.endsWith('.pattern'))) assertNone(order);
  assertNone(earlyIssues(given, stored, zone));
  assertNone(order);
}

/** Throws a 400 with every issue under its field (the first one is the message). */
export function assertNone(issues: FieldIssue[]): void {
  if (issues.length) throw new AppError(400, issues[0].key, {}, issues);
}

/**
 * The registration window of the website form: real times, open before it closes, closed no later than
 * the meeting ends (a window past the meeting would take registrations for a meeting that is over).
 */
export function registrationIssues(open: string | undefined, close: string | undefined, meetingEnd: string | undefined): FieldIssue[] {
  const out: FieldIssue[] = [];
  if (open && !isWallClock(open)) out.push({ path: '/registrationStartTime', key: 'meeting.registrationStartTime.pattern' });
  if (close && !isWallClock(close)) out.push({ path: '/registrationEndTime', key: 'meeting.registrationEndTime.pattern' });
  if (out.length) return out;
  if (open && close && open >= close) {
    out.push({ path: '/registrationStartTime', key: 'meeting.registrationStartTime.beforeEnd' }, { path: '/registrationEndTime', key: 'meeting.registrationEndTime.afterStart' });
  } else if (close && meetingEnd && close > meetingEnd) out.push({ path: '/registrationEndTime', key: 'meeting.registrationEndTime.afterMeeting' });
  return out;
}
