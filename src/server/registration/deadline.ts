// When a registration's money must be in (the flow's payment deadline settings): hours after it was
// accepted and/or a fixed moment, the earlier of the two; only bank transfers with something to pay
// have one (on-site payment is collected at the door).
import type { Row } from '../db/repo';

const HOUR = 3_600_000;

/** The deadline of a bank transfer accepted at `from` under flow `flow` (a registration_flows row), or null. */
export function deadlineOf(flow: Row, from: Date): Date | null {
  const hours = Number(flow.payment_deadline_hours);
  const fixed = flow.payment_deadline_date ? new Date(flow.payment_deadline_date) : null;
  const relative = Number.isInteger(hours) && hours > 0 ? new Date(from.getTime() + hours * HOUR) : null;
  const all = [relative, fixed].filter((d): d is Date => !!d && !Number.isNaN(d.getTime()));
  return all.length ? new Date(Math.min(...all.map((d) => d.getTime()))) : null;
}

/** Whether a registration paying `total` by `method` waits for money under a deadline. */
export const hasDeadline = (total: number, method: unknown) => total > 0 && method === 'bankCard';

/** The deadline moved so that at least the flow's retry time is left (after a rejected proof, on restore); null stays null. */
export function leaveRetryTime(flow: Row, deadline: Date | null, now = new Date()): Date | null {
  if (!deadline) return null;
  const retry = Number(flow.proof_retry_hours ?? 48);
  const least = new Date(now.getTime() + (Number.isFinite(retry) ? retry : 48) * HOUR);
  return deadline < least ? least : deadline;
}
