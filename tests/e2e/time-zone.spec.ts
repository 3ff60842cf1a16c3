import { expect, test, type APIRequestContext } from '@playwright/test';
import { callData, registerOrganizer, storeSession } from './helpers';

// One time zone per meeting (issue 18): the same instants drawn in three browser zones show the meeting's own
// wall clock everywhere, with a short zone label only where the viewer's zone shows another clock. A Shanghai
// meeting at 09:00 and a Los Angeles meeting at 09:00 (17:00 UTC, 01:00 the next day in Shanghai) in the admin
// centre's list; the Shanghai meeting's last website update (an instant) on its settings page; the edit dialog's zone.

const MEETINGS = [
  { title: 'TZ 上海会议', timeZone: 'Asia/Shanghai', startTime: '2027-01-15 09:00:00', endTime: '2027-01-16 18:00:00', label: '(GMT+8)' },
  { title: 'TZ 洛杉矶会议', timeZone: 'America/Los_Angeles', startTime: '2027-01-15 09:00:00', endTime: '2027-01-15 17:00:00', label: '(GMT-8)' },
];

async function setUp(request: APIRequestContext) {
  const { token, user } = await registerOrganizer(request);
  const auth = { authorization: `Bearer ${token}` };
  const ids: number[] = [];
  for (const { label: _l, ...m } of MEETINGS) {
    const made = await callData(request, 'post', '/api/co/meeting', {
      ...m, description: '时区', type: 'international', status: 'preparing', manager: '张经理', location: '线上', subVenues: [{ name: 'A厅', capacity: 10 }],
    }, auth);
    ids.push(made.id);
  }
  await callData(request, 'put', `/api/co/meeting/${ids[0]}/website-status`, { websiteStatus: 'active' }, auth);
  const site = await callData(request, 'get', `/api/co/meeting/${ids[0]}/website`, undefined, auth);
  return { token, user, ids, lastUpdate: String(site.websiteLastUpdate) };
}

for (const viewer of ['Asia/Shanghai', 'Europe/London', 'America/Los_Angeles']) {
  test.describe(`a browser in ${viewer}`, () => {
    test.use({ timezoneId: viewer });

    test('shows each meeting’s times in its own zone, labelled where the viewer’s differs', async ({ page, request }) => {
      const { token, user, ids, lastUpdate } = await setUp(request);
      await storeSession(page, token, user);
      // the browser really is in that zone
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(viewer);

      await page.goto('/admin-center?tab=meetings');
      for (const m of MEETINGS) {
        const range = page.locator('tr[data-row]', { hasText: m.title }).getByTestId('time-range');
        const start = `${m.startTime.slice(0, 16)}`;
        const end = `${m.endTime.slice(0, 16)}`;
        await expect(range).toHaveText(m.timeZone === viewer ? `${start}${end}` : `${start} ${m.label}${end} ${m.label}`);
      }

      // an instant (the website's last publication) on the Shanghai meeting's settings, in Shanghai time
      await page.goto(`/meeting/${ids[0]}/settings?tab=website`);
      const time = lastUpdate.slice(11);
      await expect(page.getByText(lastUpdate.slice(0, 10), { exact: true })).toBeVisible();
      await expect(page.getByText(viewer === 'Asia/Shanghai' ? time : `${time} (GMT+8)`, { exact: true })).toBeVisible();

      // the edit dialog holds the meeting's zone and its wall clock, whatever the browser's zone
      await page.goto(`/admin-center?tab=meetings&edit=${ids[1]}`);
      const dialog = page.getByTestId('record-dialog');
      await expect(dialog.getByLabel('时区')).toHaveValue('America/Los_Angeles');
      await expect(dialog.getByLabel('开始时间')).toHaveValue('2027-01-15T09:00');
    });
  });
}
