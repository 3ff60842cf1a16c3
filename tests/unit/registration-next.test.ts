// What the participant is shown next: the card's guidance per lifecycle state and payment status, and
// in the flow the steps after submission by the registration's state, a sold-out choice stopping Next,
// and a refused submission sent back to the step where the refused choice was made.
import { describe, expect, it } from 'vitest';
import { nextOf } from '../../renderers/my-registrations/next';
import { canUploadProof, type MyRegistration } from '../../renderers/my-registrations/api';
import { blocker, refusedStep, stepsOf, submitBody } from '../../renderers/flow/walk';
import { emptyState, type FlowData, type FlowState } from '../../renderers/flow/types';

const reg = (registrationStatus: string, paymentStatus = 'unpaid', paymentMethod = 'bankCard') => ({ registrationStatus, paymentStatus, paymentMethod });

describe('the participant card’s next step', () => {
  it('one answer per state and, while awaiting payment, per payment', () => {
    expect(nextOf(reg('submitted'))).toBe('review');
    expect(nextOf(reg('awaiting_payment'))).toBe('payTransfer');
    expect(nextOf(reg('awaiting_payment', 'pending'))).toBe('proofReview');
    expect(nextOf(reg('awaiting_payment', 'rejected'))).toBe('proofRejected');
    expect(nextOf(reg('awaiting_payment', 'pending', 'cash'))).toBe('paySite');
    expect(nextOf(reg('confirmed', 'approved'))).toBe('ticket');
    expect(nextOf(reg('checked_in', 'paid'))).toBe('checkedIn');
    expect(nextOf(reg('cancelled'))).toBe('cancelled');
    expect(nextOf(reg('expired'))).toBe('expired');
    expect(nextOf(reg('draft'))).toBeNull();
  });

  it('a proof may be sent only for an open bank transfer the lifecycle lets take one', () => {
    const can = (s: string, p: string, m = 'bankCard') => canUploadProof(reg(s, p, m) as MyRegistration);
    expect([can('awaiting_payment', 'unpaid'), can('awaiting_payment', 'pending'), can('awaiting_payment', 'rejected')]).toEqual([true, true, true]);
    expect([can('submitted', 'unpaid'), can('confirmed', 'approved'), can('expired', 'unpaid'), can('cancelled', 'rejected'), can('awaiting_payment', 'pending', 'cash')]).toEqual([false, false, false, false, false]);
  });
});

const data = (remaining: FlowData['remaining'] = {}): FlowData => ({
  flow: { id: 1, name: 'f', currency: 'CNY' }, meeting: { id: 2 }, version: 3, remaining,
  hotels: [{ id: 11, name: 'h', roomTypes: [{ id: 21, name: 'r', price: 100, remaining: 0 }, { id: 22, name: 's', price: 100, remaining: 3 }] }],
  design: {
    schemaVersion: 1,
    chooseRolePage: { identityList: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] },
    ticketPage: { timeColumns: [{ key: 't', range: ['2000-01-01', '2100-01-01'] }], priceRows: [{ type: 'T1', prices: { t: 1 } }, { type: 'T2', prices: { t: 2 } }] },
    formPage: { formGroups: [] },
  } as FlowData['design'],
});

