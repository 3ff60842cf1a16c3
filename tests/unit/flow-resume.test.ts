// Opening the flow again with a registration of it: the walk stands where the registration stands on
// the server, whatever this browser's draft last showed (a confirmed registration no longer asks for
// the transfer proof).
import { describe, expect, it } from 'vitest';
import { liveRegistration, resumeState } from '../../renderers/flow/resume';
import { emptyState, type Registration } from '../../renderers/flow/types';

const draftAtProof = { ...emptyState('bankTransfer'), paymentMethod: 'bankCard' as const, registration: { id: 7, registrationStatus: 'awaiting_payment' } };
const reg = (over: Partial<Registration>): Registration => ({ id: 7, flowId: 3, paymentMethod: 'bankCard', ...over });

describe('resuming a submitted flow', () => {
  it('confirmed (or checked in): the result, not the proof upload', () => {
    expect(resumeState(draftAtProof, reg({ registrationStatus: 'confirmed' })).step).toBe('success');
    expect(resumeState(draftAtProof, reg({ registrationStatus: 'checked_in' })).step).toBe('success');
  });
  it('waiting for review: the waiting page', () => {
    expect(resumeState(emptyState('chooseRole'), reg({ registrationStatus: 'submitted' })).step).toBe('pending');
  });
  it('payment due: the proof upload by transfer until a proof is sent, then waiting; cash: pay on site', () => {
    expect(resumeState(emptyState('form'), reg({ registrationStatus: 'awaiting_payment' })).step).toBe('bankTransfer');
    const sent = resumeState(emptyState('form'), reg({ registrationStatus: 'awaiting_payment', bankTransferProof: '/files/p/proof.png' }));
    expect([sent.step, sent.proofName]).toEqual(['pending', 'proof.png']);
    expect(resumeState(emptyState('form'), reg({ registrationStatus: 'awaiting_payment', paymentMethod: 'cash' })).step).toBe('onSitePay');
  });
  it('only a registration of this flow that still holds its places counts', () => {
    const mine = [reg({ id: 9, flowId: 4, registrationStatus: 'confirmed' }), reg({ id: 8, registrationStatus: 'cancelled' }), reg({ id: 7, registrationStatus: 'confirmed' })];
    expect(liveRegistration(mine, '3')?.id).toBe(7);
    expect(liveRegistration([reg({ registrationStatus: 'expired' })], 3)).toBeUndefined();
  });
});
