// Tickets as first-class (issue 18): the organizer sets a ticket with an early-bird price in the meeting's
// registration settings (the flow list's 门票 entry, a form from the ticket-type entity); a participant on
// a phone sees it in the flow: the early-bird price, the regular price struck through, when it ends.
import { test, expect } from '@playwright/test';
import { storeSession } from './helpers';
import { openFlow } from './registration-setup';
import { fillTicket } from './ticket-steps';


test('the organizer sets early-bird pricing in registration settings; a participant sees it at phone width', async ({ page, browser, request }) => {
  const o = await openFlow(request, '早鸟票大会', { ticketPage: {} });
  await storeSession(page, o.org.token, o.org.user);
  await page.goto(`/meeting/${o.meetingId}/settings?tab=registration-settings`);
  await page.locator('tr[data-row]', { hasText: '标准报名' }).locator('[data-action="tickets"]').click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${o.meetingId}/flow-tickets/${o.flowId}$`));
  await page.getByRole('button', { name: '添加门票' }).click();
  const dialog = page.getByRole('dialog');
  await fillTicket(dialog, { name: '标准票', price: '300', early: '300', earlyFromHours: -24, earlyToHours: 240 });
  // the server's rule, named by its field
  await expect(dialog.getByText('早鸟价须低于票价（300.00）').first()).toBeVisible();
  await dialog.getByLabel(/^早鸟价/).fill('199');
  await dialog.getByRole('button', { name: /保存|确定|提交/ }).click();
  await expect(page.locator('tr[data-row]', { hasText: '标准票' })).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const p = await phone.newPage();
  await p.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  const card = p.getByTestId('ticket-标准票');
  await expect(card.getByTestId('ticket-price')).toHaveText('¥199');
  await expect(card.getByTestId('ticket-regular')).toHaveText('¥300');
  await expect(card.getByTestId('ticket-early-bird')).toContainText('早鸟价，截至');
  await expect(card).toBeEnabled();
  // the card fits the phone: no sideways scroll
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});
