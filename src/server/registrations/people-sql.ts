// Who counts as a meeting's participant (issue 13): a person with an active registration (one that
// holds places, src/shared/lifecycle.ts ACTIVE), not an account. Accounts that never submitted a
// registration, or whose registrations all ended, are counted apart. One rule for the statistics, the
// meeting list's attendee count and the exports.
import { ADMITTED, activeSql, statusIn } from '../../shared/lifecycle';

/** Non-draft registrations of alias `r` (a draft is a flow in progress, not a registration yet). */
export const submittedSql = (r = 'r') => `${r}.registration_status <> 'draft'`;

/** A registration that reached the door (alias `r`). */
export const checkedInSql = (r = 'r') => statusIn(r, ['checked_in']);

/**
 * One row per participant of meeting `$<meetingParam>` who submitted a registration: whether one of
 * them is active, admitted, checked in, and since when the person holds an active one (its submission).
 */
export function peopleSql(meetingParam: number): string {
  return `(SELECT r.participant_id,
      bool_or(${activeSql('r')}) AS active,
      bool_or(${statusIn('r', ADMITTED)}) AS admitted,
      bool_or(${checkedInSql('r')}) AS checked_in,
      min(COALESCE(r.submit_time, r.registration_time, r.created_at)) FILTER (WHERE ${activeSql('r')}) AS since
    FROM registrations r WHERE r.meeting_id = $${meetingParam} AND ${submittedSql('r')}
    GROUP BY r.participant_id)`;
}

/**
 * The attendee count of meeting alias `m`: people with an active registration, counted per meeting
 * through the registrations(meeting_id, registration_status) index (cheap for a page of meetings).
 */
export const attendeeCountSql = (m: string) =>
  `(SELECT count(DISTINCT g.participant_id) FROM registrations g WHERE g.meeting_id = ${m}.id AND ${activeSql('g')})::int`;
