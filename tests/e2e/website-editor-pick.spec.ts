import { expect, test } from '@playwright/test';
import { callData, registerOrganizer, storeSession } from './helpers';

// /website-editor without a meeting (spec 3 §2.1: the meetingId is optional) lists the organizer's own
// meetings, each opening its website in the editor — not the home page; another organizer's meetings are
// not offered, and a visitor who is not logged in is sent away.
test('the website editor without a meeting offers the organizer’s meetings to edit', async ({ page, request }) => {
  const org = await registerOrganizer(request);
  const other = await registerOrganizer(request);
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const meeting = (title: string) => ({
    title, description: '网站编辑', type: 'domestic', status: 'preparing', manager: '王经理', location: '杭州',
    startTime: '2027-05-20 09:00:00', endTime: '2027-05-21 18:00:00', subVenues: [{ name: '主会场', location: '一楼', capacity: 500 }],
  });
  const mine = await callData(request, 'post', '/api/co/meeting', meeting('E2E 选择网站大会'), as(org.token));
  await callData(request, 'post', '/api/co/meeting', meeting('E2E 别人的网站'), as(other.token));

  await storeSession(page, org.token, org.user);
  await page.goto('/website-editor');
  await expect(page.getByRole('heading', { level: 1, name: '选择要编辑网站的会议' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'E2E 选择网站大会' });
  await expect(row).toBeVisible();
  await expect(page.getByText('E2E 别人的网站')).toHaveCount(0);
  await row.getByText('编辑网站').click();
  await expect(page).toHaveURL(new RegExp(`/website-editor/${mine.id}$`));
  await expect(page.getByTestId('editor-title')).toHaveText('E2E 选择网站大会');
});
