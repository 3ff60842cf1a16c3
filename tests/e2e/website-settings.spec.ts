// The meeting website settings form (spec 2 §3 "Website form"): the organizer fills it in the meeting
// settings' website section, with a short address and a registration window; a participant on a phone
// opens /s/{address}, sees the site, and outside the window cannot register (the button says when it
// opens, and the server refuses a submission all the same).
import { test, expect } from '@playwright/test';
import { storeSession } from './helpers';
import { newParticipant, openFlow } from './registration-setup';

/** a day from today on the meeting's clock (Asia/Shanghai), as the picker takes it */
const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);

test('the organizer sets the website form; a phone visitor opens /s/{address} and cannot register before the window', async ({ page, browser, request }) => {
  const o = await openFlow(request, '网站设置大会', {});
  const slug = `site-${Date.now().toString(36)}`;
  await storeSession(page, o.org.token, o.org.user);
  await page.goto(`/meeting/${o.meetingId}/settings?tab=website`);
  const form = page.getByTestId('website-form');
  await expect(form.getByLabel(/会议名称/)).toHaveValue('网站设置大会');
  // a bad address is named under its field by the shared validator before any call
  await form.getByLabel(/网站地址/).fill('Bad Address');
  await form.getByRole('button', { name: '保存网站设置' }).click();
  await expect(form.getByText('网站地址只能包含小写字母、数字和中间的连字符（-）')).toBeVisible();
  await form.getByLabel(/网站地址/).fill(slug);
  await expect(form.getByTestId('short-link-preview')).toContainText(`/s/${slug}`);
  await form.getByLabel(/报名开始时间/).fill(`${day(2)}T09:00`);
  await form.getByLabel(/报名截止时间/).fill(`${day(10)}T18:00`);
  await form.getByLabel('线上+线下').check();
  await form.getByRole('button', { name: '保存网站设置' }).click();
  await expect(page.getByText('网站设置已保存').first()).toBeVisible();
  await expect(page.getByTestId('link-short').locator('input')).toHaveValue(new RegExp(`/s/${slug}$`));
  const saved = (await (await request.get(`/api/co/meeting/${o.meetingId}`, { headers: o.as })).json()).data;
  expect(saved).toMatchObject({ url: slug, attendanceType: 'hybrid', registrationStartTime: `${day(2)} 09:00:00`, registrationEndTime: `${day(10)} 18:00:00` });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const p = await phone.newPage();
  await p.goto(`/s/${slug}`);
  await expect(p).toHaveURL(new RegExp(`/${o.org.user.id}/p/${o.meetingId}/[A-Za-z0-9]{6}`));
  await expect(p.getByTestId('site-navbar')).toBeVisible();
  const cta = p.getByTestId('site-register-cta');
  await expect(cta).toHaveText('报名未开始');
  await expect(cta).toBeDisabled();
  await expect(p.getByTestId('registration-window')).toContainText(`报名将于 ${day(2)} 09:00`);
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  // the server says the same to a submission made anyway
  const who = await newParticipant(request, o, '早到的人');
  const r = await request.post('/api/registrations/submit', {
    data: { meetingId: o.meetingId, flowId: o.flowId, designVersion: o.version, paymentMethod: 'bankCard', formData: {} }, headers: who.headers,
  });
  expect(r.status()).toBe(409);
  expect((await r.json()).message).toContain('报名尚未开始');
});
