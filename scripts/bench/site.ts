// A published meeting website to open in Chromium: a meeting of the super admin with one saved page
// (a text block), the site switched on and a preview token; answers the public site's URL.
import { benchMeeting } from './site-setup';

export async function publishedSite(base: string, password: string): Promise<string> {
  const m = await benchMeeting(base, password);
  const page = { id: 'home', name: '首页', showInNav: true, appearance: 'light', components: [{ id: 't1', type: 'text', props: { content: '<h2>欢迎参会</h2><p>大会将于上海举行。</p>' }, style: {} }] };
  await m.savePage('home', page).catch(() => undefined);
  return m.publish();
}
