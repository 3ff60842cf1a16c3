// The participant's own registration calls (docs/registration.md); /api/registrations/ paths carry
// the participant token (src/runtime/httpRules.ts).
import { http } from '@runtime/http';
import { getParticipantSession } from '@runtime/participants';

export interface MyRegistration {
  id: number;
  meetingId: number;
  flowId: number | null;
  flowName: string | null;
  registrationStatus: string;
  paymentStatus: string;
  paymentMethod?: string | null;
  identity?: string | null;
  selectedTicketName?: string | null;
  ticketPrice: number;
  hotelFee: number;
  totalAmount: number;
  currency: string;
  hotelName?: string | null;
  roomTypeName?: string | null;
  nights?: number | null;
  hotelSelection?: { checkinDate?: string; checkoutDate?: string } | null;
  selectedSubVenues?: string[];
  bankTransferProof?: string | null;
  /** the form answers by field id; files are signed links ending in the name they were uploaded with */
  formData?: Record<string, { label?: string; value?: unknown }> | null;
  rejectReason?: string | null;
  rejectDetails?: string | null;
  registrationTime?: string | null;
  submitTime?: string | null;
  checkinCode?: string | null;
}

/** The login of that meeting (a participant account is per meeting), else the client's newest one. */
function asMeeting(meetingId?: number | string) {
  const token = meetingId === undefined ? null : getParticipantSession(meetingId)?.jwtToken;
  return token ? { headers: { 'participant-token': `Bearer ${token}` } } : undefined;
}

export const myRegistrationsApi = {
  list: (meetingId?: number | string) => http.get<MyRegistration[]>('/api/registrations/mine', undefined, asMeeting(meetingId)),
  uploadProof: (id: number, file: File, meetingId?: number | string) => {
    const form = new FormData();
    form.append('file', file);
    return http.upload<MyRegistration>(`/api/registrations/${id}/proof`, form, asMeeting(meetingId));
  },
  cancel: (id: number, meetingId?: number | string) => http.post<MyRegistration>(`/api/registrations/${id}/cancel`, {}, asMeeting(meetingId)),
};

/** Paid-like payments show the e-ticket (spec 2 §4). */
export const isPaid = (r: MyRegistration) => ['approved', 'paid'].includes(r.paymentStatus);
/** A proof may be sent for an open bank transfer, first time or after a rejection. */
export const canUploadProof = (r: MyRegistration) =>
  r.paymentMethod === 'bankCard' && r.registrationStatus !== 'cancelled' && ['unpaid', 'pending', 'rejected'].includes(r.paymentStatus);
