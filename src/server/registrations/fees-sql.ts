// fees.ts in SQL, for figures computed over many rows in the database (payment list, finance):
// the same date reading (no cast that could fail on a malformed date), nights and hotel fee.
import { DATE_PATTERN } from './fees';

const TIME = "^.{10}[ T]";
const HOUR = '(?:[01]\\d|2[0-3])';

/** A timestamp from a text holding a date as fees.ts reads it, else NULL. */
function ts(x: string): string {
  // a date alone (ten characters) has no time to read: its three time patterns, which would all miss,
  // are skipped (they were most of the cost of a page's nights)
  return `(CASE WHEN ${x} ~ '${DATE_PATTERN}' THEN make_date(substr(${x}, 1, 4)::int, substr(${x}, 6, 2)::int, 1) + (substr(${x}, 9, 2)::int - 1)
    + (CASE WHEN length(${x}) > 10 THEN make_interval(hours => COALESCE(substring(${x} from '${TIME}(${HOUR}):[0-5]\\d')::int, 0),
      mins => COALESCE(substring(${x} from '${TIME}${HOUR}:([0-5]\\d)')::int, 0),
      secs => COALESCE(substring(${x} from '${TIME}${HOUR}:[0-5]\\d:([0-5]\\d)')::int, 0)) ELSE interval '0' END) END)`;
}

/**
 * Nights of the jsonb hotel selection `hs` (selectionNights in SQL). Each date is read once, in a
 * subquery of its own (OFFSET 0 keeps the planner from copying the reading into every place it is used):
 * inlined, the comparison and the difference read each date three times.
 */
export function nightsSql(hs: string): string {
  const stored = `(${hs}->>'nights')`;
  return `(SELECT CASE WHEN d.a IS NOT NULL AND d.b IS NOT NULL THEN
      (CASE WHEN d.b > d.a THEN ceil(extract(epoch FROM d.b - d.a) / 86400)::int ELSE 1 END)
    WHEN ${stored} ~ '^[0-9]{1,4}$' AND ${stored}::int > 0 THEN ${stored}::int ELSE 1 END
    FROM (SELECT ${ts(`(${hs}->>'checkinDate')`)} AS a, ${ts(`(${hs}->>'checkoutDate')`)} AS b OFFSET 0) d)`;
}

/** An id the selection names (`hotelId`, `roomTypeId`), as an integer, else NULL (joins on it never fail). */
export const selectionIdSql = (hs: string, field: 'hotelId' | 'roomTypeId') => `(CASE WHEN (${hs}->>'${field}') ~ '^[0-9]{1,9}$' THEN (${hs}->>'${field}')::int END)`;

/** The room type id the selection names. */
export const roomTypeIdSql = (hs: string) => selectionIdSql(hs, 'roomTypeId');

/**
 * A registration's hotel fee: the stored one when set (fixed on submit), else for a record with a
 * hotel selection the room type's current price × nights, else 0. `r` is the registrations alias,
 * `rt` a LEFT JOIN of room_types ON rt.id = roomTypeIdSql(r.hotel_selection) AND rt.meeting_id = r.meeting_id;
 * `nights` the nights read once per row (nightsJoin) when the statement names them more than once.
 */
export const hotelFeeSql = (r: string, rt: string, nights = nightsSql(`${r}.hotel_selection`)) =>
  `(CASE WHEN COALESCE(${r}.hotel_fee, 0) > 0 THEN ${r}.hotel_fee WHEN ${rt}.id IS NOT NULL THEN round(${rt}.price * ${nights}, 2) ELSE 0 END)`;

/**
 * The booking's hotel fee is paid to the hotel itself, not to the organizer: the submit recorded it so
 * (registration/choices.ts, `paidWithRegistration: false`, from the hotel's payment methods then). A
 * booking without the mark (made before hotels had payment methods) was paid with the registration.
 */
export const paidAtHotelSql = (r: string) => `COALESCE(${r}.hotel_selection->>'paidWithRegistration' = 'false', FALSE)`;

/** The hotel fee paid at the hotel (none of the organizer's money), else 0. */
export const hotelFeeAtHotelSql = (r: string, rt: string) => `(CASE WHEN ${paidAtHotelSql(r)} THEN ${hotelFeeSql(r, rt)} ELSE 0 END)`;

/**
 * What the registration pays the organizer — ticket + the hotel fee unless the hotel takes it itself: the
 * stored total when set (the submit left such a fee out), else computed the same way (totalAmount in SQL).
 */
export const totalSql = (r: string, rt: string, nights?: string) =>
  `(CASE WHEN COALESCE(${r}.total_amount, 0) > 0 THEN ${r}.total_amount
    ELSE COALESCE(${r}.ticket_price, 0) + (CASE WHEN ${paidAtHotelSql(r)} THEN 0 ELSE ${hotelFeeSql(r, rt, nights)} END) END)`;

/** LEFT JOIN of the room type a registration's selection names, within the same meeting. */
export const roomTypeJoin = (r: string, rt: string) =>
  `LEFT JOIN room_types ${rt} ON ${rt}.id = ${roomTypeIdSql(`${r}.hotel_selection`)} AND ${rt}.meeting_id = ${r}.meeting_id`;

/**
 * The nights of registration `r`'s selection read once per row, as `<alias>.nights` (NULL without a room
 * type `rt`), for a statement that shows the hotel fee, the total and the nights: written inline, each of
 * them reads the dates again (OFFSET 0 keeps the planner from copying the reading back into them).
 */
export const nightsJoin = (r: string, rt: string, alias: string) =>
  `LEFT JOIN LATERAL (SELECT ${nightsSql(`${r}.hotel_selection`)} AS nights OFFSET 0) ${alias} ON ${rt}.id IS NOT NULL`;
