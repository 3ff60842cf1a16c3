// A submission's choices checked against the flow's design and the meeting (docs/registration.md):
// identity, ticket (its price in force now: src/shared/tickets.ts), sub-venues, hotel stay, pay method.
// Answers what to store, the fees and the places to take; every refusal is a message key.
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { AppError, fieldError } from '../http/errors';
import { cents, hotelFee, nights, totalAmount } from '../registrations/fees';
import { stayProblem } from '../../shared/designer/price';
import { offeredPayMethods, type Design } from '../../shared/designer/steps';
import { identities, quotaOf } from './pricing';
import { flowTickets } from './ticket-types';
import { offerAt, type TicketType } from '../../shared/tickets';
import { roomScope } from './open-flow';
import { paidWithRegistration } from '../../shared/hotel-payment';
import type { Want } from './quotas';

export interface HotelChoice { needHotel?: boolean; hotelId?: number | null; roomTypeId?: number | null; checkinDate?: string | null; checkoutDate?: string | null; specialRequirements?: string | null }
export interface SubmitBody {
  meetingId: number; flowId: number; designVersion: number; identity?: string | number; ticketType?: string; subVenues?: string[];
  hotel?: HotelChoice; formData?: Record<string, unknown>; agreed?: boolean; paymentMethod: 'bankCard' | 'cash'; total?: number; idempotencyKey?: string;
}

export interface Decided {
  columns: Row;
  wants: Want[];
  total: number;
}


/** The hotel stay chosen, checked (the room type open, the dates), with its fee and the room's place; null when none. */
export async function hotelChoice(db: Db, meetingId: number, h: HotelChoice | undefined, now: number) {
  if (!h?.needHotel) return null;
  if (!h.hotelId || !h.roomTypeId) throw fieldError('/hotel/roomTypeId', 'registration.hotelRequired');
  const [rt] = await db.query(
    `SELECT rt.id, rt.name, rt.price, rt.stock, h.id AS hotel_id, h.name AS hotel_name,
       h.payment_methods, h.bank_account_name, h.bank_name, h.bank_account_number FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
      WHERE rt.id = $1 AND h.id = $2 AND h.meeting_id = $3 AND rt.status = 'active' AND h.status = 'active'`,
    [h.roomTypeId, h.hotelId, meetingId],
  );
  if (!rt) throw fieldError('/hotel/roomTypeId', 'registration.roomUnavailable');
  const a = String(h.checkinDate ?? '');
  const b = String(h.checkoutDate ?? '');
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(a) || !date.test(b)) throw fieldError('/hotel/checkinDate', 'registration.datesRequired');
  const stay = stayProblem({ checkinDate: a, checkoutDate: b, specialRequirements: h.specialRequirements ?? '' }, now);
  if (stay === 'checkinPast') throw fieldError('/hotel/checkinDate', 'registration.checkinPast');
  if (stay === 'checkoutNotLater') throw fieldError('/hotel/checkoutDate', 'registration.checkoutAfter');
  if (stay) throw fieldError('/hotel/specialRequirements', 'registration.requirementsTooLong');
  const n = nights(a, b);
  const withRegistration = paidWithRegistration(rt.payment_methods);
  return {
    selection: {
      needHotel: true, hotelId: rt.hotel_id, hotelName: rt.hotel_name, roomTypeId: rt.id, roomTypeName: rt.name, roomPrice: Number(rt.price),
      checkinDate: a, checkoutDate: b, nights: n, specialRequirements: (h.specialRequirements ?? '').trim(),
      paidWithRegistration: withRegistration,
      // paid to the hotel itself: how, kept with the booking for the pay and success pages
      ...(withRegistration ? {} : { hotelPayment: {
        paymentMethods: rt.payment_methods, bankAccountName: rt.bank_account_name, bankName: rt.bank_name, bankAccountNumber: rt.bank_account_number,
      } }),
    },
    fee: hotelFee(rt.price, n),
    want: { meetingId, scope: roomScope(meetingId), kind: 'room', key: String(rt.id), capacity: Number(rt.stock ?? 0), soldOut: 'registration.roomSoldOut' } as Want,
  };
}

/** The English a designed text was given beside its Chinese (`en[key]`), bounded; undefined when none. */
const englishOf = (o: Row, key: string, max: number): string | undefined => {
  const v = (o?.en as Row | undefined)?.[key];
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined;
};

