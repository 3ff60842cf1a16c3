// Which status a report may move to (spec 1 §4 leaves single-item moves open; this is our rule).
// A report is worked on (PROCESSING) and ends RESOLVED or REJECTED; either may be reopened to
// PROCESSING until it is CLOSED, which is final. Keeping a status is always allowed (an edit of the
// priority or resolution alone).
export const REPORT_STATUSES = ['PENDING', 'PROCESSING', 'RESOLVED', 'REJECTED', 'CLOSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  PENDING: ['PROCESSING', 'RESOLVED', 'REJECTED', 'CLOSED'],
  PROCESSING: ['RESOLVED', 'REJECTED', 'CLOSED'],
  RESOLVED: ['PROCESSING', 'CLOSED'],
  REJECTED: ['PROCESSING', 'CLOSED'],
  CLOSED: [],
};

export function canMove(from: string, to: string): boolean {
  return from === to || (TRANSITIONS[from as ReportStatus] ?? []).includes(to as ReportStatus);
}
