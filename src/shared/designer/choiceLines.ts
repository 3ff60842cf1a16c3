// The field dialog's choice list as text (spec 3 §3: a field's values are value/text pairs, its options
// plain strings): one choice a line, "value|text" when the stored value differs from the text shown.
import type { FormField } from './fields';

export type ChoiceParse = { ok: true; options?: string[]; values?: Array<{ value: string; text: string }> } | { ok: false; error: 'optionEmpty' | 'optionTaken' | 'optionTooLong' };

/** The lines shown for a field: its pairs (a pair whose text equals its value as a plain line), else its options. */
export function choiceLines(f: Pick<FormField, 'options' | 'values'>): string {
  if (f.values?.length) return f.values.map((o) => (o.text === undefined || o.text === String(o.value) ? String(o.value) : `${o.value}|${o.text}`)).join('\n');
  return (f.options ?? []).join('\n');
}

/** Lines back to options (no line has "|") or to value/text pairs; values must be non-empty and unique. */
export function parseChoiceLines(text: string): ChoiceParse {
  const lines = text.split('\n').map((s) => s.trim()).filter((s, i, all) => s || i < all.length - 1 || all.length === 1);
  const pairs = lines.map((l) => {
    const at = l.indexOf('|');
    return at < 0 ? { value: l, text: l } : { value: l.slice(0, at).trim(), text: l.slice(at + 1).trim() || l.slice(0, at).trim() };
  });
  if (!pairs.length || pairs.some((p) => !p.value)) return { ok: false, error: 'optionEmpty' };
  if (pairs.some((p) => p.value.length > 100 || p.text.length > 100)) return { ok: false, error: 'optionTooLong' };
  if (new Set(pairs.map((p) => p.value)).size !== pairs.length) return { ok: false, error: 'optionTaken' };
  return lines.some((l) => l.includes('|')) ? { ok: true, values: pairs } : { ok: true, options: pairs.map((p) => p.value) };
}
