// A moment (a payment deadline) in the reader's language and on the reader's own clock.
export function formatWhen(iso: unknown, lang: string): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(lang.startsWith('en') ? 'en-US' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
