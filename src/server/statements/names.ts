// Payer names as banks print them compared with the names participants gave: full-width letters and
// digits folded to half-width (NFKC), spaces, dots and brackets dropped, case ignored. A name one edit
// away (a typo, a dropped character) is "similar"; pinyin is not attempted.

export const normName = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/[\s·.。,，()（）\-_'"]/g, '');

/** Whether a and b (normalized) are at most one insertion, deletion or substitution apart. */
export function oneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 2) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}
