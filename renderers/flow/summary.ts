// What the participant has chosen, priced (spec 2 §9: total = ticket + room price × nights). The cart
// shows it and the submission sends its total, which the server recomputes and compares.
import { stayNights, flowTotal } from '@shared/designer/price';
import { offerAt, ticketText } from '@shared/tickets';
import { flowTickets } from './tickets';
import { pageOf } from '@shared/designer/steps';
import { textIn } from '@shared/bilingual';
import { paidWithRegistration } from '@shared/hotel-payment';
import type { Lang } from '@shared/messages';
import type { FlowData, FlowState, HotelPayment } from './types';

export interface Summary { ticketPrice: number | null; roomPrice: number | null; nights: number; hotelFee: number; total: number; hotelPaidSeparately: boolean; hotelPayment?: HotelPayment; hotelName?: string; roomName?: string; identityLabel?: string; ticketName?: string }

/** `lang`: the language of the designed names (identity, ticket) it answers. */
export function summarize(data: FlowData, state: FlowState, now: number, lang: Lang = 'zh'): Summary {
  const ticket = flowTickets(data).find((r) => r.name === state.ticketType);
  const offer = ticket ? offerAt(ticket, now) : null;
  const ticketPrice = offer?.state === 'onSale' ? offer.price : null;
  const hotel = state.hotel.needHotel ? data.hotels.find((h) => String(h.id) === String(state.hotel.hotelId)) : undefined;
  const room = hotel?.roomTypes.find((r) => String(r.id) === String(state.hotel.roomTypeId));
  const nights = room ? stayNights(state.hotel.checkinDate, state.hotel.checkoutDate) : 0;
  const roomPrice = room ? Number(room.price) : null;
  const identity = (pageOf(data.design, 'chooseRole').identityList as Array<{ label: string; value: string }> | undefined)?.find((r) => r.value === state.identity);
  // a hotel that does not take its fee with the registration is paid to it directly, not in this total
  const hotelPaidSeparately = !!room && !paidWithRegistration(hotel?.paymentMethods);
  const total = flowTotal(ticketPrice, hotelPaidSeparately ? null : roomPrice, nights);
  return { ticketPrice, roomPrice, nights, hotelFee: flowTotal(0, roomPrice, nights), total, hotelPaidSeparately, hotelPayment: hotelPaidSeparately ? hotel : undefined, hotelName: hotel?.name, roomName: room?.name, identityLabel: identity && textIn(identity, 'label', lang), ticketName: ticket ? ticketText(ticket, 'name', lang) : state.ticketType };
}
