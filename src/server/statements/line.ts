// What every statement format is read into: one credit line (money in) with the bank's words, and the
// refusal a file that cannot be read answers with (400, a message naming the problem in zh/en).

export interface StatementLineIn {
  /** YYYY-MM-DD, '' when the bank gave none */
  date: string;
  amountCents: number;
  currency: string;
  payerName: string;
  /** masked: only the last four characters shown */
  payerAccount: string;
  memo: string;
  bankTxId: string;
}

/** A statement the reader refuses: `key` under statements.bad.*, its params. */
export class BadStatement extends Error {
  constructor(readonly key: string, readonly params: Record<string, unknown> = {}) {
    super(key);
  }
}

/** An amount text in cents: "1,234.56", "￥199", "+199.00", "199,00" (MT940/European); NaN when it is none. */
export function cents(text: string, decimalComma = false): number {
  let s = text.replace(/[\s¥￥$]/g, '');
  s = decimalComma ? s.replace(',', '.') : s.replace(/[,，]/g, '');
  s = s.replace(/^(CNY|RMB|USD|EUR)/i, '').replace(/(元|CNY|RMB)$/i, '');
  const m = /^([+-]?)(\d{1,13})(?:\.(\d{0,2}))?$/.exec(s);
  if (!m) return Number.NaN;
  const v = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -v : v;
}

/** An account number shown by its last four characters only (the rest is no business of the screen). */
export function maskAccount(a: string): string {
  const s = a.replace(/\s/g, '');
  if (!s) return '';
  return s.length <= 4 ? s : `****${s.slice(-4)}`;
}

const clip = (s: unknown, n: number) => String(s ?? '').replace(/\s+/g, ' ').trim().slice(0, n);

/** A line's texts bounded to their columns (statement-line.json). */
export function bounded(l: StatementLineIn): StatementLineIn {
  return {
    date: l.date, amountCents: l.amountCents, currency: clip(l.currency, 3).toUpperCase() || 'CNY',
    payerName: clip(l.payerName, 200), payerAccount: maskAccount(clip(l.payerAccount, 60)).slice(0, 40),
    memo: clip(l.memo, 500), bankTxId: clip(l.bankTxId, 100),
  };
}
