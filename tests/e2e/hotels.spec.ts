import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startSeededServer, type SeededServer } from './seeded-server';
import { Bitmap } from '../../src/server/captcha/png';
import { registerParticipantAccount, storeSession, uniquePhone } from './helpers';

// An organizer manages one meeting's hotels in the settings shell: adds a hotel through the full form
// (the server's duplicate-name refusal first, an image upload), adds two room types and reorders them,
// takes the hotel off shelf and back, quick-adds and edits another and puts both off shelf in a batch,
// then lists the hotel guests, filters them and exports them as CSV.
// The meeting (with a seeded hotel and registrations that booked it) comes from
// scripts/seed-meeting.ts on this spec's own server and data directory, with the same built UI.

let BASE: string;
let srv: SeededServer;
let seeded: SeededServer['seeded'];
let api: APIRequestContext;
let token: string;
let user: unknown;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  srv = await startSeededServer('hotels', 43, { SEED_PARTICIPANTS: '40', SEED_REGISTRATIONS: '40', SEED_USERNAME: 'e2e-hotels', SEED_TITLE: 'E2E 酒店大会' });
  ({ base: BASE, seeded, api, token, user } = srv);
});

test.afterAll(async () => {
  await srv?.stop();
});

const auth = () => ({ authorization: `Bearer ${token}` });

/** A real 24x16 PNG. */
function png(): Buffer {
  const b = new Bitmap(24, 16);
  for (let y = 0; y < 16; y++) for (let x = 0; x < 24; x++) b.set(x, y, 40 + x * 8, 120, 200 - y * 8);
  return b.toPng();
}

async function open(page: Page, query = '') {
  await storeSession(page, token, user);
  await page.goto(`${BASE}/meeting/${seeded.meetingId}/settings?tab=hotel-management${query}`);
  await expect(page.getByRole('tab', { name: '酒店列表' })).toBeVisible();
}

