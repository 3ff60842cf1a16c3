import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callData, publishedFlow, registerOrganizer, registerParticipantAccount, storeSession, uniquePhone } from './helpers';

// The attendee record comes from the answers (docs/registration.md, Binding): in the designer a library
// field shows what it fills; a participant who submits the form appears in the organizer's list with the
// form's name and organization, and a custom answer can be chosen as a column of that list.

const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
const shot = (page: Page, name: string) => (process.env.SHOTS ? page.screenshot({ path: `/tmp/record-shots/${name}.png`, fullPage: true }) : undefined);
let org: Awaited<ReturnType<typeof registerOrganizer>>;
let meetingId: number;
let flowId: number;
const account = { username: `rr${Date.now() % 1e6}`, password: 'pass1234', phone: uniquePhone() };

const api = (request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown, headers: Record<string, string> = { authorization: `Bearer ${org.token}` }) =>
  callData(request, method, url, data, headers);

test.beforeAll(async ({ request }) => {
  org = await registerOrganizer(request);
  ({ meetingId, flowId } = await publishedFlow(request, org.token, {
    title: 'E2E 资料大会', description: '报名表单写入参会人资料', type: 'domestic', status: 'preparing', manager: '陈经理', location: '北京',
    startTime: `${day(20)} 09:00:00`, endTime: `${day(21)} 18:00:00`, subVenues: [{ name: '主会场', location: '一楼', capacity: 500 }],
  }, '资料报名'));
  const design = await api(request, 'put', `/api/co/meeting/${meetingId}/page-design/${flowId}`, {
    design: {
      schemaVersion: 1,
      formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [
        { id: 'name', label: '姓名', fieldType: 'text', required: true },
        { id: 'workplace', label: '工作单位', fieldType: 'text' },
        { id: 'diet', label: '饮食习惯', fieldType: 'radio', options: ['无特殊要求', '清真', '素食'] },
      ] }] },
      payPage: { payMethods: [{ value: 'bankCard', enabled: true }] },
    },
  });
  const auth = await registerParticipantAccount(request, { ...account, meetingId, adminId: 'admin' });
  await api(request, 'post', '/api/registrations/submit', { meetingId, flowId, designVersion: design.version, paymentMethod: 'bankCard', formData: { name: '林小雨', workplace: '浙江大学', diet: '素食' } },
    { 'participant-token': `Bearer ${auth.participant.jwtToken}`, 'idempotency-key': `e2e-record-${Date.now()}` });
});

test('the designer says what a library field fills', async ({ page }) => {
  await storeSession(page, org.token, org.user);
  await page.goto(`/meeting/${meetingId}/page-design/${flowId}`);
  await page.getByTestId('tab-form').click();
  await expect(page.getByTestId('bound-name')).toHaveText('绑定：姓名');
  await expect(page.getByTestId('bound-diet')).toHaveCount(0);
  await page.getByTestId('edit-name').click();
  const dialog = page.getByTestId('field-dialog');
  await expect(dialog.getByTestId('field-bind-hint')).toHaveText('绑定到参会人资料：姓名。提交报名时写入该资料，并按其规则校验。');
  await shot(page, 'designer-bound-zh');
  await page.locator('html').evaluate((el) => el.classList.add('dark'));
  await shot(page, 'designer-bound-dark');
  await dialog.getByRole('button', { name: '取消' }).click();
  await page.getByTestId('edit-diet').click();
  await expect(dialog.getByTestId('field-bind-hint')).toContainText('答案只保存在报名表单中');
  await dialog.locator('select[name="bind"]').selectOption('participant.position');
  await expect(dialog.getByTestId('field-bind-hint')).toContainText('参会人资料：职位');
});

test('the list shows the form’s name and organization, and a custom answer as a chosen column', async ({ page }) => {
  await storeSession(page, org.token, org.user);
  await page.goto(`/meeting/${meetingId}/settings?tab=user-management`);
  const row = page.locator('tr[data-row]', { hasText: '林小雨' });
  await expect(row).toContainText('浙江大学');
  await page.getByTestId('column-config-open').click();
  const dialog = page.getByTestId('column-config');
  await dialog.locator('[data-column="answer:diet"] input[type="checkbox"]').check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('thead th').filter({ hasText: '饮食习惯' })).toHaveCount(1);
  await expect(row).toContainText('素食');
  await shot(page, 'list-answer-column');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'list-answer-column-phone');
});
