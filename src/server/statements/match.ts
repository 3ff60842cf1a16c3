// Statement lines matched to the meeting's registrations awaiting payment, in one pass over indexed
// maps (reference → registration, amount → registrations, name → registrations), so 5,000 lines cost
// one query and a few map lookups each. Confidence 0–100 with its reasons:
//   transfer reference in the memo 60 (−5 when written in another letter case), amount equal to the
//   amount due 30, payer name equal to the participant's or an invoice title 10 (similar: one edit, 5);
//   without a reference, amount and name together 75 (similar name 55); amount alone (one registration
//   due that amount) or name alone 30. A suggestion needs 50; 80 and more is high.
// A line whose bank transaction id, or whose date, amount, payer and memo, were imported before (or
// earlier in the same file) is a duplicate and suggests nothing. A registration two lines point at keeps
// both lines but flagged (conflict) and lowered to 40, so neither is confirmed in bulk by accident.
import { createHash } from 'node:crypto';
import type { StatementLineIn } from './line';
import { normName, oneEdit } from './names';
import { REFERENCE_LENGTH } from '../registration/references';

export interface Candidate {
  id: number;
  reference: string;
  dueCents: number;
  currency: string;
  names: string[];
}
export interface Matched extends StatementLineIn {
  fingerprint: string;
  registrationId: number | null;
  confidence: number;
  reasons: string[];
  status: 'unmatched' | 'suggested' | 'duplicate';
}

export const SUGGEST = 50;
export const HIGH = 80;
export const CONFLICT_CAP = 40;

export const fingerprintOf = (l: StatementLineIn): string =>
  createHash('sha256').update(JSON.stringify([l.date, l.amountCents, l.currency, normName(l.payerName), l.payerAccount, l.memo])).digest('hex');

const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => (m.get(k) ?? m.set(k, []).get(k)!).push(v);

/** Codes of reference length standing in the memo (runs of letters and digits, every window). */
function codesIn(memo: string): string[] {
  const out: string[] = [];
  for (const run of memo.normalize('NFKC').match(/[A-Za-z0-9]{8,}/g) ?? []) {
    for (let i = 0; i + REFERENCE_LENGTH <= run.length && i < 32; i++) out.push(run.slice(i, i + REFERENCE_LENGTH));
  }
  return out;
}

export interface Seen { txIds: Set<string>; fingerprints: Set<string> }

export function matchLines(lines: StatementLineIn[], cands: Candidate[], seen: Seen, paidRefs: Set<string> = new Set()): Matched[] {
  const byRef = new Map(cands.filter((c) => c.reference).map((c) => [c.reference.toUpperCase(), c]));
  const byAmount = new Map<string, Candidate[]>();
  const money = (currency: string, c: number) => `${currency || 'CNY'}|${c}`;
  const byName = new Map<string, Candidate[]>();
  for (const c of cands) {
    push(byAmount, money(c.currency, c.dueCents), c);
    for (const n of new Set(c.names.map(normName).filter(Boolean))) push(byName, n, c);
  }
  const nameHit = (c: Candidate, payer: string): 'name' | 'nameSimilar' | null => {
    if (!payer) return null;
    const ns = c.names.map(normName);
    if (ns.includes(payer)) return 'name';
    return ns.some((n) => oneEdit(n, payer)) ? 'nameSimilar' : null;
  };
  const txIds = new Set(seen.txIds);
  const prints = new Set(seen.fingerprints);
  const out: Matched[] = lines.map((l) => {
    const fingerprint = fingerprintOf(l);
    const dup = l.bankTxId ? txIds.has(l.bankTxId) : prints.has(fingerprint);
    if (l.bankTxId) txIds.add(l.bankTxId);
    prints.add(fingerprint);
    if (dup) return { ...l, fingerprint, registrationId: null, confidence: 0, reasons: ['duplicate'], status: 'duplicate' };
    const payer = normName(l.payerName);
    let best: { c: Candidate; score: number; reasons: string[] } | null = null;
    const codes = codesIn(l.memo);
    const refCode = codes.find((x) => byRef.has(x.toUpperCase()));
    if (refCode) {
      const c = byRef.get(refCode.toUpperCase())!;
      const reasons = [refCode === c.reference ? 'reference' : 'referenceCase'];
      let score = refCode === c.reference ? 60 : 55;
      if (c.dueCents === l.amountCents && (c.currency || 'CNY') === l.currency) (score += 30), reasons.push('amount');
      else reasons.push('amountDiffers');
      const n = nameHit(c, payer);
      if (n) (score += n === 'name' ? 10 : 5), reasons.push(n);
      best = { c, score, reasons };
    } else {
      const due = byAmount.get(money(l.currency, l.amountCents)) ?? [];
      const named = due.map((c) => ({ c, n: nameHit(c, payer) })).filter((x) => x.n);
      const exact = named.filter((x) => x.n === 'name');
      if (exact.length === 1) best = { c: exact[0].c, score: 75, reasons: ['amount', 'name'] };
      else if (!exact.length && named.length === 1) best = { c: named[0].c, score: 55, reasons: ['amount', 'nameSimilar'] };
      else if (!named.length && due.length === 1) best = { c: due[0], score: 30, reasons: ['amountOnly'] };
      else if (!due.length && payer && byName.get(payer)?.length === 1) best = { c: byName.get(payer)![0], score: 30, reasons: ['nameOnly', 'amountDiffers'] };
    }
    if (!best) {
      const paid = codes.some((x) => paidRefs.has(x.toUpperCase()));
      return { ...l, fingerprint, registrationId: null, confidence: 0, reasons: paid ? ['alreadyPaid'] : [], status: 'unmatched' };
    }
    const suggested = best.score >= SUGGEST;
    return { ...l, fingerprint, registrationId: suggested ? best.c.id : null, confidence: Math.min(100, best.score), reasons: best.reasons, status: suggested ? 'suggested' : 'unmatched' };
  });
  flagConflicts(out);
  return out;
}

/** Lines of this file pointing at one registration: all flagged and lowered. */
function flagConflicts(lines: Matched[], taken: Set<number> = new Set()) {
  const count = new Map<number, number>();
  for (const l of lines) if (l.registrationId) count.set(l.registrationId, (count.get(l.registrationId) ?? 0) + 1);
  for (const l of lines) {
    if (!l.registrationId || ((count.get(l.registrationId) ?? 0) < 2 && !taken.has(l.registrationId))) continue;
    l.confidence = Math.min(l.confidence, CONFLICT_CAP);
    if (!l.reasons.includes('conflict')) l.reasons.push('conflict');
  }
}

/** Lines suggesting a registration an earlier import's open line already suggests: flagged too. */
export const flagAgainst = (lines: Matched[], taken: Set<number>) => flagConflicts(lines, taken);