const card = (page: Page, name: string) => page.locator(`article[data-hotel="${name}"]`);
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('a hotel with two room types, reordered, off and on shelf; guests filtered and exported', async ({ page }) => {
  await open(page);
  const seededHotel = (await (await api.get(`/api/co/hotels/meeting/${seeded.meetingId}`, { headers: auth() })).json()).data[0];
  await expect(card(page, seededHotel.name)).toBeVisible();

  // the full form: a taken name is refused by the server under the field, then a new one saves
  await page.locator('[data-action="add-hotel"]').click();
  const dialog = page.getByTestId('dialog-form');
  await dialog.getByLabel('酒店名称').fill(seededHotel.name);
  await dialog.getByLabel('酒店地址').fill('杭州市上城区湖滨路 28 号');
  await dialog.getByLabel('前台电话').fill('0571-87654321');
  await dialog.getByLabel('最早入住时间').fill('14:00');
  await dialog.getByLabel('最晚退房时间').fill('12:00');
  await dialog.getByLabel('预订开始时间').fill('2026-12-01');
  await dialog.getByLabel('预订结束时间').fill('2026-12-20');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('该会议下已存在同名酒店')).toBeVisible();
  await dialog.getByLabel('酒店名称').fill('西湖国宾馆');
  // an image through the upload widget: a text file named .png is refused by the server, a PNG is kept
  await dialog.getByTestId('file-hotel').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(toast(page, '上传失败：酒店图片只能是JPG或PNG格式!')).toBeVisible();
  await dialog.getByTestId('file-hotel').setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: png() });
  await expect(dialog.locator('figure img')).toHaveCount(1);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '酒店创建成功')).toBeVisible();
  const hotel = card(page, '西湖国宾馆');
  await expect(hotel.getByTestId('rooms-empty')).toHaveText('暂无房型配置');
  const cover = await hotel.locator('header img').getAttribute('src');
  // kept re-encoded (an opaque PNG's fallback is a JPEG, beside WebP variants: tests/api/media-upload.test.ts)
  expect(cover).toMatch(/^\/api\/media\/files\/\d+\/[a-f0-9]{32}-w\d+\.(png|jpg)$/);
  expect((await api.get(cover!)).headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);

  // two room types, the required price refused first
  for (const [name, price] of [['湖景大床房', '888'], ['园景双床房', '666.5']]) {
    await hotel.locator('[data-action="add-room"]').click();
    await dialog.getByLabel('房型名称').fill(name);
    await dialog.getByLabel('库存').fill('10');
    if (name === '湖景大床房') {
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog.getByText('请输入价格')).toBeVisible();
    }
    await dialog.getByLabel('价格（元/晚）').fill(price);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
  }
  const rooms = hotel.locator('li[data-room]');
  await expect(rooms).toHaveCount(2);
  await expect(rooms.nth(0)).toHaveAttribute('data-room', '湖景大床房');

  // reorder: the second moves up, and the order holds after a reload
  await hotel.locator('li[data-room="园景双床房"] [data-action="up"]').click();
  await expect(rooms.nth(0)).toHaveAttribute('data-room', '园景双床房');
  await page.reload();
  await expect(card(page, '西湖国宾馆').locator('li[data-room]').nth(0)).toHaveAttribute('data-room', '园景双床房');
  const stored = (await (await api.get(`/api/co/hotels/meeting/${seeded.meetingId}/search?keyword=${encodeURIComponent('西湖国宾馆')}`, { headers: auth() })).json()).data[0];
  expect(stored.roomTypes.map((r: { name: string }) => r.name)).toEqual(['园景双床房', '湖景大床房']);

  // off shelf and back on
  await card(page, '西湖国宾馆').locator('[data-action="toggle-hotel"]').click();
  await expect(toast(page, '酒店已下架')).toBeVisible();
  await expect(card(page, '西湖国宾馆').getByTestId('hotel-status')).toHaveText('已下架');
  await card(page, '西湖国宾馆').locator('[data-action="toggle-hotel"]').click();
  await expect(card(page, '西湖国宾馆').getByTestId('hotel-status')).toHaveText('已上架');

  // the simple form, then the edit dialog, then both new hotels off shelf in one batch
  await page.locator('[data-action="quick-add"]').click();
  for (const [label, value] of [['酒店名称', '快捷酒店'], ['酒店地址', '杭州市滨江区江南大道 1 号'], ['前台电话', '0571-88888888'], ['最早入住时间', '13:00'], ['最晚退房时间', '11:00'], ['预订开始时间', '2026-12-02'], ['预订结束时间', '2026-12-19']]) {
    await dialog.getByLabel(label).fill(value);
  }
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '酒店创建成功')).toBeVisible();
  await card(page, '快捷酒店').locator('[data-action="edit-hotel"]').click();
  await expect(dialog.getByLabel('酒店名称')).toHaveValue('快捷酒店');
  await dialog.getByLabel('酒店名称').fill('快捷酒店（江南店）');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '酒店更新成功')).toBeVisible();
  for (const name of ['快捷酒店（江南店）', '西湖国宾馆']) await card(page, name).locator('header input[type="checkbox"]').check();
  await page.locator('[data-action="batch-off"]').click();
  await expect(toast(page, '已更新 2 家酒店的状态')).toBeVisible();
  for (const name of ['快捷酒店（江南店）', '西湖国宾馆']) await expect(card(page, name).getByTestId('hotel-status')).toHaveText('已下架');
  await expect(card(page, seededHotel.name).getByTestId('hotel-status')).toHaveText('已上架');

  // guests: the seeded bookings, filtered by payment status, exported with the same filter
  await card(page, seededHotel.name).locator('[data-action="guests"]').click();
  await expect(page.getByRole('tab', { name: '住客管理' })).toHaveAttribute('aria-selected', 'true');
  const all = (await (await api.get(`/api/co/hotels/meeting/${seeded.meetingId}/guests?size=100`, { headers: auth() })).json()).data;
  expect(all.totalElements).toBeGreaterThan(0);
  await expect(page.getByTestId('pager-total')).toHaveText(`共 ${all.totalElements} 条`);
  await page.locator('select[data-filter="paymentStatus"]').selectOption('approved');
  const approved = all.content.filter((g: { paymentStatus: string }) => g.paymentStatus === 'approved');
  expect(approved.length).toBeGreaterThan(0);
  await expect(page.getByTestId('pager-total')).toHaveText(`共 ${approved.length} 条`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="export"]').click()]);
  const csv = fs.readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trim().split(/\r?\n/);
  expect(lines[0].startsWith('姓名,手机号')).toBe(true);
  expect(lines.length - 1).toBe(approved.length);
  expect(lines.slice(1).every((l) => l.includes(',已通过,'))).toBe(true);
});

