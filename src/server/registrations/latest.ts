// Spec 2 §4: draft records are skipped; for each participant the newest non-draft record wins,
// judged by registrationTime, then updatedAt, createdAt, submitTime. One SQL fragment so the
// participant list, the payment review and the finance figures agree.

/** The times compared, in order (each newest first, none last), then the id. */
export const NEWEST_TIMES = ['registration_time', 'updated_at', 'created_at', 'submit_time'] as const;

/** Newest first, by the rule above (alias r). */
export const NEWEST = `${NEWEST_TIMES.map((c) => `r.${c} DESC NULLS LAST`).join(', ')}, r.id DESC`;

/**
 * Whether registration `a` comes before `b` by NEWEST, as one row comparison: per time, "is none" first
 * (a time before none), then the times swapped (newer first); a time both lack compares equal.
 */
export const newerSql = (a: string, b: string) => {
  const side = (x: string, y: string) => [...NEWEST_TIMES.flatMap((c) => [`${x}.${c} IS NULL`, `COALESCE(${y}.${c}, '-infinity')`]), `${y}.id`];
  return `ROW(${side(a, b).join(', ')}) < ROW(${side(b, a).join(', ')})`;
};

/**
 * A subquery (alias it yourself) with one row per participant of meeting `$<meetingParam>`: that
 * participant's newest non-draft registration, every registrations column (or only `columns`: the
 * ranking sorts every row it carries, so a caller needing a few columns names them).
 */
export function latestRegistrations(meetingParam: number, columns = 'r.*'): string {
  return `(SELECT DISTINCT ON (r.participant_id) ${columns}
    FROM registrations r
    WHERE r.meeting_id = $${meetingParam} AND r.registration_status <> 'draft'
    ORDER BY r.participant_id, ${NEWEST})`;
}

/**
 * The same row for one participant (`participant`: an SQL expression, e.g. an outer alias's id), as
 * a LATERAL subquery: its LIMIT keeps the planner from ranking the whole meeting for a page of rows.
 */
export function latestRegistrationOf(meetingParam: number, participant: string): string {
  return `(SELECT r.* FROM registrations r
    WHERE r.meeting_id = $${meetingParam} AND r.participant_id = ${participant} AND r.registration_status <> 'draft'
    ORDER BY ${NEWEST} LIMIT 1)`;
}

/** Paid-like and pending-like payment statuses (spec 2 §4), stored values and their Chinese twins. */
export const PAID_LIKE = ['approved', 'paid', '已通过', '已支付'];
export const PENDING_LIKE = ['pending', 'unpaid', '待审核', '未支付', ''];
