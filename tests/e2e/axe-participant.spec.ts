// WCAG 2.2 AA sweep of what a participant meets after the first screen, on a phone (390 px), in the
// light and the dark theme: every step of the registration flow as it is walked (hotel, form, cart,
// pay, bank transfer before and after the proof, on-site payment, the pending and success result pages,
// a ¥0 registration's result page), the participant centre in the meeting's frame in each state of a
// registration (awaiting payment with where to pay, proof in review, proof refused, confirmed with the
// e-ticket, cancelled), and the frame's user menu, notification bell and page menu opened. Fails on any serious or
// critical axe finding and on a page without exactly one <main> and one <h1>.
// SHOTS=dir also saves the result pages and the centre's states in zh light and en dark for looking at.
import { expect, test, type Page } from '@playwright/test';
import { dark, inBothThemes } from './axe';
import { api, newParticipant, openFlow, PNG, submitAs, ticketPage, uploadProof, type OpenFlow, type Participant } from './registration-setup';

const PHONE = { width: 390, height: 844 };
const FORM = { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }, { id: 'org', label: '工作单位', fieldType: 'text' }] }] };
const BANK = { bankName: '中国银行杭州分行', bankAccount: '6217 0000 9999 0003', accountName: '杭州会务服务有限公司' };
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

let paid: OpenFlow;
let free: OpenFlow;
let hotelId = 0;
const centre: Array<{ state: string; p: Participant; regId: number }> = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  paid = await openFlow(request, 'E2E 无障碍报名', { ticketPage: ticketPage([{ type: '标准票', amount: 50, price: 299 }]), formPage: FORM, bankTransferPage: BANK });
  free = await openFlow(request, 'E2E 免费沙龙', { ticketPage: ticketPage([{ type: '免费票', amount: 50, price: 0 }]), formPage: FORM });
  const hotel = await api(request, 'post', '/api/co/hotels', {
    meetingId: paid.meetingId, name: '西湖国宾馆', address: '杭州市西湖区杨公堤 18 号', frontDeskPhone: '0571-87979889',
    earliestCheckin: '14:00', latestCheckout: '12:00', bookingStartTime: day(0), bookingEndTime: day(40), status: 'active',
  }, paid.as);
  hotelId = hotel.id;
  await api(request, 'post', `/api/co/hotels/${hotel.id}/room-types`, { name: '湖景大床房', price: 880, stock: 10, bedType: 'king', capacity: 2, breakfast: 'included', cancellationPolicy: 'free' }, paid.as);
  // one participant per state of a registration, as the centre shows it
  const review = (p: Participant, body: Record<string, unknown>) => api(request, 'put', `/api/participants/${p.id}/payment-review`, body, paid.as);
  const moves: Record<string, (p: Participant, regId: number) => Promise<unknown>> = {
    'awaiting payment': async () => {},
    'proof in review': (p, id) => uploadProof(request, p, id),
    'proof refused': async (p, id) => { await uploadProof(request, p, id); await review(p, { action: 'reject', rejectReason: 'amount_mismatch', rejectDetails: '转账金额少 80 元，请补足后重新上传' }); },
    confirmed: async (p, id) => { await uploadProof(request, p, id); await review(p, { action: 'approve' }); },
    cancelled: (p, id) => api(request, 'post', `/api/registrations/${id}/cancel`, {}, p.headers),
  };
  for (const [state, move] of Object.entries(moves)) {
    const p = await newParticipant(request, paid, `参会人${centre.length + 1}`);
    const reg = await submitAs(request, paid, p, { ticketType: '标准票', formData: { name: `林小雨${centre.length + 1}` }, total: 299 });
    await move(p, reg.id);
    centre.push({ state, p, regId: reg.id });
  }
});

/** A phone page logged in as `p` in meeting `o`. */
async function phoneAs(page: Page, o: OpenFlow, p: Participant) {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.evaluate(([k, v]) => { localStorage.clear(); localStorage.setItem(k, v); }, [
    `conflow.participant.${o.meetingId}`, JSON.stringify({ userInfo: p.info, sessionToken: p.token, jwtToken: p.token, loginTime: Date.now() }),
  ] as const);
}

const language = (page: Page, name: string) => page.getByTestId('site-navbar').getByRole('button', { name, exact: true }).click();

