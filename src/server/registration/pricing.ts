// The design's identities with their quotas as the server reads them (spec 3 §3); tickets are ticket
// types (ticket-types.ts, src/shared/tickets.ts).

export interface Identity { label?: unknown; value?: unknown; amount?: unknown }

export const identities = (rolePage: any): Identity[] => (Array.isArray(rolePage?.identityList) ? rolePage.identityList : []).filter((r: Identity) => typeof r?.value === 'string' || typeof r?.value === 'number');

/** A quota from a design amount: a non-negative integer, else no limit (null). */
export function quotaOf(amount: unknown): number | null {
  const n = typeof amount === 'string' && amount.trim() ? Number(amount) : amount;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}
