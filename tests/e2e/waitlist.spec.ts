import { expect, test } from '@playwright/test';
import { axe } from './axe';
import { storeSession } from './helpers';
import { seededBase, startSeededServer, type SeededServer } from './seeded-server';
import { api, asParticipant, newParticipant, openFlow, submitAs, ticketPage } from './registration-setup';
import { startSmtp, type TestSmtp } from '../smtp-server';

// Issue 20's waiting list end to end on this spec's own server, sending e-mail to a real SMTP server the
// spec starts: a participant on a phone (390 px) finds the only VIP place taken, joins the waiting list
// with their answers; the organizer cancels the holder's registration; the participant gets the offer by
// e-mail and notification, opens the claim link and claims: the registration is made from the kept
// answers. The organizer's waiting list shows the claim. The second test does the same for a full room
// type, joined from the form's hotel step and claimed from the e-mail's link into a registration with the
// room; a participant registered without a room joins the same line from their centre. Nothing is
// mocked; assertions are on text.
let srv: SeededServer;
let smtp: TestSmtp;
const OFFSET = 63;
test.use({ baseURL: seededBase(OFFSET) });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp();
  srv = await startSeededServer('waitlist', OFFSET, {
    SEED_PARTICIPANTS: '1', SEED_REGISTRATIONS: '0', SEED_USERNAME: 'e2e-waitlist', SMTP_URL: smtp.url, SMTP_FROM: 'Conflow <noreply@conflow.test>', DELIVERY_POLL_MS: '300',
  });
});

test.afterAll(async () => {
  await srv?.stop();
  await smtp?.close();
});

const FORM = { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }, { id: 'org', label: '工作单位', fieldType: 'text' }] }] };

test('sold out: join the waiting list at 390 px; a cancel offers the place by e-mail and notification; the claim link registers', async ({ browser }) => {
  test.setTimeout(150_000);
  const o = await openFlow(srv.api, '候补演示会 E2E', { ticketPage: ticketPage([{ type: 'VIP票', amount: 1, price: 0 }]), formPage: FORM });
  const holder = await newParticipant(srv.api, o, '先到者');
  const held = await submitAs(srv.api, o, holder, { ticketType: 'VIP票', formData: { name: '先到者' }, total: 0 });
  const waiter = await newParticipant(srv.api, o, '候补者');
  const email = `waiter${Date.now() % 1e6}@example.com`;
  await api(srv.api, 'post', '/api/participants/update-profile', { name: '候补者', email }, waiter.headers);

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(phone, o.meetingId, waiter);
  await phone.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  const view = phone.getByTestId('flow-view');
  await expect(view).toHaveAttribute('data-step', 'ticket');
  await expect(phone.getByTestId('ticket-VIP票')).toContainText('已售罄');
  await expect(phone.getByTestId('ticket-VIP票')).toBeDisabled();
  await phone.getByTestId('waitlist-VIP票').click();
  await expect(phone.getByTestId('waitlist-hint')).toContainText('加入候补后');
  const joined = phone.getByTestId('waitlist-joined');
  for (let i = 0; i < 8 && !(await joined.isVisible()); i++) {
    if ((await view.getAttribute('data-step')) === 'form') await phone.getByLabel(/姓名/).fill('候补者');
    const next = phone.getByTestId('flow-next');
    if ((await view.getAttribute('data-step')) !== 'form' && (await next.textContent()) === '加入候补') {
      await next.click();
      break;
    }
    await next.click();
  }
  await expect(joined).toContainText('已加入候补名单，当前排第 1 位');

  // the participant centre shows the place in line
  await phone.goto(`/participant-center/${o.meetingId}`);
  await expect(phone.getByTestId('my-waitlist')).toContainText('候补第 1 位');
  expect(await axe(phone, '[data-testid="my-waitlist"]')).toEqual([]);

  // the organizer cancels the holder's registration: the place goes to the waiting list
  await api(srv.api, 'post', `/api/co/registrations/${held.id}/cancel`, { reason: '行程变更' }, o.as);
  await expect.poll(() => smtp.to(email).map((m) => m.subject), { timeout: 20_000 }).toContain('候补名额已为您保留');
  const mail = smtp.to(email).find((m) => m.subject === '候补名额已为您保留')!;
  expect(mail.text).toContain('候补演示会 E2E');
  const link = /\/participant-center\/\d+\?waitlist=\d+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const notes = await api(srv.api, 'get', '/api/participants/notifications', undefined, waiter.headers);
  expect(JSON.stringify(notes)).toContain('候补名额已为您保留');

  // the claim link opens the centre on the offer; claiming registers with the kept answers
  await phone.goto(link!);
  const offer = phone.locator('[data-testid^="waitlist-entry-"][aria-current="true"]');
  await expect(offer.getByTestId('waitlist-state')).toContainText('名额为您保留至');
  expect(await axe(phone, '[data-testid="my-waitlist"]')).toEqual([]);
  await offer.getByTestId('waitlist-claim').click();
  await expect(phone.getByText('名额已认领，报名已提交').first()).toBeVisible();
  await expect(phone.getByTestId('my-waitlist')).toHaveCount(0);
  const mine = await api(srv.api, 'get', '/api/registrations/mine', undefined, waiter.headers);
  expect(mine[0]).toMatchObject({ selectedTicketName: 'VIP票', registrationStatus: 'confirmed' });
  expect(mine[0].formData.name.value).toBe('候补者');
  await expect(phone.getByTestId(`registration-${mine[0].id}`)).toContainText('已确认');

  // the organizer's waiting list shows the claim
  const page = await browser.newPage();
  await storeSession(page, o.org.token, o.org.user);
  await page.goto(`/meeting/${o.meetingId}/flow-waitlist/${o.flowId}`);
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText('候补者');
  await expect(row).toContainText('已认领');
  expect(await axe(page, '[data-screen="admin-list"]')).toEqual([]);
});

