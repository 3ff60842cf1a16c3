// Formula neutralisation for every file the server exports (CSV and XLSX): a spreadsheet reads a text
// cell that starts with =, +, -, @ (or a tab or carriage return before one) as a formula, so a
// participant named `=HYPERLINK("http://evil", "click")` would run in the organizer's Excel. Such a
// text gets a leading apostrophe (OWASP's advice: shown, never evaluated). Numbers stay numbers: a
// negative amount is a number, not a formula, and a text that is only a number ("-12.5") is harmless.

/** The characters a spreadsheet may start a formula with (leading spaces are skipped by some). */
const TRIGGER = /^[\s]*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/** Whether a text would be read as a formula. */
export const isFormulaLike = (s: string): boolean => TRIGGER.test(s) && !PLAIN_NUMBER.test(s.trim());

/** A text made safe for a spreadsheet cell. */
export const safeText = (s: string): string => (isFormulaLike(s) ? `'${s}` : s);

export type CellValue = string | number | boolean | Date | null | undefined;

/**
 * One cell of an export: numbers, booleans, dates and empty cells as they are; every text through
 * safeText. Anything else (an object from a JSON column) is written as its JSON text first.
 */
export function safeCell(v: unknown): CellValue {
  if (v === null || v === undefined) return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'string') return safeText(v);
  return safeText(JSON.stringify(v));
}
