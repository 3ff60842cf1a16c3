// A hotel's payment methods for the hotel fee (hotel.json paymentMethods): at least one, the bank
// account required with bank transfer (messages name the field, zh/en), saved only to the caller's
// own hotel; a hotel that does not take its fee with the registration is left out of its total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, registerOrganizer, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { HOTELS, HOTEL_NOT_FOUND } from './hotels.fixtures';
import { addHotel, day, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';

const BANK = { bankAccountName: '上海会议酒店有限公司', bankName: '招商银行上海分行', bankAccountNumber: '6225 8888 0000 1234' };

describe.each(DATABASES)('hotels: payment methods (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let other: Organizer;
  let s: Setup;
  let room: { hotelId: number; roomTypeId: number };
  const url = () => `${HOTELS}/${room.hotelId}/payment-methods`;
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'hporg'));
    other = await registerOrganizer(t, 'hpother');
    s = await openMeeting(t, org.token);
    room = await addHotel(t, s.meeting.id, 300, 5);
  });
  afterAll(() => t.close());

  it('a hotel takes its fee with the registration until told otherwise', async () => {
    const r = await call(t.app, 'GET', `${HOTELS}/${room.hotelId}`, { token: org.token });
    expect(r.body.data.paymentMethods).toEqual(['withRegistration']);
  });

  it('refuses no method, an unknown one, and bank transfer without the account, naming the field', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ paymentMethods: [] }, '请至少选择一种支付方式', 'Choose at least one payment method'],
      [{ paymentMethods: ['cheque'] }, '支付方式无效', 'Invalid payment method'],
      // the spec's required-field message, naming the field by its label
      [{ paymentMethods: ['bankTransfer'], ...BANK, bankAccountName: '' }, '收款户名不能为空', 'Account name is required'],
      [{ paymentMethods: ['bankTransfer', 'onArrival'], bankAccountName: 'x', bankName: 'y' }, '银行账号不能为空', 'Account number is required'],
      // blanks only are no answer either (full-width and tab too)
      [{ paymentMethods: ['bankTransfer'], ...BANK, bankAccountName: '   ' }, '收款户名不能为空', 'Account name is required'],
      [{ paymentMethods: ['bankTransfer'], ...BANK, bankName: '\u3000\t ' }, '开户银行不能为空', 'Bank is required'],
      [{ paymentMethods: ['bankTransfer'], ...BANK, bankAccountNumber: '    ' }, '银行账号不能为空', 'Account number is required'],
      [{ paymentMethods: ['bankTransfer'], ...BANK, bankAccountNumber: '12;DROP' }, '银行账号只能包含数字、字母、空格和短横线', 'Account number may hold only digits, letters, spaces and dashes'],
      [{ paymentMethods: ['onArrival'], bankName: 'x'.repeat(101) }, '开户银行不能超过100个字符', 'Bank must be at most 100 characters'],
    ];
    for (const [body, zh, en] of cases) await expectMessage(t.app, 'PUT', url(), { token: org.token, body }, 400, zh, en);
    const r = await call(t.app, 'GET', `${HOTELS}/${room.hotelId}`, { token: org.token });
    expect(r.body.data.paymentMethods).toEqual(['withRegistration']);
  });

  it('another organizer’s hotel answers 404 and keeps its methods', async () => {
    await expectMessage(t.app, 'PUT', url(), { token: other.token, body: { paymentMethods: ['onArrival'] } }, 404, ...HOTEL_NOT_FOUND);
    const [h] = await t.db.query('SELECT payment_methods FROM hotels WHERE id = $1', [room.hotelId]);
    expect(h.payment_methods).toEqual(['withRegistration']);
  });

  it('saves bank transfer with its account; the participant’s flow shows it and its total leaves the hotel fee out', async () => {
    const r = await call(t.app, 'PUT', url(), { token: org.token, body: { paymentMethods: ['bankTransfer', 'onArrival'], ...BANK }, lang: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Hotel payment methods saved');
    expect(r.body.data).toMatchObject({ paymentMethods: ['bankTransfer', 'onArrival'], ...BANK });
    const open = await call(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows/${s.flow.id}`, {});
    expect(open.body.data.hotels[0]).toMatchObject({ paymentMethods: ['bankTransfer', 'onArrival'], ...BANK });

    const [p] = await participants(t, s.meeting);
    const hotel = { needHotel: true, ...room, checkinDate: day(1), checkoutDate: day(3) };
    // ticket 199 + 2 nights × 300 paid to the hotel itself: the registration's transfer is 199
    const wrong = await submit(t, p, submission(s, { hotel, total: 799 }));
    expect(wrong.status).toBe(409);
    const done = await submit(t, p, submission(s, { hotel, total: 199 }));
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({ hotelFee: 600, totalAmount: 199 });
    expect(done.body.data.hotelSelection).toMatchObject({ paidWithRegistration: false, hotelPayment: { paymentMethods: ['bankTransfer', 'onArrival'], ...BANK } });
    // the participant centre reads the same, to say how the hotel is paid
    const mine = await call(t.app, 'GET', '/api/registrations/mine', { headers: p.headers });
    expect(mine.body.data[0]).toMatchObject({ totalAmount: 199, hotelFee: 600, hotelSelection: { paidWithRegistration: false, hotelPayment: { paymentMethods: ['bankTransfer', 'onArrival'] } } });
  });

  it('the organizer’s guest list and its export say the guest pays the hotel directly', async () => {
    const list = await call(t.app, 'GET', `${HOTELS}/meeting/${s.meeting.id}/guests`, { token: org.token });
    expect(list.body.data.content).toEqual([expect.objectContaining({ hotelFee: 600, hotelPayee: 'hotel' })]);
    for (const [lang, head, value] of [['zh', '住宿费用支付', '到店支付（直接付给酒店）'], ['en', 'Hotel fee paid', 'At the hotel (paid to the hotel)']]) {
      const res = await t.app.inject({ method: 'GET', url: `${HOTELS}/meeting/${s.meeting.id}/guests/export`, headers: { authorization: `Bearer ${org.token}`, 'accept-language': lang } });
      const [h, row] = res.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/).map((l) => l.split(','));
      expect(row[h.indexOf(head)]).toBe(value);
    }
  });
});
