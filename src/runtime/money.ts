// An amount with its currency, in the reader's language: ¥199 / CN¥199, US$99.50 / $99.50, €12.
// Every amount a participant or an organizer reads names its currency (a bare 199 could be any).
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(lang: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${lang}|${currency}|${whole}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang.startsWith('en') ? 'en-US' : 'zh-CN', { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    formats.set(key, f);
  }
  return f;
}

/** `amount` in `currency` (CNY when none is given); '-' when there is no amount. */
export function formatMoney(amount: unknown, currency: unknown, lang: string): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  const n = Number(amount);
  if (!Number.isFinite(n)) return '-';
  const cur = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'CNY';
  try {
    return formatOf(lang, cur, Number.isInteger(n)).format(n);
  } catch {
    return `${n.toFixed(2)} ${cur}`;
  }
}
