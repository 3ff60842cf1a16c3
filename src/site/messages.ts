// The public site's own messages: only the groups its blocks and chrome name (SITE_MESSAGES, plus the
// first-load groups the runtime bundles), so a visitor does not download the platform's other texts.
// English is a chunk fetched when chosen.
import { i18n, type Lang } from '@runtime/i18n';
import zh from '../../schemas/messages/zh.json?site';

i18n.addResourceBundle('zh', 'translation', zh, true, false);

const added = new Set<Lang>(['zh']);
export async function loadSiteMessages(lang: Lang): Promise<void> {
  if (added.has(lang)) return;
  const en = await import('./messages-en');
  i18n.addResourceBundle(lang, 'translation', en.default, true, false);
  added.add(lang);
}
