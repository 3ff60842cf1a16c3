import { describe, expect, it } from 'vitest';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import { i18n, setLanguage, t, currentLang } from '../../src/runtime/i18n';

function keys(o: unknown, prefix = ''): string[] {
  if (!o || typeof o !== 'object') return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const params = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message files', () => {
  it('zh and en have identical key sets', () => {
    const z = keys(zh).sort();
    const e = keys(en).sort();
    expect(z.filter((k) => !e.includes(k))).toEqual([]);
    expect(e.filter((k) => !z.includes(k))).toEqual([]);
  });

  it('every value is a string with the same {{params}} in both', () => {
    for (const k of keys(zh)) {
      const a = k.split('.').reduce<any>((o, p) => o?.[p], zh);
      const b = k.split('.').reduce<any>((o, p) => o?.[p], en);
      expect(typeof a === 'string', `zh ${k}`).toBe(true);
      expect(typeof b === 'string', `en ${k}`).toBe(true);
      expect(params(b), k).toEqual(params(a));
    }
  });
});

describe('i18n', () => {
  it('defaults to zh and switches language', async () => {
    expect(currentLang()).toBe('zh');
    expect(t('errors.network')).toBe(zh.errors.network);
    await setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(t('errors.network')).toBe(en.errors.network);
    expect(t('http.unknownKind', { kind: 'x' })).toBe('Unknown screen kind: x');
    await setLanguage('zh');
  });
});
