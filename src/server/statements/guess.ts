// A mapping guessed from the header's words (presets.json headerWords) for a bank no preset knows: the
// first of the first rows with a date column and a money column is taken as the header. The organizer
// still sees and can change every column in the mapping dialog before anything is imported.
import presetsData from './presets.json';
import { norm, type Field, type Mapping } from './table';

const WORDS = presetsData.headerWords as unknown as Record<Field, string[]>;
const ORDER: Field[] = ['date', 'credit', 'amount', 'payerName', 'payerAccount', 'memo', 'bankTxId', 'currency'];
// a debit or balance column never holds what was paid in, whatever else its header says
const NEVER_MONEY = /支出|借方|余额|debit|balance/;

/** The columns of one row read as a header, or null when it has no date or no money column. */
function columnsOf(row: string[]): Mapping | null {
  const cells = row.map((c) => ({ text: c, n: norm(c) })).filter((c) => c.n);
  const taken = new Set<string>();
  const columns: Mapping['columns'] = {};
  for (const f of ORDER) {
    for (const w of WORDS[f]) {
      const c = cells.find((x) => !taken.has(x.text) && x.n.includes(norm(w)) && !((f === 'credit' || f === 'amount') && NEVER_MONEY.test(x.n)));
      if (c) { columns[f] = c.text; taken.add(c.text); break; }
    }
  }
  if (columns.credit) delete columns.amount;
  if (!columns.date || !(columns.credit || columns.amount)) return null;
  return { headerRow: 0, columns, amountMode: columns.credit ? 'credit' : 'signed', dateFormat: 'auto', encoding: 'auto' };
}

/** The guessed mapping of the first rows (header row 1-based), or null when no row reads as a header. */
export function guessMapping(rows: string[][]): Mapping | null {
  for (let i = 0; i < Math.min(rows.length, 30); i++) {
    const m = columnsOf(rows[i]);
    if (m) return { ...m, headerRow: i + 1 };
  }
  return null;
}
