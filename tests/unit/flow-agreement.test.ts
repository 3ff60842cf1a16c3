// showAgreement in the participant walk: Next on the form step waits for the tick only when the design
// shows the box, and the submission carries the tick for the server's own check.
import { describe, expect, it } from 'vitest';
import { blocker, submitBody } from '../../renderers/flow/walk';
import { emptyState, type FlowData } from '../../renderers/flow/types';

const data = (showAgreement?: boolean): FlowData => ({
  flow: { id: 1, name: 'f' }, meeting: { id: 2 }, version: 3, hotels: [],
  design: { schemaVersion: 1, formPage: { formGroups: [], ...(showAgreement === undefined ? {} : { showAgreement }) } } as FlowData['design'],
});

describe('form step agreement', () => {
  it('blocks Next until ticked when the design shows the box', () => {
    expect(blocker('form', data(true), emptyState('form'), 0)).toBe('flowGaps.agreeFirst');
    expect(blocker('form', data(true), { ...emptyState('form'), agreed: false }, 0)).toBe('flowGaps.agreeFirst');
    expect(blocker('form', data(true), { ...emptyState('form'), agreed: true }, 0)).toBeNull();
  });
  it('does not block when the box is off or unset', () => {
    expect(blocker('form', data(false), emptyState('form'), 0)).toBeNull();
    expect(blocker('form', data(), emptyState('form'), 0)).toBeNull();
  });
  it('sends the tick as a boolean', () => {
    expect(submitBody(data(true), { ...emptyState('pay'), agreed: true }, {}, 0).agreed).toBe(true);
    expect(submitBody(data(true), emptyState('pay'), {}, 0).agreed).toBe(false);
  });
});
