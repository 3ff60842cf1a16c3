// A message's own `field` parameter given as { t: key } names the field in the reader's language; only a
// `fieldKey` replaces it (the statement mapping's "lacks the “…” column" showed “” when it always did).
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/shared/messages';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';

describe('message parameters', () => {
  it('a { t } field parameter is translated, in both languages', () => {
    const params = { field: { t: 'statements.field.amount' } };
    expect(translate(zh, 'statements.bad.mappingField', params)).toBe('列映射缺少「金额」列');
    expect(translate(en, 'statements.bad.mappingField', params)).toBe('The column mapping lacks the “Amount” column');
  });
  it('a fieldKey still names the field by its label', () => {
    expect(translate(zh, 'statements.bad.mappingField', { fieldKey: 'statementLine.date' })).toBe('列映射缺少「日期」列');
  });
});
