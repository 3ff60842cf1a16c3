import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerOrganizer, registerParticipantAccount } from './helpers';

// Designer settings the participant flow honours (spec 3 §3): the ticket card's saving (showDiscountPrice)
// and sale period (infoDisplay), value/text choice pairs stored with both, and the agreement box
// (showAgreement) that Next waits for. Real server, database and built UI, on a phone.

test.use({ viewport: { width: 390, height: 844 } });

const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
let meetingId: number;
let flowId: number;

async function api(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown, headers: Record<string, string>) {
  const r = await request[method](url, { data, headers });
  expect(r.status(), `${url}: ${await r.text()}`).toBeLessThan(300);
  return (await r.json()).data;
}

test.beforeAll(async ({ request }) => {
  const org = await registerOrganizer(request);
  const as = { authorization: `Bearer ${org.token}` };
  const m = await api(request, 'post', '/api/co/meeting', {
    title: 'E2E 设置大会', description: '报名设置', type: 'domestic', status: 'preparing', manager: '王经理', location: '杭州',
    startTime: `${day(40)} 09:00:00`, endTime: `${day(41)} 18:00:00`, subVenues: [{ name: '主会场', location: '一楼', capacity: 500 }],
  }, as);
  meetingId = m.id;
  await api(request, 'put', `/api/co/meeting/${meetingId}/website-status`, { websiteStatus: 'active' }, as);
  const f = await api(request, 'post', `/api/co/meeting/${meetingId}/registration-flows`, { type: 'attendee', name: '标准报名', currency: 'CNY' }, as);
  flowId = f.id;
  await api(request, 'put', `/api/co/meeting/${meetingId}/registration-flows/${flowId}/status`, { enabled: true }, as);
  const now = Date.now();
  const iso = (d: number) => new Date(now + d * 86_400_000).toISOString();
  await api(request, 'put', `/api/co/meeting/${meetingId}/page-design/${flowId}`, {
    design: {
      schemaVersion: 1,
      ticketPage: {
        showDiscountPrice: true, infoDisplay: ['price', 'period'],
        timeColumns: [{ key: 'early', range: [iso(-1), iso(10)] }, { key: 'late', range: [iso(11), iso(30)] }],
        priceRows: [{ type: '标准票', amount: 10, prices: { early: 199, late: 299 }, desc: '不该显示的说明' }],
      },
      formPage: {
        showAgreement: true,
        formGroups: [{ id: 'g1', name: '基本信息', fields: [
          { id: 'name', label: '姓名', fieldType: 'text', required: true },
          { id: 'topics', label: '关注议题', fieldType: 'checkbox', values: [{ value: 'ai', text: '人工智能' }, { value: 'db', text: '数据库' }] },
        ] }],
      },
      payPage: { payMethods: [{ value: 'bankCard', enabled: true }, { value: 'cash', enabled: true }] },
    },
  }, as);
});

test('ticket saving and period, value/text answers, and the agreement Next waits for', async ({ page, request }) => {
  const who = { username: `fg${Date.now() % 1e6}`, password: 'pass1234', phone: `137${String(Date.now()).slice(-8)}` };
  const { participant: p } = await registerParticipantAccount(request, { ...who, meetingId, adminId: 'admin' });
  await page.addInitScript(([m, s]) => localStorage.setItem(`conflow.participant.${m}`, s), [String(meetingId), JSON.stringify({ userInfo: p, sessionToken: p.sessionToken, jwtToken: p.jwtToken, loginTime: Date.now() })] as const);
  await page.goto(`/meeting/${meetingId}/register/${flowId}`);
  const next = page.getByTestId('flow-next');
  const card = page.getByTestId('ticket-标准票');
  // the design's price table became a ticket type: the early column its early-bird price, the regular one struck through
  await expect(card.getByTestId('ticket-price')).toHaveText('¥199');
  await expect(card.getByTestId('ticket-regular')).toHaveText('¥299');
  await expect(card.getByTestId('ticket-period')).toContainText('售卖时间');
  await expect(card).not.toContainText('不该显示的说明');
  await card.click();
  await next.click();
  await next.click(); // no sub-venue
  await page.getByLabel('姓名').fill('钱七');
  await page.getByRole('checkbox', { name: '人工智能' }).check();
  await next.click();
  await expect(page.getByTestId('flow-agree-error')).toHaveText('请同意服务条款和隐私协议');
  await expect(page.getByTestId('flow-view')).toHaveAttribute('data-step', 'form');
  await page.getByTestId('flow-agree').check();
  await next.click();
  await expect(page.getByTestId('cart-total')).toHaveText('¥199');
  await next.click();
  await page.getByTestId('pay-cash').click();
  await next.click();
  await next.click();
  await expect(page.getByTestId('result-success')).toContainText('报名成功');
  const mine = await request.get(`/api/registrations/mine?meetingId=${meetingId}`, { headers: { 'participant-token': `Bearer ${p.jwtToken}` } });
  expect((await mine.json()).data[0].formData.topics).toEqual({ label: '关注议题', value: '人工智能', raw: ['ai'] });
});
