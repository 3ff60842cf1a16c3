// The flow's ticket types: the public read's `tickets` (the flow's ticket types, set in the registration
// settings); a design of before ticket types (a preview of an old design) is read through its price table.
import { fromPriceTable, type TicketType } from '@shared/tickets';
import { pageOf } from '@shared/designer/steps';
import type { FlowData } from './types';

export function flowTickets(data: Pick<FlowData, 'tickets' | 'design'>): TicketType[] {
  return Array.isArray(data.tickets) ? data.tickets : fromPriceTable(pageOf(data.design, 'ticket'));
}

/** An instant as the flow shows sale times (spec 3 §5: "2026.05.01 09:00"), in the meeting's time (UTC+8, DESIGN_ZONE). */
export function saleTime(iso?: string | null): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (!Number.isFinite(ms)) return '';
  const s = new Date(ms + 8 * 3_600_000).toISOString();
  return `${s.slice(0, 4)}.${s.slice(5, 7)}.${s.slice(8, 10)} ${s.slice(11, 16)}`;
}