test('payment methods: bank transfer needs the hotel’s account, then the participant’s flow shows it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await open(page);
  const hotel = (await (await api.get(`/api/co/hotels/meeting/${seeded.meetingId}`, { headers: auth() })).json()).data[0];
  await card(page, hotel.name).locator('[data-action="hotel-payments"]').click();
  const dialog = page.getByTestId('dialog-form');
  await expect(dialog.getByLabel('随报名费一起支付')).toBeChecked(); // what a hotel did before it had methods
  await dialog.getByLabel('随报名费一起支付').uncheck();
  await dialog.getByLabel('银行转账至酒店账户').check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('收款户名不能为空')).toBeVisible();
  // blanks are no account name: the same message
  await dialog.getByLabel('收款户名').fill('   ');
  await dialog.getByLabel('开户银行').fill('中国银行杭州分行');
  await dialog.getByLabel('银行账号').fill('6217 0000 1111 2222');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('收款户名不能为空')).toBeVisible();
  await dialog.getByLabel('收款户名').fill('杭州会议酒店有限公司');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '酒店支付方式已保存')).toBeVisible();
  await expect(dialog).toBeHidden();
  // opened again, the dialog shows what was saved
  await card(page, hotel.name).locator('[data-action="hotel-payments"]').click();
  await expect(dialog.getByLabel('银行转账至酒店账户')).toBeChecked();
  await expect(dialog.getByLabel('随报名费一起支付')).not.toBeChecked();
  await expect(dialog.getByLabel('收款户名')).toHaveValue('杭州会议酒店有限公司');
  await shotsOf(page, 'hotel-payments-dialog', async () => {
    await card(page, hotel.name).locator('[data-action="hotel-payments"]').click();
    await expect(dialog.locator('input[type="checkbox"]').first()).toBeVisible();
  }, false);

  // a participant on a phone (390 px) chooses that hotel in the meeting's flow: the hotel step says how
  // its fee is paid — to the hotel's own account, not with the registration
  const m = seeded.meetingId;
  await api.put(`/api/co/meeting/${m}/website-status`, { headers: auth(), data: { websiteStatus: 'active' } });
  const flow = (await (await api.post(`/api/co/meeting/${m}/registration-flows`, { headers: auth(), data: { type: 'attendee', name: '酒店支付', currency: 'CNY', title: '酒店支付' } })).json()).data;
  await api.put(`/api/co/meeting/${m}/registration-flows/${flow.id}/status`, { headers: auth(), data: { enabled: true } });
  await api.put(`/api/co/meeting/${m}/page-design/${flow.id}`, { headers: auth(), data: { design: { schemaVersion: 1, payPage: { payMethods: [{ value: 'bankCard', enabled: true }] } } } });
  const who = await registerParticipantAccount(api, { username: `hp${Date.now() % 1e6}`, password: 'pass1234', phone: uniquePhone(), meetingId: m });
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `conflow.participant.${m}`, JSON.stringify({ userInfo: who.participant, sessionToken: who.participant.jwtToken, jwtToken: who.participant.jwtToken, loginTime: Date.now() }),
  ] as const);
  await phone.goto(`${BASE}/meeting/${m}/register/${flow.id}`);
  const view = phone.getByTestId('flow-view');
  for (let i = 0; i < 4 && (await view.getAttribute('data-step')) !== 'hotel'; i++) {
    await expect(view).toHaveAttribute('data-step', /.+/);
    if ((await view.getAttribute('data-step')) === 'hotel') break;
    await phone.getByTestId('flow-next').click();
  }
  await expect(view).toHaveAttribute('data-step', 'hotel');
  await phone.getByTestId('need-hotel').check();
  await phone.getByTestId(`hotel-${hotel.id}`).click();
  const note = phone.getByTestId('hotel-pay-note');
  await expect(note).toBeVisible();
  await expect(phone.getByTestId('hotel-pay-separate')).toHaveText('该酒店费用不含在报名应付金额中，请按以下方式直接支付给酒店。');
  await expect(phone.getByTestId('hotel-pay-bankTransfer')).toContainText('银行转账至酒店账户');
  await expect(phone.getByTestId('hotel-pay-bankAccountName')).toHaveText('杭州会议酒店有限公司');
  await expect(phone.getByTestId('hotel-pay-bankName')).toHaveText('中国银行杭州分行');
  await expect(phone.getByTestId('hotel-pay-bankAccountNumber')).toHaveText('6217 0000 1111 2222');
  await expect(phone.getByTestId('hotel-pay-withRegistration')).toHaveCount(0);
  // on the phone the note fits the screen: nothing scrolls sideways
  const box = (await note.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await note.scrollIntoViewIfNeeded();
  await shotsOf(phone, 'hotel-pay-note-390', async () => {
    await expect(view).toHaveAttribute('data-step', /.+/);
    for (let i = 0; i < 4 && (await view.getAttribute('data-step')) !== 'hotel'; i++) await phone.getByTestId('flow-next').click();
    await expect(view).toHaveAttribute('data-step', 'hotel');
    await phone.getByTestId('need-hotel').check();
    await phone.getByTestId(`hotel-${hotel.id}`).click();
    await phone.getByTestId('hotel-pay-note').scrollIntoViewIfNeeded();
  });

  // booked so (through the API: the flow's own steps are other specs'), the participant's centre says the
  // hotel is paid directly, its total without the fee, and the organizer's guest list marks the guest
  const room = hotel.roomTypes?.[0] ?? (await (await api.get(`/api/co/hotels/${hotel.id}`, { headers: auth() })).json()).data.roomTypes[0];
  const version = (await (await api.get(`/api/co/meeting/${m}/page-design/${flow.id}`, { headers: auth() })).json()).data.version;
  const submitted = await api.post('/api/registrations/submit', {
    headers: { 'participant-token': `Bearer ${who.participant.jwtToken}`, 'idempotency-key': `e2e-hotelpay-${Date.now()}` },
    data: { meetingId: m, flowId: flow.id, designVersion: version, paymentMethod: 'bankCard', total: 0, formData: {},
      hotel: { needHotel: true, hotelId: hotel.id, roomTypeId: room.id, checkinDate: '2026-12-05', checkoutDate: '2026-12-07' } },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const regId = (await submitted.json()).data.id;
  await phone.goto(`${BASE}/participant-center/${m}`);
  const centreCard = phone.getByTestId(`registration-${regId}`);
  await expect(centreCard.getByTestId('field-hotel')).toContainText('直接支付给酒店');
  await expect(centreCard.getByTestId('hotel-pay-separate')).toBeVisible();
  await expect(centreCard.getByTestId('hotel-pay-bankAccountNumber')).toHaveText('6217 0000 1111 2222');
  await expect(centreCard.getByTestId('total')).toHaveText('¥0');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shotsOf(phone, 'hotel-pay-centre-390', () => centreCard.getByTestId('hotel-pay-note').scrollIntoViewIfNeeded());
  await phone.close();

  await open(page);
  await card(page, hotel.name).locator('[data-action="guests"]').click();
  await expect(page.getByRole('tab', { name: '住客管理' })).toHaveAttribute('aria-selected', 'true');
  const guest = page.locator(`tr[data-row="${regId}"]`);
  await expect(guest.locator('[data-col="hotelPayee"]')).toHaveText('到店支付（直接付给酒店）');
});

/** Screenshots for looking at (SHOTS=dir): zh and en, light and dark; `again` brings the view back after each reload. */
async function shotsOf(page: Page, name: string, again: () => Promise<unknown>, fullPage = true) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  for (const lang of ['zh', 'en']) {
    await page.evaluate((l) => localStorage.setItem('conflow.lang', l), lang);
    await page.reload();
    await again();
    // no colour transition caught half way in the dark shot
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    for (const theme of ['light', 'dark']) {
      await page.locator('html').evaluate((el, d) => el.classList.toggle('dark', d), theme === 'dark');
      await page.screenshot({ path: `${dir}/${name}-${lang}-${theme}.png`, fullPage });
    }
    await page.locator('html').evaluate((el) => el.classList.remove('dark'));
  }
  await page.evaluate(() => localStorage.setItem('conflow.lang', 'zh'));
  await page.reload();
}
