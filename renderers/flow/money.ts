// Money as the flow shows it: ¥ for CNY (the default), the currency code otherwise; a dash when unknown.
export function money(v: number | null | undefined, currency = 'CNY'): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  const n = v.toFixed(2).replace(/\.00$/, '');
  return currency === 'CNY' ? `¥${n}` : `${currency} ${n}`;
}
