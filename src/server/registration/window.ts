// The meeting's registration window (meeting registrationStartTime / registrationEndTime, set in the website
// form): a submission before it opens or after it closes is refused, the message naming the time in the
// meeting's own zone with its offset (the participant's browser may be elsewhere). No window set: always open.
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { formatInZone, zoneLabel, zoneOr } from '../../shared/time-zone';
import { windowState } from '../../shared/registration-window';

const instant = (v: unknown): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? null : d;
};

/** 'yyyy-MM-dd HH:mm (GMT+8)' in the meeting's zone, the offset always given (the server knows no viewer). */
const shown = (at: Date, zone: string) => `${formatInZone(at, zone, { viewer: zone })} (${zoneLabel(zone, at)})`;

/** Throws 409 registration.notOpenYet / registration.windowClosed outside the window of a meetings row (snake_case). */
export function assertRegistrationOpen(meeting: Row, now: Date = new Date()): void {
  const zone = zoneOr(meeting.time_zone);
  const open = instant(meeting.registration_start_time);
  const close = instant(meeting.registration_end_time);
  const state = windowState(open, close, now);
  if (state === 'notYet') throw new AppError(409, 'registration.notOpenYet', { time: shown(open!, zone) });
  if (state === 'closed') throw new AppError(409, 'registration.windowClosed', { time: shown(close!, zone) });
}
