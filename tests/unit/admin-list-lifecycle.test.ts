// What the admin list reads from the registration lifecycle and the schemas: the organizer's moves
// offered by a row's state (registration.json x-lifecycle), the state filter's choices from the row
// schema's enum, amounts with the row's currency (a column format, or x-currency on the property),
// private files as links only for same-origin paths.
import { describe, expect, it } from 'vitest';
import { adminListSchema } from '../../renderers/admin-list/config';
import { applies } from '../../renderers/admin-list/ActionButtons';
import { enumOptions } from '../../renderers/admin-list/FilterOptions';
import { cellText, listColumns } from '../../renderers/admin-list/columns';
import { privateFileOf } from '../../src/shared/files/names';
import { formatMoney } from '../../src/runtime/money';
import { toneOf } from '../../src/shared/lifecycle';
import payments from '../../schemas/screens/meeting/payments.json';
import participants from '../../schemas/screens/meeting/participants.json';

const t = ((k: string, o?: { defaultValue?: string }) => o?.defaultValue ?? k) as never;
const MOVES = ['approveRegistration', 'confirmRegistration', 'markPaid', 'cancelRegistration', 'restoreRegistration'];

describe.each([
  ['payment review', payments, 'registrationId'],
  ['participant list', participants, 'latestRegistrationId'],
])('%s: the registration moves', (_name, screen, idField) => {
  const actions = adminListSchema.parse(screen).rowActions!;
  const offered = (registrationStatus: string) =>
    actions.filter((a) => MOVES.includes(a.key) && applies(a, { registrationStatus, [idField]: 5 })).map((a) => a.key);

  it('are offered only where the lifecycle allows them from the row’s state', () => {
    expect(offered('submitted')).toEqual(['approveRegistration', 'confirmRegistration', 'cancelRegistration']);
    expect(offered('awaiting_payment')).toEqual(['confirmRegistration', 'markPaid', 'cancelRegistration']);
    expect(offered('confirmed')).toEqual(['cancelRegistration']);
    expect(offered('checked_in')).toEqual(['cancelRegistration']);
    expect(offered('expired')).toEqual(['restoreRegistration']);
    expect(offered('cancelled')).toEqual([]);
    expect(offered('no_registration')).toEqual([]);
  });

  it('call the registration the row names, cancel through the form that requires the reason', () => {
    const by = (k: string) => actions.find((a) => a.key === k)!;
    expect(by('confirmRegistration').request).toEqual({ method: 'POST', path: `/api/co/registrations/{${idField}}/confirm` });
    expect(by('cancelRegistration')).toMatchObject({ form: { schemaId: 'registration.cancel' }, request: { method: 'POST', path: `/api/co/registrations/{${idField}}/cancel` } });
    expect(by('markPaid').form!.schemaId).toBe('registration.action');
    expect(by('restoreRegistration').confirm).toBeTruthy();
  });

  it('the history only for a row with a registration', () => {
    const events = actions.find((a) => a.key === 'events')!;
    expect(events.list!.source.path).toBe(`/api/co/registrations/{${idField}}/events`);
    expect(applies(events, { registrationStatus: 'confirmed', [idField]: 5 })).toBe(true);
    expect(applies(events, { registrationStatus: 'no_registration', [idField]: null })).toBe(false);
  });
});

describe('payment review', () => {
  const actions = adminListSchema.parse(payments).rowActions!;
  it('reviews a proof only while awaiting payment with the proof pending', () => {
    const approve = actions.find((a) => a.key === 'approve')!;
    expect(applies(approve, { registrationStatus: 'awaiting_payment', paymentStatus: 'pending' })).toBe(true);
    // a reviewed flow's cash registration is pending on-site payment but not yet approved: no payment review
    expect(applies(approve, { registrationStatus: 'submitted', paymentStatus: 'pending' })).toBe(false);
    expect(applies(approve, { registrationStatus: 'awaiting_payment', paymentStatus: 'rejected' })).toBe(false);
  });
});

