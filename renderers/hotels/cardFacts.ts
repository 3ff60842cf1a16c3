// The hotel card's further facts: the screen's `columns`, else the hotel's listed properties (hotel.json
// `x-list`), less what the card's header already places, so a property added to the list shows on every
// card with no edit here; a room type's row likewise from roomType.json's x-list.
import type { TFunction } from 'i18next';
import { getSchema } from '@runtime/schemas';
import { fieldLabel } from '../form/theme/labels';
import { formatCell } from '../table/format';
import { listOf, type ColumnRef } from '../table/listSpec';
import type { Row } from './config';

/** What the header shows in its own way: the title, the status badge, the cover and the two fact lines. */
const PLACED = new Set(['name', 'status', 'images', 'address', 'frontDeskPhone', 'earliestCheckin', 'latestCheckout', 'bookingStartTime', 'bookingEndTime']);
/** What a room type's row shows in its own way: name, state, price per night, stock, bed, capacity, breakfast, policy, facilities. */
const ROOM_PLACED = new Set(['name', 'status', 'price', 'stock', 'bedType', 'capacity', 'breakfast', 'cancellationPolicy', 'facilities']);

export interface Fact { key: string; label: string; value: string }

/** The listed properties of a record (the given columns, else the entity's x-list) that its card does not place itself. */
function listedFacts(t: TFunction, entity: string, placed: Set<string>, row: Row, columns?: ColumnRef[]): Fact[] {
  const schema = getSchema(entity);
  const listed = (columns ?? listOf(schema).columns ?? []).map((c) => (typeof c === 'string' ? { key: c } : c)) as Array<{ key: string; label?: string }>;
  return listed
    .filter(({ key: k }) => !placed.has(k) && row[k] !== null && row[k] !== undefined && row[k] !== '')
    .map(({ key: k, label }) => ({ key: k, label: label ? t(label) : fieldLabel(t, schema?.properties?.[k], k), value: formatCell(t, schema?.properties?.[k], row[k]) }));
}

export const cardFacts = (t: TFunction, hotel: Row, columns?: ColumnRef[]): Fact[] => listedFacts(t, 'hotel', PLACED, hotel, columns);

/** A room type's further facts: roomType.json's x-list less what its row places. */
export const roomFacts = (t: TFunction, room: Row): Fact[] => listedFacts(t, 'roomType', ROOM_PLACED, room);