/** Saves the page in zh light and en dark (SHOTS=dir), switched by the frame's language button (a reload would leave a result page). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-zh-light.png`, fullPage: true });
  await language(page, 'English');
  await dark(page);
  await page.screenshot({ path: `${dir}/${name}-en-dark.png`, fullPage: true });
  await page.locator('html').evaluate((el) => el.classList.remove('dark'));
  await language(page, '中文');
}

/** What is done on a step before it is checked (a choice that opens more of it), and what Next needs after. */
const ON_STEP: Record<string, { show?: (page: Page) => Promise<unknown>; leave?: (page: Page) => Promise<unknown> }> = {
  ticket: { leave: (page) => page.locator('[data-testid^="ticket-"]').first().click() },
  hotel: {
    show: async (page) => { await page.getByTestId('need-hotel').check(); await page.getByTestId(`hotel-${hotelId}`).click(); },
    leave: (page) => page.getByTestId('need-hotel').uncheck(),
  },
  form: { leave: (page) => page.getByLabel(/姓名/).fill('王小明') },
  bankTransfer: {
    leave: async (page) => {
      await page.getByTestId('proof-input').setInputFiles({ name: '转账截图.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByTestId('proof-done')).toBeVisible();
    },
  },
};

/** Walks the flow of `o` as a new participant paying by `method` (none: nothing to pay), checking each step; answers the findings. */
async function walk(page: Page, o: OpenFlow, method: 'bankCard' | 'cash' | null): Promise<string[]> {
  await phoneAs(page, o, await newParticipant(page.request, o, '走流程的人'));
  await page.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  const view = page.getByTestId('flow-view');
  await expect(view).toBeVisible();
  const problems: string[] = [];
  const seen: string[] = [];
  for (let i = 0; i < 14; i++) {
    await page.waitForLoadState('networkidle');
    const step = (await view.getAttribute('data-step'))!;
    if (seen.at(-1) === step) throw new Error(`Next did not leave ${step} (${seen.join(' → ')})`);
    seen.push(step);
    const on = step === 'pay' && method ? { show: (p: Page) => p.getByTestId(`pay-${method}`).click() } : ON_STEP[step] ?? {};
    await on.show?.(page);
    problems.push(...await inBothThemes(page, `${method ?? 'free'} flow, ${step}`));
    if (step === 'pending' || step === 'success') {
      await expect(page.getByTestId(`result-${step}`)).toBeVisible();
      await shoot(page, `result-${method ?? 'free'}`);
      return problems;
    }
    await on.leave?.(page);
    await page.getByTestId('flow-next').click();
    await expect(view).not.toHaveAttribute('data-step', step);
  }
  throw new Error(`no result page after ${seen.join(' → ')}`);
}

test('the registration flow, step by step on a phone, bank transfer, on site and ¥0: no serious or critical finding', async ({ page }) => {
  test.setTimeout(150_000);
  const problems = [...await walk(page, paid, 'bankCard'), ...await walk(page, paid, 'cash'), ...await walk(page, free, null)];
  expect(problems).toEqual([]);
});

test('the participant centre in each state of a registration, its menu and bell opened: no serious or critical finding', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const { state, p, regId } of centre) {
    await phoneAs(page, paid, p);
    await page.goto(`/participant-center/${paid.meetingId}`);
    const card = page.getByTestId(`registration-${regId}`);
    await expect(card).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (state === 'confirmed') await expect(card.getByTestId('e-ticket').locator('img')).toBeVisible();
    problems.push(...await inBothThemes(page, `centre, ${state}`));
    await shoot(page, `centre-${state.replace(/ /g, '-')}`);
  }
  // the frame's menus, opened (in the last state's page); Escape closes the first two, the frame's menu is left open
  await page.reload();
  for (const [name, opener] of [['user menu', '[data-testid="participant-menu"]'], ['notification bell', '[data-testid="participant-bell"]'], ['frame menu', '[data-testid="site-navbar"] button[aria-expanded]:not([data-testid])']]) {
    await page.locator(opener).click();
    await page.waitForLoadState('networkidle');
    problems.push(...await inBothThemes(page, `centre, ${name} open`));
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/centre-${name.replace(/ /g, '-')}.png` });
    await page.keyboard.press('Escape');
  }
  expect(problems).toEqual([]);
});
