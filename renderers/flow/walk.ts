// The walk through a flow: which steps, what blocks Next on each (spec 3 §4, §5), where Next leads.
import { stayProblem } from '@shared/designer/price';
import { pageOf, walkedSteps, type Step } from '@shared/designer/steps';
import type { FlowData, FlowState } from './types';
import { shownIdentities } from './steps/ChooseRoleStep';
import { ticketRows } from './steps/TicketStep';

export function stepsOf(data: FlowData, state: FlowState): { walked: Step[]; all: Step[] } {
  const walked = walkedSteps(data.design, {
    identities: shownIdentities(pageOf(data.design, 'chooseRole')).length,
    tickets: ticketRows(pageOf(data.design, 'ticket')).length,
    subVenues: data.meeting.subVenues?.length ?? 0,
    hotels: data.hotels.length,
  });
  const after: Step[] = state.paymentMethod === 'cash' ? ['onSitePay', 'success'] : ['bankTransfer', 'pending'];
  return { walked, all: [...walked, ...after] };
}

/** The message key that stops Next on this step, or null. */
export function blocker(step: Step, data: FlowData, state: FlowState, now: number): string | null {
  switch (step) {
    case 'chooseRole': return state.identity ? null : 'flowUi.pickIdentity';
    case 'ticket': return state.ticketType ? null : 'flowUi.pickTicket';
    case 'hotel': {
      const h = state.hotel;
      if (!h.needHotel) return null;
      if (!h.hotelId) return 'flowUi.pickHotel';
      if (!h.roomTypeId) return 'flowUi.pickRoom';
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

/** The submission body (docs/registration.md); the server recomputes every price and checks every rule. */
export function submitBody(data: FlowData, state: FlowState, formData: Record<string, unknown>, total: number) {
  const h = state.hotel;
  return {
    meetingId: data.meeting.id, flowId: data.flow.id, designVersion: data.version,
    // a skipped identity page still registers under an identity: the first one offered
    identity: state.identity ?? shownIdentities(pageOf(data.design, 'chooseRole'))[0]?.value, ticketType: state.ticketType, subVenues: state.subVenues,
    hotel: h.needHotel ? { needHotel: true, hotelId: h.hotelId, roomTypeId: h.roomTypeId, checkinDate: h.checkinDate, checkoutDate: h.checkoutDate, specialRequirements: h.specialRequirements ?? '' } : { needHotel: false },
    formData, agreed: state.agreed === true, paymentMethod: state.paymentMethod, total,
  };
}
