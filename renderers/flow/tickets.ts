// The flow's ticket types: the public read's `tickets` (the flow's ticket types, set in the registration
// settings); a design of before ticket types (a preview of an old design) is read through its price table.
import { fromPriceTable, type TicketType } from '@shared/tickets';
import { pageOf } from '@shared/designer/steps';
import { DEFAULT_TIME_ZONE, formatInZone } from '@shared/time-zone';
import type { FlowData } from './types';

export function flowTickets(data: Pick<FlowData, 'tickets' | 'design'>): TicketType[] {
  return Array.isArray(data.tickets) ? data.tickets : fromPriceTable(pageOf(data.design, 'ticket'));
}

/**
 * An instant as the flow shows sale times (spec 3 §5: "2026.05.01 09:00") on the meeting's clock, the zone named
 * where the reader's differs: the shared meeting-time format with the spec's dots.
 */
export function saleTime(iso?: string | null, zone: string = DEFAULT_TIME_ZONE): string {
  return (iso && formatInZone(iso, zone)?.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$1.$2.$3')) || '';
}
