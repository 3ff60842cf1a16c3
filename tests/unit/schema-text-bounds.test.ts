// The text rules and number bounds the input gate and the schemas apply (src/shared/schema).
import { describe, expect, it } from 'vitest';
import { forbiddenChar, normalText, nameIssue } from '../../src/shared/schema/text';
import { withBounds } from '../../src/shared/schema/bounds';
import { composeApi } from '../../src/shared/schema/compose';

describe('text rules', () => {
  it('NUL, lone surrogates and bidi controls are never allowed; everything else is', () => {
    expect(['a\u0000b', 'x\ud800', '\udfffx', 'ab\u202ecd', 'a\u2066b'].map(forbiddenChar)).toEqual(['U+0000', 'U+D800', 'U+DFFF', 'U+202E', 'U+2066']);
    expect(['', '张三', '😀', 'a\u200bb', 'tab\tnew\nline', '\u200e'].map(forbiddenChar)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('names also refuse zero-width characters, but keeps the joiner inside emoji sequences', () => {
    expect(['a\u200bb', 'a\u200cb', 'a\u200db', '\ufeffa', 'a\u2060'].map(nameIssue)).toEqual(['U+200B', 'U+200C', 'U+200D', 'U+FEFF', 'U+2060']);
    expect(['👨‍👩‍👧', '👩🏽‍💻', '🏳️‍🌈', '会议'].map(nameIssue)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('names are stored composed', () => {
    expect(normalText('Cafe\u0301')).toBe('Caf\u00e9');
  });
});

describe('number bounds', () => {
  it('integers get PostgreSQL’s integer range, ids start at 1, numeric(p,s) stays within its digits; tighter bounds stay', () => {
    const s = withBounds({
      type: 'object',
      properties: {
        n: { type: 'integer' },
        id: { type: 'integer', 'x-db': { type: 'serial' } },
        big: { type: ['integer', 'null'], 'x-db': { type: 'bigint' } },
        price: { type: 'number', 'x-db': { type: 'numeric(12,2)' } },
        page: { type: 'integer', minimum: 0, maximum: 100000 },
        list: { type: 'array', items: { type: 'integer' } },
        ratio: { type: 'number' },
      },
    });
    const p = s.properties;
    expect([p.n.minimum, p.n.maximum, p.id.minimum, p.id.maximum]).toEqual([-2147483648, 2147483647, 1, 2147483647]);
    expect([p.big.maximum, p.price.maximum, p.price.minimum]).toEqual([Number.MAX_SAFE_INTEGER, 9999999999.99, -9999999999.99]);
    expect([p.page.minimum, p.page.maximum, p.list.items.maximum, p.ratio.maximum]).toEqual([0, 100000, 2147483647, undefined]);
  });

  it('a request schema naming an entity’s id (x-from) carries the id’s range', () => {
    const entities = { meeting: { properties: { id: { type: 'integer', 'x-db': { type: 'serial', primaryKey: true } } } } };
    const api = composeApi(entities, { $id: 'q', type: 'object', properties: { meetingId: { 'x-from': 'meeting.id' }, n: { type: 'integer' } } });
    expect(api.properties.meetingId).toMatchObject({ minimum: 1, maximum: 2147483647 });
    expect(api.properties.meetingId['x-db']).toBeUndefined();
    expect(api.properties.n).toMatchObject({ minimum: -2147483648, maximum: 2147483647 });
  });
});
