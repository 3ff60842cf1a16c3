// Opening the flow again once a registration of it exists: the walk resumes where the registration
// stands now (the server's state), not where this browser's draft last stood — e.g. the organizer
// confirmed a registration while the draft still showed "upload the transfer proof".
import { ACTIVE } from '@shared/lifecycle';
import type { Step } from '@shared/designer/steps';
import type { FlowState, Registration } from './types';

/** The registration of this flow that holds its places (newest first, as the server lists them). */
export function liveRegistration(mine: Registration[], flowId: string | number): Registration | undefined {
  return mine.find((r) => String(r.flowId) === String(flowId) && (ACTIVE as string[]).includes(String(r.registrationStatus)));
}

function stepOf(r: Registration): Step {
  if (r.registrationStatus === 'submitted') return 'pending';
  if (r.registrationStatus !== 'awaiting_payment') return 'success';
  if (r.paymentMethod === 'cash') return 'onSitePay';
  return r.bankTransferProof ? 'pending' : 'bankTransfer';
}

export function resumeState(state: FlowState, r: Registration): FlowState {
  const cash = r.paymentMethod === 'cash';
  // the choices as registered (this browser may have no draft left): the steps shown follow them
  const ticket = typeof r.selectedTicketName === 'string' ? r.selectedTicketName : undefined;
  const identity = typeof r.identity === 'string' ? r.identity : undefined;
  return {
    ...state,
    ticketType: ticket ?? state.ticketType,
    identity: identity ?? state.identity,
    subVenues: Array.isArray(r.selectedSubVenues) ? (r.selectedSubVenues as string[]) : state.subVenues,
    registration: r,
    paymentMethod: cash ? 'cash' : 'bankCard',
    proofName: r.bankTransferProof ? String(r.bankTransferProof).split('/').pop() : state.proofName,
    step: stepOf(r),
  };
}
