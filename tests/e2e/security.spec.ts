import { expect, test } from '@playwright/test';
import { registerOrganizer, storeSession } from './helpers';

// Stored markup is shown as text on real screens: a meeting whose title and place are script-injection
// strings, stored through the API (the API suite checks they are kept verbatim), in the organizer's
// meeting list and on the published meeting website. No element is made from them, nothing runs.

const XSS = `<img src=x onerror="window.__xss=1">会议<script>window.__xss=2</script>`;
const PLACE = `<svg onload="window.__xss=3">上海`;

test('stored script-injection strings render as text in the meeting list and on the public site', async ({ page, request }) => {
  const { token, user } = await registerOrganizer(request);
  const auth = { authorization: `Bearer ${token}` };
  const now = Date.now();
  const day = (d: number) => new Date(now + d * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const created = await request.post('/api/co/meeting', {
    headers: auth,
    data: { title: XSS, description: XSS, type: 'domestic', status: 'preparing', manager: 'e2e', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: PLACE, subVenues: [{ name: 'A厅', location: '一楼', capacity: 100 }] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const meeting = (await created.json()).data;
  expect(meeting.title).toBe(XSS);
  await storeSession(page, token, user);

  await page.goto('/admin-center?tab=meetings');
  const row = page.locator('tr[data-row]').first();
  await expect(row).toContainText(XSS);
  await expect(row).toContainText(PLACE);
  await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // the published website shows the same title as text
  await request.put(`/api/co/meeting/${meeting.id}/website-status`, { headers: auth, data: { websiteStatus: 'active' } });
  const preview = (await (await request.post(`/api/co/meeting/${meeting.id}/generate-preview-token`, { headers: auth, data: {} })).json()).data.previewToken;
  await page.goto(`/${user.id}/p/${meeting.id}/${preview}`);
  await expect(page.getByText(XSS).first()).toBeVisible();
  await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
