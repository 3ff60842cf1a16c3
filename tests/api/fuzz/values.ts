// Invalid and edge values for a JSON Schema, as fast-check arbitraries: what the type allows at its
// limits and beyond, characters PostgreSQL or a terminal treat specially, values of the wrong type,
// and random text. `Raw` marks text that must reach the wire untouched (JSON a serializer cannot
// write, such as 1e400 or 3,000 levels of nesting; URL text already encoded, or broken on purpose).
import fc from 'fast-check';
import type { JsonSchema } from '../../../src/shared/schema/compose';

export class Raw {
  constructor(readonly text: string) {}
}

/** A seeded object's id, looked up when the request is sent (the world may have been seeded again). */
export class Ref {
  constructor(readonly kind: string) {}
}

const deep = (n: number) => new Raw(`${'['.repeat(n)}${']'.repeat(n)}`);
const deepObject = (n: number) => new Raw(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`);

export const TEXT = [
  '', ' ', 'a\u0000b', '\u0000', '\ud800x', 'x\udfff', 'ab\u202ecd', 'a\u2066b\u2069', 'a\u200bb', '\ufeffa', 'e\u0301', '𝕏😀👨‍👩‍👧',
  "' OR '1'='1' --", '%_\\', '<img src=x onerror=alert(1)>', '../../../etc/passwd', '1e308', '-1', 'null', 'a\r\nX-Injected: 1',
  '=HYPERLINK("http://x")', '\t\n\v\f\r', '\u0001\u001f\u007f', '\uffff\ufffe',
];
export const NUMBERS = [0, -1, 1, 0.5, -0.0001, 2147483647, 2147483648, -2147483649, 9007199254740993, 1e308, -1e308, 5e-324];
const WRONG = [null, true, false, [], {}, 'abc', '', [1, 2], { a: 1 }];
const NON_FINITE = [new Raw('1e400'), new Raw('-1e400'), new Raw('1e-400')];

function firstType(s: JsonSchema): string | undefined {
  const t = s.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') ?? t[0];
  return t ?? (s.properties ? 'object' : s.items ? 'array' : s.enum ? typeof s.enum[0] : undefined);
}

const text = (s: JsonSchema) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...TEXT, 'x'.repeat((s.maxLength ?? 255) + 1), 'x'.repeat(70_000)) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG, ...NUMBERS.slice(0, 4)) },
  );

const number = (s: JsonSchema) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...NUMBERS, ...NON_FINITE, ...[s.minimum, s.maximum].filter((x) => typeof x === 'number').flatMap((x) => [x - 1, x + 1])) },
    { weight: 2, arbitrary: fc.constantFrom(...WRONG, '1', '1e308', 'NaN', 'Infinity') },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );

/** Values beyond or beside what the schema allows. */
export function edge(s: JsonSchema): fc.Arbitrary<unknown> {
  const options: Array<fc.Arbitrary<unknown>> = [];
  if (s.enum) options.push(fc.constantFrom('zzz', 0, null, '', ...s.enum.map((v: unknown) => (typeof v === 'string' ? `${v} ` : v))));
  switch (firstType(s)) {
    case 'string':
      options.push(text(s));
      break;
    case 'integer':
    case 'number':
      options.push(number(s));
      break;
    case 'boolean':
      options.push(fc.constantFrom('true', 'yes', 0, 1, null, [], {}));
      break;
    case 'array':
      options.push(
        fc.constantFrom([], [null], [[]], 'x', { 0: 1 }, deep(3000), Array.from({ length: 5000 }, (_, i) => i)),
        fc.array(edge(s.items ?? {}), { maxLength: 3 }),
      );
      break;
    case 'object':
      options.push(
        fc.constantFrom(null, [], 'x', 0, {}, deepObject(3000), deep(3000), JSON.parse('{"__proto__": {"admin": true}}'), { constructor: { prototype: { x: 1 } } }),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.constantFrom(...TEXT.slice(0, 8), ...NUMBERS.slice(0, 6)), { maxKeys: 4 }),
      );
      break;
    default:
      options.push(fc.constantFrom(...TEXT, ...NUMBERS, ...WRONG));
  }
  return fc.oneof(...options);
}

/** A path parameter's text: beyond the id range, malformed, encoded out of the path, or long. */
export const PATH_EDGES = [
  '0', '-1', '2147483647', '2147483648', '99999999999999999999', '1e308', '1.5', 'abc', '%00', '%2e%2e', '..%2F..%2Fetc', '%C0%AF', '%ZZ',
  '%E2%80%AE1', '%E2%80%8B1', 'x'.repeat(300), '%20', 'null', 'undefined', '__proto__', '1%00', '+1', '0x10',
].map((t) => new Raw(t));

/** Query-string text no value encodes to: broken escapes, NUL, invalid UTF-8, repeats. */
export const QUERY_EDGES = ['%00', '%', '%ZZ', '%C0%AF', '%ED%A0%80', '%E2%80%AE', '1e308', 'Infinity', 'NaN', '-0', 'x'.repeat(20_000)].map((t) => new Raw(t));

/** Whole bodies that are not the object a route takes. */
export const BODIES = [
  'null', '', '[]', '"x"', '123', 'true', '{', '{"a":', '{"a":1}garbage', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"a":1e400}',
].map((t) => new Raw(t));
