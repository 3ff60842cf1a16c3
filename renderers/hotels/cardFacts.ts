// The hotel card's further facts: the screen's `columns`, else the hotel's listed properties (hotel.json
// `x-list`), less what the card's header already places, so a property added to the list shows on every
// card with no edit here.
import type { TFunction } from 'i18next';
import { getSchema } from '@runtime/schemas';
import { fieldLabel } from '../form/theme/labels';
import { formatCell } from '../table/format';
import { listOf, type ColumnRef } from '../table/listSpec';
import type { Row } from './config';

/** What the header shows in its own way: the title, the status badge, the cover and the two fact lines. */
const PLACED = new Set(['name', 'status', 'images', 'address', 'frontDeskPhone', 'earliestCheckin', 'latestCheckout', 'bookingStartTime', 'bookingEndTime']);

export function cardFacts(t: TFunction, hotel: Row, columns?: ColumnRef[]): Array<{ key: string; label: string; value: string }> {
  const schema = getSchema('hotel');
  const listed = (columns ?? listOf(schema).columns ?? []).map((c) => (typeof c === 'string' ? { key: c } : c)) as Array<{ key: string; label?: string }>;
  return listed
    .filter(({ key: k }) => !PLACED.has(k) && hotel[k] !== null && hotel[k] !== undefined && hotel[k] !== '')
    .map(({ key: k, label }) => ({ key: k, label: label ? t(label) : fieldLabel(t, schema?.properties?.[k], k), value: formatCell(t, schema?.properties?.[k], hotel[k]) }));
}
