// Notification times: just now under a minute, then minutes, hours, days up to 7, then a date (spec 1 §2).
type T = (key: string, params?: Record<string, unknown>) => string;

export function relativeTime(iso: string | undefined, t: T, lang: 'zh' | 'en', now = Date.now()): string {
  const at = iso ? new Date(iso).getTime() : NaN;
  if (!Number.isFinite(at)) return '-';
  const min = Math.floor((now - at) / 60000);
  if (min < 1) return t('nav.notifications.justNow');
  if (min < 60) return t('nav.notifications.minutesAgo', { count: min });
  const h = Math.floor(min / 60);
  if (h < 24) return t('nav.notifications.hoursAgo', { count: h });
  const d = Math.floor(h / 24);
  if (d <= 7) return t('nav.notifications.daysAgo', { count: d });
  return new Date(at).toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
}
