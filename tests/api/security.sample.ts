// Valid request bodies made from the composed request schemas, so the security suites reach every
// route's handler (not only its validator) without a hand-kept body per route. `hints` fill fields
// by name wherever they occur (meetingId → the seeded meeting, …).
import type { JsonSchema } from '../../src/shared/schema/compose';

type S = JsonSchema & Record<string, any>;

// strings that satisfy the patterns our schemas use (phone, time, date, url, currency, …)
const CANDIDATES = [
  'sample text', '13800138000', '021-58888888', '14:00', '2026-12-01', '2026-12-01 09:00:00', '2026-12-01T09:00:00.000Z',
  '/api/x.png', 'https://example.com/x.png', 'a@example.com', 'CNY', 'zh', 'abc123', 'user_01', 'A1B2C3', '["ORGANIZER"]', '[1]', '1',
];

function firstType(s: S): string | undefined {
  const t = s.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') ?? t[0];
  return t ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
}

export function textOk(s: S, v: string): boolean {
  if (s.minLength && [...v].length < s.minLength) return false;
  if (s.maxLength && [...v].length > s.maxLength) return false;
  if (s.pattern && !new RegExp(s.pattern, 'u').test(v)) return false;
  return true;
}

export function sample(s: S, hints: Record<string, unknown> = {}, name = ''): unknown {
  if (name in hints) return hints[name];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined && s.default !== null) return s.default;
  if (s.enum) return s.enum.find((x: unknown) => x !== null && x !== '') ?? s.enum[0];
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  switch (firstType(s)) {
    case 'string': {
      if (s.format === 'email') return 'a@example.com';
      if (s.format === 'date') return '2026-12-01';
      if (s.format === 'date-time') return '2026-12-01T09:00:00.000Z';
      if (s.format === 'uri') return 'https://example.com/x';
      const hit = CANDIDATES.find((c) => textOk(s, c));
      return hit ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, hints));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const k of s.required ?? []) out[k] = sample(s.properties?.[k] ?? {}, hints, k);
      for (const k of Object.keys(s.properties ?? {})) if (k in hints) out[k] = hints[k];
      return out;
    }
    case 'null':
      return null;
    default:
      return 'sample text';
  }
}

/** Paths of the schema's free-text fields: strings without enum, const or format, top level and one level down. */
export function textFields(s: S, prefix: string[] = [], depth = 0): Array<{ path: string[]; schema: S }> {
  const out: Array<{ path: string[]; schema: S }> = [];
  for (const [k, p] of Object.entries<S>(s.properties ?? {})) {
    const types = [p.type].flat();
    if (types.includes('string') && !p.enum && p.const === undefined && !p.format) out.push({ path: [...prefix, k], schema: p });
    else if (firstType(p) === 'object' && depth < 1) out.push(...textFields(p, [...prefix, k], depth + 1));
  }
  return out;
}

export function setPath(obj: Record<string, any>, path: string[], v: unknown) {
  let o = obj;
  for (const k of path.slice(0, -1)) o = o[k] = typeof o[k] === 'object' && o[k] ? o[k] : {};
  o[path[path.length - 1]] = v;
}
