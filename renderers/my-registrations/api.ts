// The participant's own registration calls (docs/registration.md); the registrations paths carry
// the participant token (src/runtime/httpRules.ts).
import { send, type Calls } from '../calls';
import { getParticipantSession } from '@runtime/participants';
import { can } from '@shared/lifecycle';
import type { PayTo } from '../pay-to/PayToPanel';
import type { HotelPayment } from '../flow/types';

export interface MyRegistration {
  id: number;
  meetingId: number;
  flowId: number | null;
  flowName: string | null;
  /** the lifecycle state (registration.json x-lifecycle) */
  registrationStatus: string;
  paymentStatus: string;
  paymentMethod?: string | null;
  identity?: string | null;
  selectedTicketName?: string | null;
  /** the English the design gave the identity and ticket chosen (src/shared/bilingual.ts) */
  en?: { identity?: string; selectedTicketName?: string } | null;
  ticketPrice: number;
  hotelFee: number;
  totalAmount: number;
  currency: string;
  hotelName?: string | null;
  roomTypeName?: string | null;
  nights?: number | null;
  /** paidWithRegistration false: the hotel takes its fee itself (hotelPayment: how, as it said when booked) */
  hotelSelection?: { checkinDate?: string; checkoutDate?: string; paidWithRegistration?: boolean; hotelPayment?: HotelPayment } | null;
  selectedSubVenues?: string[];
  bankTransferProof?: string | null;
  /** the form answers by field id; files are signed links ending in the name they were uploaded with */
  formData?: Record<string, { label?: string; value?: unknown }> | null;
  rejectReason?: string | null;
  rejectDetails?: string | null;
  registrationTime?: string | null;
  submitTime?: string | null;
  /** what the participant writes on the bank transfer */
  transferReference?: string | null;
  paymentDeadline?: string | null;
  cancelReason?: string | null;
  cancelledBy?: string | null;
  /** where and how much to pay while a bank transfer is due, else null */
  payTo?: PayTo | null;
  /** only once admitted (confirmed, checked in) */
  checkinCode?: string | null;
  /** the door code signed by the server (issue 20), what the e-ticket's QR carries; with checkinCode */
  signedCode?: string | null;
}

/** The login of that meeting (a participant account is per meeting), else the client's newest one. */
function asMeeting(meetingId?: number | string) {
  const token = meetingId === undefined ? null : getParticipantSession(meetingId)?.jwtToken;
  return token ? { headers: { 'participant-token': `Bearer ${token}` } } : undefined;
}

/** The calls as the calling screen names them: `registrations` (the list), `proof`, `cancel` (`{id}`). */
export const myRegistrationsApi = (calls: Calls) => ({
  list: (meetingId?: number | string) => send<MyRegistration[]>(calls.registrations, {}, asMeeting(meetingId)),
  uploadProof: (id: number, file: File, meetingId?: number | string) => {
    const form = new FormData();
    form.append('file', file);
    return send<MyRegistration>(calls.proof, { id }, { body: form, ...asMeeting(meetingId) });
  },
  cancel: (id: number, meetingId?: number | string) => send<MyRegistration>(calls.cancel, { id }, { body: {}, ...asMeeting(meetingId) }),
});

/** A proof may be sent for an open bank transfer: first time, replacing one in review, or after a rejection. */
export const canUploadProof = (r: MyRegistration) =>
  r.paymentMethod === 'bankCard' && can('proof', r.registrationStatus) && ['unpaid', 'pending', 'rejected'].includes(r.paymentStatus);
