// The walk through a flow: which steps, what blocks Next on each (spec 3 §4, §5), where Next leads.
import { stayProblem } from '@shared/designer/price';
import { offeredPayMethods, pageOf, walkedSteps, type Step } from '@shared/designer/steps';
import { summarize } from './summary';
import type { FlowData, FlowState } from './types';
import { shownIdentities } from './steps/ChooseRoleStep';
import { flowTickets } from './tickets';

/**
 * Whether what is chosen costs nothing: the flow offers no ticket or the chosen one is free now, and no
 * room is booked at a price. Then there is no payment step: the cart submits and the server confirms
 * the registration at once (registration/submit.ts firstState).
 */
export function nothingToPay(data: FlowData, state: FlowState, now: number): boolean {
  const sum = summarize(data, state, now);
  const priced = flowTickets(data).length === 0 || sum.ticketPrice !== null;
  return priced && sum.total <= 0;
}

export function stepsOf(data: FlowData, state: FlowState, now = Date.now()): { walked: Step[]; all: Step[] } {
  const free = nothingToPay(data, state, now);
  const walked = walkedSteps(data.design, {
    identities: shownIdentities(pageOf(data.design, 'chooseRole')).length,
    tickets: flowTickets(data).length,
    subVenues: data.meeting.subVenues?.length ?? 0,
    hotels: data.hotels.length,
  }).filter((s) => !(free && s === 'pay'));
  return { walked, all: [...walked, ...afterSteps(state, free)] };
}

/**
 * The steps after submission. Once submitted the registration's lifecycle state decides: a flow with
 * review waits for the organizer (no payment yet), a registration with nothing to pay is confirmed;
 * otherwise the payment method's steps follow.
 */
function afterSteps(state: FlowState, free: boolean): Step[] {
  const s = state.registration?.registrationStatus;
  if (s === 'submitted') return ['pending'];
  if (s === 'confirmed' || free) return ['success'];
  return state.paymentMethod === 'cash' ? ['onSitePay', 'success'] : ['bankTransfer', 'pending'];
}

/** The room chosen on the hotel step, as the flow read last answered it (with its places left). */
export const chosenRoom = (data: FlowData, state: FlowState) =>
  data.hotels.find((h) => String(h.id) === String(state.hotel.hotelId))?.roomTypes.find((r) => String(r.id) === String(state.hotel.roomTypeId));

/** The last step joins waiting lists instead of submitting: a sold-out ticket's or a full room type's the participant asked for. */
export const joinsWaitlist = (data: FlowData, state: FlowState): boolean =>
  (state.waitlist === true && data.remaining?.tickets?.[state.ticketType ?? ''] === 0)
  || (state.roomWaitlist === true && state.hotel.needHotel && chosenRoom(data, state)?.remaining === 0);

/** The message key that stops Next on this step, or null. */
export function blocker(step: Step, data: FlowData, state: FlowState, now: number): string | null {
  switch (step) {
    // a choice that sold out meanwhile (the counts revalidate on focus and after a refusal) stops Next too
    case 'chooseRole': return !state.identity ? 'flowUi.pickIdentity' : data.remaining?.identities?.[state.identity] === 0 ? 'flowUi.goneIdentity' : null;
    // a sold-out ticket goes on only to its waiting list
    case 'ticket': return !state.ticketType ? 'flowUi.pickTicket' : data.remaining?.tickets?.[state.ticketType] === 0 && !state.waitlist ? 'flowUi.goneTicket' : null;
    case 'hotel': {
      const h = state.hotel;
      if (!h.needHotel) return null;
      if (!h.hotelId) return 'flowUi.pickHotel';
      if (!h.roomTypeId) return 'flowUi.pickRoom';
      // a full room type goes on only to its waiting list
      if (chosenRoom(data, state)?.remaining === 0 && !state.roomWaitlist) return 'flowUi.goneRoom';
      if (!h.checkinDate || !h.checkoutDate) return 'flowUi.pickDates';
      const p = stayProblem(h, now);
      return p === 'checkoutNotLater' ? 'flowUi.checkoutAfterCheckin' : p ? `flowUi.stay.${p}` : null;
    }
    case 'form': return pageOf(data.design, 'form').showAgreement === true && !state.agreed ? 'flowGaps.agreeFirst' : null;
    case 'pay': return state.paymentMethod ? null : 'flowUi.pickPay';
    case 'bankTransfer': return state.proofName ? null : 'flowUi.proofFirst';
    default: return null;
  }
}

/** Where the submission named the refused choice (docs/registration.md: a 409 sold out names its field). */
const REFUSED_AT: Record<string, Step> = { '/ticketType': 'ticket', '/identity': 'chooseRole', '/hotel/roomTypeId': 'hotel' };

/** The step to explain a refused submission on: where that choice was made when the flow walks it, else null (stay). */
export function refusedStep(errors: Array<{ path: string }> | undefined, walked: Step[]): Step | null {
  const at = errors?.map((e) => REFUSED_AT[e.path]).find(Boolean);
  return at && walked.includes(at) ? at : null;
}

/** The submission body (docs/registration.md); the server recomputes every price and checks every rule. */
export function submitBody(data: FlowData, state: FlowState, formData: Record<string, unknown>, total: number) {
  const h = state.hotel;
  return {
    meetingId: data.meeting.id, flowId: data.flow.id, designVersion: data.version,
    // a skipped identity page still registers under an identity: the first one offered
    identity: state.identity ?? shownIdentities(pageOf(data.design, 'chooseRole'))[0]?.value, ticketType: state.ticketType, subVenues: state.subVenues,
    hotel: h.needHotel ? { needHotel: true, hotelId: h.hotelId, roomTypeId: h.roomTypeId, checkinDate: h.checkinDate, checkoutDate: h.checkoutDate, specialRequirements: h.specialRequirements ?? '' } : { needHotel: false },
    // nothing to pay walks no payment step: the method the flow offers first is named (the server asks for one)
    formData, agreed: state.agreed === true, paymentMethod: state.paymentMethod ?? (total <= 0 ? offeredPayMethods(data.design)[0] : undefined), total,
  };
}
