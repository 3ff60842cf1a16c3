// The steps of a registration flow, in order, and where each keeps its settings in the design
// document (schemas/designer/design.json `x-pages`). Shared by the designer, the participant flow
// and the server, so a step added here shows everywhere.
export const STEPS = ['chooseRole', 'ticket', 'subVenue', 'hotel', 'form', 'cart', 'pay', 'bankTransfer', 'onSitePay', 'pending', 'success'] as const;
export type Step = (typeof STEPS)[number];

export const PAGE_KEY: Record<Step, string> = {
  chooseRole: 'chooseRolePage', ticket: 'ticketPage', subVenue: 'subVenuePage', hotel: 'hotelPage', form: 'formPage',
  cart: 'cartPage', pay: 'payPage', bankTransfer: 'bankTransferPage', onSitePay: 'onSitePayPage', pending: 'pendingPage', success: 'successPage',
};

/** schemas/designer/<file>.json of each step's settings */
export const STEP_SCHEMA: Record<Step, string> = {
  chooseRole: 'designer.chooseRole', ticket: 'designer.ticket', subVenue: 'designer.subVenue', hotel: 'designer.hotel', form: 'designer.form',
  cart: 'designer.cart', pay: 'designer.pay', bankTransfer: 'designer.bankTransfer', onSitePay: 'designer.onSitePay', pending: 'designer.pending', success: 'designer.success',
};

export const DESIGN_SCHEMA_VERSION = 1;

export type Page = Record<string, any>;
export interface Design { schemaVersion: number; [page: string]: any }

export const pageOf = (design: Design | null | undefined, step: Step): Page => (design?.[PAGE_KEY[step]] as Page) ?? {};

export interface PayMethod { value: string; label?: string; enabled?: boolean }

/** The participant's payment choices: the pay page's enabled methods among those the server takes; none set: both. */
export function offeredPayMethods(design: Design | null | undefined): Array<'bankCard' | 'cash'> {
  const list = pageOf(design, 'pay').payMethods as PayMethod[] | undefined;
  const known = ['bankCard', 'cash'] as const;
  if (!Array.isArray(list) || !list.length) return [...known];
  return known.filter((v) => list.some((m) => m?.value === v && m.enabled !== false));
}

export interface FlowChoices { identities: number; tickets: number; subVenues: number; hotels: number }

/**
 * The steps a participant walks through before submitting, skipped pages and empty choices left out
 * (a step with nothing to choose is a step the participant would only click through). Payment and
 * result pages follow the submission and are picked by what happened, not walked in order.
 */
export function walkedSteps(design: Design | null | undefined, have: FlowChoices): Step[] {
  const out: Step[] = [];
  const skip = (s: Step) => pageOf(design, s).skipPage === true;
  if (have.identities > 0 && !skip('chooseRole')) out.push('chooseRole');
  if (have.tickets > 0 && !skip('ticket')) out.push('ticket');
  if (have.subVenues > 0 && !skip('subVenue')) out.push('subVenue');
  if (have.hotels > 0 && !skip('hotel')) out.push('hotel');
  out.push('form', 'cart', 'pay');
  return out;
}
