// What the participant flow works on: the public flow read (docs/registration.md) and the walk's state.
import type { Design, Page, Step } from '@shared/designer/steps';
import type { PayTo } from '../pay-to/PayToPanel';
import type { TicketType } from '@shared/tickets';
import type { Hotel as EntityHotel } from '../../src/generated/types.gen';

export interface RoomType { id: number | string; name: string; price: number | string; bedType?: string; capacity?: number; breakfast?: string; remaining?: number | null; area?: number | string }
export interface Hotel extends HotelPayment {
  id: number | string; name: string; address?: string; image?: unknown; description?: string; bookingNotice?: string;
  earliestCheckin?: string; latestCheckout?: string; roomTypes: RoomType[];
}
/** How the hotel takes its fee (hotel.json), as the open flow answers it. */
export type HotelPayment = Partial<Pick<EntityHotel, 'paymentMethods' | 'bankAccountName' | 'bankName' | 'bankAccountNumber'>>;
export interface SubVenue { name: string; location?: string; capacity?: number }
export interface FlowData {
  flow: { id: number | string; name: string; description?: string; currency?: string };
  meeting: { id: number | string; title?: string; name?: string; startTime?: string; endTime?: string; subVenues?: SubVenue[]; timeZone?: string };
  version: number;
  design: Design;
  /** the flow's ticket types (absent: a design's own price table, before ticket types) */
  tickets?: TicketType[];
  hotels: Hotel[];
  remaining?: { tickets?: Record<string, number | null>; identities?: Record<string, number | null> };
  now?: string | number;
}

export interface Stay { needHotel: boolean; hotelId?: number | string; roomTypeId?: number | string; checkinDate?: string; checkoutDate?: string; specialRequirements?: string }
/** The submitted registration as the server answers it (docs/registration.md; payTo while a bank transfer is due). */
export interface Registration {
  id: number | string; paymentStatus?: string; registrationStatus?: string; totalAmount?: number | string; currency?: string;
  transferReference?: string | null; paymentDeadline?: string | null; payTo?: PayTo | null; [k: string]: unknown;
}

export interface FlowState {
  step: Step;
  identity?: string;
  ticketType?: string;
  subVenues: string[];
  hotel: Stay;
  formData: Record<string, unknown>;
  /** the form page's agreement box, when the design shows it */
  agreed?: boolean;
  paymentMethod?: 'bankCard' | 'cash';
  registration?: Registration | null;
  proofName?: string;
  /** one key per submission, kept with the draft: a retry after a lost answer is the same registration */
  submitKey?: string;
  /** the chosen ticket is sold out and the participant asked for its waiting list: the last step joins it */
  waitlist?: boolean;
  /** the chosen room type is full and the participant asked for its waiting list: the last step joins it (dates kept) */
  roomWaitlist?: boolean;
  /** the waiting-list entry joined (its place in line), instead of a registration */
  waitlisted?: { id: number | string; place?: number | null } | null;
}

export const emptyState = (step: Step): FlowState => ({ step, subVenues: [], hotel: { needHotel: false }, formData: {} });

export interface StepProps {
  page: Page;
  data: FlowData;
  state: FlowState;
  update: (patch: Partial<FlowState>) => void;
  now: number;
  /** the designer's live preview and /preview-flow: nothing is sent */
  preview?: boolean;
  /** the designer's empty states offer to configure the step */
  onConfigure?: () => void;
  /** set by a step that checks itself before Next (the form) */
  checkRef?: { current: (() => boolean) | null };
  /** bank transfer: send the proof (the flow screen supplies the call) */
  uploadProof?: (file: File) => Promise<void>;
}