describe('the flow', () => {
  it('after submission: review first, nothing to pay, or the payment method’s steps', () => {
    const after = (registrationStatus: string | undefined, paymentMethod: FlowState['paymentMethod']) => {
      const s: FlowState = { ...emptyState('pay'), paymentMethod, registration: registrationStatus ? { id: 1, registrationStatus } : null };
      const { walked, all } = stepsOf(data(), s);
      return all.slice(walked.length);
    };
    expect(after(undefined, 'bankCard')).toEqual(['bankTransfer', 'pending']);
    expect(after(undefined, 'cash')).toEqual(['onSitePay', 'success']);
    expect(after('submitted', 'bankCard')).toEqual(['pending']);
    expect(after('confirmed', 'bankCard')).toEqual(['success']);
    expect(after('awaiting_payment', 'bankCard')).toEqual(['bankTransfer', 'pending']);
    expect(after('awaiting_payment', 'cash')).toEqual(['onSitePay', 'success']);
  });

  it('nothing to pay: no payment step, the cart submits and the result is the confirmation', () => {
    const free = data();
    free.design.ticketPage.priceRows.push({ type: 'Free', prices: { t: 0 } });
    free.design.payPage = { payMethods: [{ value: 'bankCard', enabled: false }, { value: 'cash', enabled: true }] };
    const now = Date.parse('2050-01-01T00:00:00Z');
    const at = (ticketType: string | undefined, hotel: FlowState['hotel'] = { needHotel: false }) => stepsOf(free, { ...emptyState('cart'), ticketType, hotel }, now);
    expect(at('Free').walked.slice(-2)).toEqual(['form', 'cart']);
    expect(at('Free').all.slice(-1)).toEqual(['success']);
    // once submitted (confirmed at once), the walk still has no payment step, so the flow lands on the result
    const done = stepsOf(free, { ...emptyState('cart'), ticketType: 'Free', registration: { id: 1, registrationStatus: 'confirmed' } }, now);
    expect(done.all.slice(done.walked.length - 1)).toEqual(['cart', 'success']);
    // a priced ticket, a booked room, or no ticket chosen yet: the payment step stays
    expect(at('T1').walked.slice(-1)).toEqual(['pay']);
    expect(at('Free', { needHotel: true, hotelId: 11, roomTypeId: 22, checkinDate: '2099-01-01', checkoutDate: '2099-01-02' }).walked.slice(-1)).toEqual(['pay']);
    expect(at(undefined).walked.slice(-1)).toEqual(['pay']);
    // a flow without tickets and without a room costs nothing
    const none = data();
    delete none.design.ticketPage;
    expect(stepsOf(none, emptyState('cart'), now).walked.slice(-1)).toEqual(['cart']);
    // the submission names the method the flow offers first, since the server asks for one
    expect(submitBody(free, { ...emptyState('cart'), ticketType: 'Free' }, {}, 0).paymentMethod).toBe('cash');
    expect(submitBody(free, { ...emptyState('pay'), ticketType: 'T1', paymentMethod: 'bankCard' }, {}, 1).paymentMethod).toBe('bankCard');
  });

  it('a choice sold out meanwhile stops Next with its own message', () => {
    const d = data({ tickets: { T1: 0, T2: null }, identities: { a: 0 } });
    expect(blocker('ticket', d, { ...emptyState('ticket'), ticketType: 'T1' }, 0)).toBe('flowUi.goneTicket');
    expect(blocker('ticket', d, { ...emptyState('ticket'), ticketType: 'T2' }, 0)).toBeNull();
    expect(blocker('chooseRole', d, { ...emptyState('chooseRole'), identity: 'a' }, 0)).toBe('flowUi.goneIdentity');
    expect(blocker('chooseRole', d, { ...emptyState('chooseRole'), identity: 'b' }, 0)).toBeNull();
    const stay = { needHotel: true, hotelId: 11, checkinDate: '2099-01-01', checkoutDate: '2099-01-02' };
    expect(blocker('hotel', d, { ...emptyState('hotel'), hotel: { ...stay, roomTypeId: 21 } }, 0)).toBe('flowUi.goneRoom');
    expect(blocker('hotel', d, { ...emptyState('hotel'), hotel: { ...stay, roomTypeId: 22 } }, 0)).toBeNull();
  });

  it('a refusal goes back to the step of the field it names, when the flow walks that step', () => {
    const walked = stepsOf(data(), emptyState('pay')).walked;
    expect(walked).toEqual(expect.arrayContaining(['chooseRole', 'ticket', 'hotel']));
    expect(refusedStep([{ path: '/ticketType' }], walked)).toBe('ticket');
    expect(refusedStep([{ path: '/identity' }], walked)).toBe('chooseRole');
    expect(refusedStep([{ path: '/hotel/roomTypeId' }], walked)).toBe('hotel');
    expect(refusedStep([{ path: '/total' }], walked)).toBeNull();
    expect(refusedStep(undefined, walked)).toBeNull();
    // a step the flow skips: explained where the participant is
    expect(refusedStep([{ path: '/ticketType' }], ['form', 'cart', 'pay'])).toBeNull();
  });
});
