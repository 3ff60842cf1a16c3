// What the participant is to do next with a registration, by its lifecycle state and payment status:
// the card shows one guidance box per answer (and the e-ticket once admitted).
import type { MyRegistration } from './api';

export type Next =
  | 'review' // submitted: the organizer reviews it first
  | 'payTransfer' // awaiting a bank transfer: where to pay, then the proof
  | 'proofReview' // the proof is with the organizer
  | 'proofRejected' // the proof was refused: the place is held, send another
  | 'paySite' // pay at the venue
  | 'ticket' // confirmed: the e-ticket
  | 'checkedIn'
  | 'cancelled'
  | 'expired';

export function nextOf(r: Pick<MyRegistration, 'registrationStatus' | 'paymentStatus' | 'paymentMethod'>): Next | null {
  switch (r.registrationStatus) {
    case 'submitted': return 'review';
    case 'awaiting_payment':
      if (r.paymentMethod !== 'bankCard') return 'paySite';
      return r.paymentStatus === 'rejected' ? 'proofRejected' : r.paymentStatus === 'pending' ? 'proofReview' : 'payTransfer';
    case 'confirmed': return 'ticket';
    case 'checked_in': return 'checkedIn';
    case 'cancelled': return 'cancelled';
    case 'expired': return 'expired';
    default: return null;
  }
}
