// The hotel card's further facts: the hotel's listed properties (hotel.json `x-list`) that the card's
// header does not already place, so a property added to the list shows on every card with no edit here.
import type { TFunction } from 'i18next';
import { getSchema } from '@runtime/schemas';
import { fieldLabel } from '../form/theme/labels';
import { formatCell } from '../table/format';
import type { Row } from './config';

/** What the header shows in its own way: the title, the status badge, the cover and the two fact lines. */
const PLACED = new Set(['name', 'status', 'images', 'address', 'frontDeskPhone', 'earliestCheckin', 'latestCheckout', 'bookingStartTime', 'bookingEndTime']);

export function cardFacts(t: TFunction, hotel: Row): Array<{ key: string; label: string; value: string }> {
  const schema = getSchema('hotel');
  const listed = (schema?.['x-list'] ?? []) as string[];
  return listed
    .filter((k) => !PLACED.has(k) && hotel[k] !== null && hotel[k] !== undefined && hotel[k] !== '')
    .map((k) => ({ key: k, label: fieldLabel(t, schema?.properties?.[k], k), value: formatCell(t, schema?.properties?.[k], hotel[k]) }));
}
