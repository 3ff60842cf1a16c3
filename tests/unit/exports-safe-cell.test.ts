// Formula neutralisation (issue 14): a text a spreadsheet would run as a formula gets a leading
// apostrophe; numbers, plain numeric texts and ordinary texts pass unchanged.
import { describe, expect, it } from 'vitest';
import { isFormulaLike, safeCell, safeText } from '../../src/server/exports/safe-cell';

describe('safe cells', () => {
  it('neutralises texts starting with =, +, -, @, tab or carriage return', () => {
    for (const s of ['=HYPERLINK("http://x.example","点我")', '+1+2', '-1+cmd|" /C calc"!A0', '@SUM(A1:A2)', '\t=1+1', '\r=1+1', '\tplain', ' =1+1', '=']) {
      expect(isFormulaLike(s)).toBe(true);
      expect(safeText(s)).toBe(`'${s}`);
      expect(safeCell(s)).toBe(`'${s}`);
    }
  });

  it('keeps numbers as numbers, numeric texts and ordinary texts as they are', () => {
    expect(safeCell(-12.5)).toBe(-12.5);
    expect(safeCell(0)).toBe(0);
    for (const s of ['-12.5', '+86', '-3', '张三', 'a=b', 'x@example.com', '13800000000', '', ' 王五']) expect(safeCell(s)).toBe(s);
    expect(safeCell(null)).toBeNull();
    expect(safeCell(undefined)).toBeUndefined();
    expect(safeCell(true)).toBe(true);
    const d = new Date('2026-11-25T00:00:00Z');
    expect(safeCell(d)).toBe(d);
    expect(safeCell(Number.NaN)).toBeNull();
  });

  it('writes other values as JSON text, neutralised too', () => {
    expect(safeCell({ a: 1 })).toBe('{"a":1}');
    expect(safeCell(['=1'])).toBe('["=1"]');
  });
});