describe('state filter and badges', () => {
  it('the participant list’s state filter offers the schema’s states, drafts left out', () => {
    const f = (participants.filters as Array<Record<string, any>>).find((x) => x.name === 'registrationStatus')!;
    const schema = { properties: { registrationStatus: { enum: ['no_registration', 'draft', 'submitted', 'awaiting_payment', 'confirmed', 'checked_in', 'cancelled', 'expired'], 'x-key': 'participant.registrationStatus' } } };
    const options = enumOptions(f as never, schema);
    expect(options.map((o) => o.value)).toEqual(['no_registration', 'submitted', 'awaiting_payment', 'confirmed', 'checked_in', 'cancelled', 'expired']);
    expect(options[1].label).toEqual({ t: 'form.enum.participant.registrationStatus.submitted' });
    // an empty choice in the enum is the bar's own "all"
    expect(enumOptions({ name: 'x', kind: 'select', label: 'x', options: 'enum' } as never, { properties: { x: { enum: ['', 'a'], 'x-key': 'k.x' } } }).map((o) => o.value)).toEqual(['a']);
  });

  it('tones come from x-lifecycle, anything else is slate', () => {
    expect([toneOf('submitted'), toneOf('awaiting_payment'), toneOf('confirmed'), toneOf('expired'), toneOf('cancelled'), toneOf('no_registration'), toneOf('toString')])
      .toEqual(['brand', 'amber', 'green', 'rose', 'slate', 'slate', 'slate']);
  });
});

describe('money and files', () => {
  it('an amount shows with its currency in the reader’s language', () => {
    expect([formatMoney(199, 'CNY', 'zh'), formatMoney(199, 'CNY', 'en'), formatMoney(99.5, 'USD', 'zh'), formatMoney(1234.5, 'EUR', 'en')]).toEqual(['¥199', 'CN¥199', 'US$99.50', '€1,234.50']);
    expect([formatMoney(null, 'CNY', 'zh'), formatMoney('', 'USD', 'en'), formatMoney(5, undefined, 'zh'), formatMoney(5, 'bad', 'zh')]).toEqual(['-', '-', '¥5', '¥5']);
  });

  it('an amount column takes the row’s currency: from the screen, or from x-currency on the property', () => {
    const schema = { properties: { totalAmount: { type: 'number', 'x-currency': 'currency' }, fee: { type: 'number' }, cur2: { type: 'string' } } };
    const [byProp, plain, byScreen] = listColumns('payments.row', schema, ['totalAmount', 'fee', { key: 'fee', format: 'money', currencyField: 'cur2' }]);
    const row = { totalAmount: 975, fee: 10, currency: 'USD', cur2: 'EUR' };
    expect(cellText(t, byProp, row.totalAmount, row)).toBe(formatMoney(975, 'USD', 'zh'));
    expect(cellText(t, plain, row.fee, row)).toBe('10');
    expect(cellText(t, byScreen, row.fee, row)).toBe(formatMoney(10, 'EUR', 'zh'));
  });

  it('a file link only for a private file the server names, with its kind and name', () => {
    expect(privateFileOf(`/api/registrations/proofs/${'ab'.repeat(16)}.pdf?exp=1&sig=x`)).toMatchObject({ ext: 'pdf', signed: true, name: null });
    expect(privateFileOf(`/api/registrations/files/${'ab'.repeat(16)}.pdf/${encodeURIComponent('简历.pdf')}?exp=1&sig=x`)).toMatchObject({ ext: 'pdf', name: '简历.pdf' });
    const others = ['//evil.example/x.pdf', 'javascript:alert(1)', 'data:application/pdf;base64,AA', 'https://x/y.pdf', null, '/api/registrations/proofs/a.PNG'];
    expect(others.map((v) => privateFileOf(v))).toEqual(others.map(() => null));
  });
});
