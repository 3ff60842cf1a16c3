// The field dialog's choice lines: plain lines are options, "value|text" lines make value/text pairs
// (spec 3 §3); empty or repeated values are refused; the lines shown round-trip.
import { describe, expect, it } from 'vitest';
import { choiceLines, parseChoiceLines } from '../../src/shared/designer/choiceLines';
import { changeType } from '../../src/shared/designer/fields';

describe('choice lines', () => {
  it('plain lines are options', () => {
    expect(parseChoiceLines('是\n否')).toEqual({ ok: true, options: ['是', '否'] });
  });
  it('a "|" makes value/text pairs; a line without text keeps its value as text', () => {
    expect(parseChoiceLines('ai|人工智能\n db | 数据库 \nother')).toEqual({ ok: true, values: [{ value: 'ai', text: '人工智能' }, { value: 'db', text: '数据库' }, { value: 'other', text: 'other' }] });
    expect(parseChoiceLines('x|')).toEqual({ ok: true, values: [{ value: 'x', text: 'x' }] });
  });
  it('refuses empty, repeated and too long values', () => {
    expect(parseChoiceLines('')).toEqual({ ok: false, error: 'optionEmpty' });
    expect(parseChoiceLines('a\n\nb')).toEqual({ ok: false, error: 'optionEmpty' });
    expect(parseChoiceLines('|文字')).toEqual({ ok: false, error: 'optionEmpty' });
    expect(parseChoiceLines('a|甲\na|乙')).toEqual({ ok: false, error: 'optionTaken' });
    expect(parseChoiceLines(`a|${'x'.repeat(101)}`)).toEqual({ ok: false, error: 'optionTooLong' });
  });
  it('a trailing newline is forgiven', () => {
    expect(parseChoiceLines('是\n否\n')).toEqual({ ok: true, options: ['是', '否'] });
  });
  it('shows pairs and options as lines that parse back to the same', () => {
    const values = [{ value: 'ai', text: '人工智能' }, { value: 'db', text: 'db' }];
    expect(choiceLines({ values })).toBe('ai|人工智能\ndb');
    expect(parseChoiceLines('ai|人工智能\ndb')).toEqual({ ok: true, values });
    expect(choiceLines({ options: ['是', '否'] })).toBe('是\n否');
    expect(choiceLines({ values: [{ value: 3, text: '三' }] })).toBe('3|三');
  });
});

describe('changeType with value/text pairs', () => {
  it('keeps the pairs between choice types and drops them for others', () => {
    const f = { id: 't', label: '议题', fieldType: 'radio' as const, values: [{ value: 'ai', text: '人工智能' }] };
    const sel = changeType(f, 'select');
    expect([sel.values, sel.options]).toEqual([[{ value: 'ai', text: '人工智能' }], undefined]);
    const txt = changeType(f, 'text');
    expect([txt.values, txt.options]).toEqual([undefined, undefined]);
  });
});