const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);

test('a full room type: join its waiting list from the hotel step at 390 px; a cancel offers the room; the e-mail link claims it', async ({ browser }) => {
  test.setTimeout(150_000);
  const o = await openFlow(srv.api, '房型候补会 E2E', { ticketPage: ticketPage([{ type: '标准票', amount: 10, price: 0 }]), formPage: FORM });
  const hotel = await api(srv.api, 'post', '/api/co/hotels', { meetingId: o.meetingId, name: '候补酒店', address: '杭州市', frontDeskPhone: '0571-87979889', earliestCheckin: '14:00', latestCheckout: '12:00', bookingStartTime: day(0), bookingEndTime: day(40), status: 'active' }, o.as);
  const room = await api(srv.api, 'post', `/api/co/hotels/${hotel.id}/room-types`, { name: '湖景房', price: 0, stock: 1, bedType: 'king', capacity: 2, breakfast: 'none', cancellationPolicy: 'free' }, o.as);
  const stay = { needHotel: true, hotelId: hotel.id, roomTypeId: room.id, checkinDate: day(2), checkoutDate: day(4) };
  const holder = await newParticipant(srv.api, o, '住客甲');
  const held = await submitAs(srv.api, o, holder, { ticketType: '标准票', hotel: stay, formData: { name: '住客甲' }, total: 0 });
  const waiter = await newParticipant(srv.api, o, '等房人');
  const email = `room${Date.now() % 1e6}@example.com`;
  await api(srv.api, 'post', '/api/participants/update-profile', { name: '等房人', email }, waiter.headers);

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(phone, o.meetingId, waiter);
  await phone.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  const view = phone.getByTestId('flow-view');
  await phone.getByTestId('ticket-标准票').click();
  for (let i = 0; i < 3 && (await view.getAttribute('data-step')) !== 'hotel'; i++) await phone.getByTestId('flow-next').click();
  await expect(view).toHaveAttribute('data-step', 'hotel');
  await phone.getByTestId('need-hotel').check();
  await phone.getByTestId(`hotel-${hotel.id}`).click();
  await expect(phone.getByTestId(`room-${room.id}`)).toBeDisabled();
  await phone.getByTestId(`room-waitlist-${room.id}`).click();
  await expect(phone.getByTestId('room-waitlist-hint')).toContainText('有空房时将按顺序为您保留');
  await phone.getByTestId('checkin').fill(stay.checkinDate);
  await phone.getByTestId('checkout').fill(stay.checkoutDate);
  expect(await axe(phone, '[data-testid="flow-view"]')).toEqual([]);
  const joined = phone.getByTestId('waitlist-joined');
  for (let i = 0; i < 6; i++) {
    if ((await view.getAttribute('data-step')) === 'form') await phone.getByLabel(/姓名/).fill('等房人');
    const next = phone.getByTestId('flow-next');
    const joins = (await next.textContent()) === '加入候补';
    await next.click();
    if (joins) break;
  }
  await expect(joined).toContainText('已加入候补名单，当前排第 1 位');
  await expect(joined).toContainText('有空房时将按顺序为您保留');
  await phone.goto(`/participant-center/${o.meetingId}`);
  await expect(phone.getByTestId('my-waitlist')).toContainText('房型：候补酒店 · 湖景房');

  // registered without a room, another participant joins the same line from their centre (second in line)
  const late = await newParticipant(srv.api, o, '晚到者');
  await submitAs(srv.api, o, late, { ticketType: '标准票', formData: { name: '晚到者' }, total: 0 });
  const other = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(other, o.meetingId, late);
  await other.goto(`/participant-center/${o.meetingId}`);
  const ask = other.getByTestId('room-waitlist-join');
  await expect(ask.getByTestId('room-waitlist-room')).toContainText('候补酒店 · 湖景房');
  expect(await axe(other, '[data-testid="room-waitlist-join"]')).toEqual([]);
  await ask.getByTestId('room-waitlist-checkin').fill(stay.checkinDate);
  await ask.getByTestId('room-waitlist-checkout').fill(stay.checkoutDate);
  await ask.getByTestId('room-waitlist-submit').click();
  await expect(other.getByTestId('my-waitlist')).toContainText('候补第 2 位');
  await expect(ask).toHaveCount(0);

  // the organizer cancels the holder's registration: the room goes to the waiting list, told by e-mail
  await api(srv.api, 'post', `/api/co/registrations/${held.id}/cancel`, { reason: '行程变更' }, o.as);
  await expect.poll(() => smtp.to(email).map((m) => m.subject), { timeout: 20_000 }).toContain('候补房间已为您保留');
  const mail = smtp.to(email).find((m) => m.subject === '候补房间已为您保留')!;
  expect(mail.text).toContain('候补酒店 · 湖景房');
  const link = /\/participant-center\/\d+\?waitlist=\d+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // the link opens the centre on the offer; the claim registers with the room
  await phone.goto(link!);
  const offer = phone.locator('[data-testid^="waitlist-entry-"][aria-current="true"]');
  await expect(offer.getByTestId('waitlist-state')).toContainText('名额为您保留至');
  await offer.getByTestId('waitlist-claim').click();
  await expect(phone.getByText('房间已认领，已加入您的报名').first()).toBeVisible();
  const mine = await api(srv.api, 'get', '/api/registrations/mine', undefined, waiter.headers);
  expect(mine[0]).toMatchObject({ selectedTicketName: '标准票', hotelSelection: { roomTypeId: room.id, checkinDate: stay.checkinDate } });

  // the organizer's waiting list shows the room's line: the late one still waiting first, the claim after
  const page = await browser.newPage();
  await storeSession(page, o.org.token, o.org.user);
  await page.goto(`/meeting/${o.meetingId}/flow-waitlist/${o.flowId}`);
  await expect(page.locator('tbody tr').first()).toContainText('晚到者');
  const row = page.locator('tbody tr', { hasText: '等房人' });
  await expect(row).toContainText('候补酒店 · 湖景房');
  await expect(row).toContainText('已认领');
});