/**
 * Everything but the form: checked, priced, and the places it needs. `held`: the place of that kind (the
 * ticket's or the room's) is already held for this submission (a waiting-list offer being claimed), so it
 * is not taken again, and a held ticket need not be on sale any more.
 */
export async function decide(db: Db, meeting: Row, flow: Row, design: Row, b: SubmitBody, now = Date.now(), held: Want['kind'] | null = null, flowTypes?: TicketType[]): Promise<Decided> {
  const ticketHeld = held === 'ticket';
  const scope = `flow:${flow.id}`;
  const wants: Want[] = [];
  const roles = identities(design.chooseRolePage);
  let identity: string | null = null;
  const en: Row = {};
  if (roles.length && design.chooseRolePage?.skipPage !== true) {
    if (b.identity === undefined || b.identity === '') throw fieldError('/identity', 'registration.identityRequired');
    const role = roles.find((r) => String(r.value) === String(b.identity));
    if (!role) throw fieldError('/identity', 'registration.identityUnknown');
    identity = String(role.label ?? role.value).slice(0, 50);
    en.identity = englishOf(role, 'label', 50);
    wants.push({ meetingId: meeting.id, scope, kind: 'identity', key: String(role.value), capacity: quotaOf(role.amount), soldOut: 'registration.identitySoldOut' });
  }
  let ticketName: string | null = null;
  let ticketPrice = 0;
  // the flow's ticket types, when the caller read them with the flow (open-flow.ts openFlowDesigned)
  const tickets = flowTypes ?? await flowTickets(db, Number(flow.id));
  if (tickets.length && design.ticketPage?.skipPage !== true) {
    if (!b.ticketType) throw fieldError('/ticketType', 'registration.ticketRequired');
    const ticket = tickets.find((x) => x.name === b.ticketType);
    if (!ticket) throw fieldError('/ticketType', 'registration.ticketUnknown');
    // the price in force now, decided here: the early-bird price while its window holds
    const offer = offerAt(ticket, now);
    if (offer.state !== 'onSale' && !ticketHeld) throw new AppError(409, 'registration.ticketNotOnSale');
    ticketName = ticket.name.slice(0, 100);
    en.selectedTicketName = ticket.nameEn?.trim() ? ticket.nameEn.trim().slice(0, 100) : undefined;
    ticketPrice = offer.state === 'onSale' ? offer.price : Number(ticket.price);
    if (!ticketHeld) wants.push({ meetingId: meeting.id, scope, kind: 'ticket', key: ticketName, capacity: ticket.quota ?? null, soldOut: 'registration.soldOut' });
  }
  const venues = new Set((Array.isArray(meeting.sub_venues) ? meeting.sub_venues : []).map((v: Row) => String(v?.name ?? v)));
  const chosen = [...new Set(b.subVenues ?? [])];
  if (chosen.some((v) => !venues.has(v))) throw fieldError('/subVenues', 'registration.subVenueUnknown');
  const hotel = await hotelChoice(db, meeting.id, b.hotel, now);
  if (hotel && held !== 'room') wants.push(hotel.want);
  if (!offeredPayMethods(design as Design).includes(b.paymentMethod)) throw fieldError('/paymentMethod', 'registration.payMethodOff');
  const fee = hotel?.fee ?? 0;
  // a fee the hotel takes itself is recorded but not part of what the registration's transfer pays
  const total = totalAmount(ticketPrice, hotel?.selection.paidWithRegistration === false ? 0 : fee);
  if (b.total !== undefined && Math.abs(cents(b.total) - total) > 0.001) {
    // the refusal names the field, so the flow explains it on the step that shows the amount
    const params = { total: total.toFixed(2) };
    throw new AppError(409, 'registration.totalChanged', params, [{ path: '/total', key: 'registration.totalChanged', params }]);
  }
  return {
    total,
    wants,
    columns: {
      identity, selectedTicketName: ticketName, en: Object.values(en).some(Boolean) ? en : null, ticketPrice, ticketQuantity: 1, selectedSubVenues: chosen,
      hotelSelection: hotel?.selection ?? { needHotel: false }, hotelFee: fee, totalAmount: total, paymentMethod: b.paymentMethod,
    },
  };
}
