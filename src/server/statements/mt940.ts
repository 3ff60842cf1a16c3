// SWIFT MT940 read by hand: no well-kept JavaScript library exists (the npm ones are unmaintained or
// bank-specific), and the part we need is small. Fields are `:tag:` lines, continued on the lines that
// follow; :60F:/:60M: give the currency, each :61: a transaction (YYMMDD[MMDD] C|D|RC|RD [funds code]
// amount with a decimal comma, then type, reference and //bank reference), the :86: after it the
// details: German-style ?20…?29 (purpose), ?31 (account), ?32/?33 (name) subfields, SWIFT /REMI/ /ORDP/
// /NAME/ codes, or free text. Credits only (C, and RD — a reversed debit is money in).
import { BadStatement, cents, type StatementLineIn } from './line';

interface Field { tag: string; value: string }

function fields(text: string): Field[] {
  const out: Field[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '');
    const m = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    if (m) out.push({ tag: m[1], value: m[2] });
    else if (out.length && line && !/^-\}?$|^\{/.test(line)) out[out.length - 1].value += `\n${line}`;
  }
  return out;
}

export const looksMt940 = (text: string) => /^:20:/m.test(text) && /^:61:/m.test(text);

const STATEMENT_61 = /^(\d{2})(\d{2})(\d{2})(\d{4})?(RC|RD|C|D)([A-Z])?(\d{1,12},\d{0,2})([A-Z0-9]{4})?([^\n/]*)(?:\/\/([^\n]*))?(?:\n(.*))?/s;

function details86(v: string): { memo: string; name: string; account: string } {
  const flat = v.replace(/\n/g, '');
  if (/\?\d{2}/.test(flat)) {
    const sub = new Map<string, string>();
    for (const m of flat.matchAll(/\?(\d{2})([^?]*)/g)) sub.set(m[1], (sub.get(m[1]) ?? '') + m[2]);
    const purpose = [...sub.entries()].filter(([k]) => (k >= '20' && k <= '29') || (k >= '60' && k <= '63')).map(([, x]) => x).join('');
    return { memo: purpose, name: `${sub.get('32') ?? ''}${sub.get('33') ?? ''}`, account: sub.get('31') ?? '' };
  }
  if (/\/(REMI|ORDP|NAME)\//.test(flat)) {
    const code = (c: string) => new RegExp(`/${c}/([^/]*(?:/(?![A-Z]{3,4}/)[^/]*)*)`).exec(flat)?.[1] ?? '';
    return { memo: code('REMI') || flat, name: code('NAME') || code('ORDP'), account: code('ACCW') || code('IBAN') };
  }
  return { memo: v.replace(/\n/g, ' '), name: '', account: '' };
}

export function readMt940(text: string): StatementLineIn[] {
  const out: StatementLineIn[] = [];
  let currency = 'CNY';
  let last: StatementLineIn | null = null;
  for (const f of fields(text)) {
    if (f.tag === '60F' || f.tag === '60M') {
      const c = /^[CD]\d{6}([A-Z]{3})/.exec(f.value);
      if (c) currency = c[1];
      last = null;
    } else if (f.tag === '61') {
      const m = STATEMENT_61.exec(f.value);
      if (!m) throw new BadStatement('mt940Line', { line: f.value.slice(0, 40) });
      const credit = m[5] === 'C' || m[5] === 'RD';
      const amount = cents(m[7], true);
      if (!credit || !(amount > 0)) {
        last = null;
        continue;
      }
      const year = 2000 + Number(m[1]);
      last = {
        date: `${year}-${m[2]}-${m[3]}`, amountCents: amount, currency, payerName: '', payerAccount: '',
        memo: (m[11] ?? '').trim(), bankTxId: (m[10] ?? '').trim() || (m[9] ?? '').trim().replace(/^NONREF$/, ''),
      };
      out.push(last);
    } else if (f.tag === '86' && last) {
      const d = details86(f.value);
      last.memo = [d.memo, last.memo].filter(Boolean).join(' ');
      last.payerName = d.name;
      last.payerAccount = d.account;
      last = null;
    }
  }
  return out;
}
