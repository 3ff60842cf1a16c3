// ISO 20022 CAMT.053 (bank-to-customer statement) read with fast-xml-parser: each credit entry
// (Ntry with CdtDbtInd CRDT) is one line, or one per transaction (NtryDtls/TxDtls) when a batch entry
// carries several with their own amounts. Payer from RltdPties/Dbtr (Nm, or Pty/Nm from version 8),
// account from DbtrAcct (IBAN or Othr/Id), memo from RmtInf (Ustrd, Strd/CdtrRefInf/Ref) and
// AddtlNtryInf, the bank's id from AcctSvcrRef. Entities are not expanded (no DOCTYPE tricks).
import { XMLParser } from 'fast-xml-parser';
import { BadStatement, cents, type StatementLineIn } from './line';

type X = Record<string, any>;

const parser = new XMLParser({
  ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, processEntities: false, parseTagValue: false,
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd'].includes(name),
});

export const looksCamt053 = (text: string) => /<(\w+:)?BkToCstmrStmt[\s>]/.test(text.slice(0, 4000));

const txt = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? txt((v as X)['#text']) : String(v));

function amountOf(a: X | undefined): { cents: number; currency: string } | null {
  if (!a) return null;
  const c = cents(txt(a));
  return Number.isFinite(c) ? { cents: c, currency: txt(a['@Ccy']) || 'CNY' } : null;
}

function party(tx: X | undefined): { name: string; account: string; memo: string; ref: string } {
  const p = tx?.RltdPties ?? {};
  const dbtr = p.Dbtr ?? {};
  const acct = p.DbtrAcct?.Id ?? {};
  const rmt = tx?.RmtInf ?? {};
  const memo = [...(rmt.Ustrd ?? []).map(txt), ...(rmt.Strd ?? []).map((s: X) => txt(s?.CdtrRefInf?.Ref))].filter(Boolean).join(' ');
  return {
    name: txt(dbtr.Nm) || txt(dbtr.Pty?.Nm), account: txt(acct.IBAN) || txt(acct.Othr?.Id), memo,
    ref: txt(tx?.Refs?.AcctSvcrRef) || txt(tx?.Refs?.TxId) || txt(tx?.Refs?.EndToEndId).replace(/^NOTPROVIDED$/, ''),
  };
}

export function readCamt053(text: string): StatementLineIn[] {
  let doc: X;
  try {
    doc = parser.parse(text);
  } catch {
    throw new BadStatement('xml');
  }
  const stmts: X[] = doc?.Document?.BkToCstmrStmt?.Stmt ?? [];
  if (!stmts.length) throw new BadStatement('camtShape');
  const out: StatementLineIn[] = [];
  for (const s of stmts) {
    for (const e of (s.Ntry ?? []) as X[]) {
      if (txt(e.CdtDbtInd) !== 'CRDT' || txt(e.RvslInd) === 'true') continue;
      const total = amountOf(e.Amt);
      if (!total) throw new BadStatement('camtAmount', { entry: txt(e.NtryRef) || out.length + 1 });
      const date = (txt(e.BookgDt?.Dt) || txt(e.BookgDt?.DtTm) || txt(e.ValDt?.Dt) || txt(e.ValDt?.DtTm)).slice(0, 10);
      const txs: X[] = (e.NtryDtls ?? []).flatMap((d: X) => d?.TxDtls ?? []);
      const own = txs.map((t) => amountOf(t.AmtDtls?.TxAmt?.Amt ?? t.Amt));
      const split = txs.length > 1 && own.every(Boolean);
      const parts = split ? txs.map((t, i) => ({ t, a: own[i]! })) : [{ t: txs[0], a: total }];
      for (const [i, { t, a }] of parts.entries()) {
        const entryRef = txt(e.AcctSvcrRef) || txt(e.NtryRef);
        const p = party(t);
        out.push({
          date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '', amountCents: a.cents, currency: a.currency, payerName: p.name, payerAccount: p.account,
          memo: [p.memo, txt(e.AddtlNtryInf)].filter(Boolean).join(' '), bankTxId: p.ref || (split && entryRef ? `${entryRef}-${i + 1}` : entryRef),
        });
      }
    }
  }
  return out;
}
