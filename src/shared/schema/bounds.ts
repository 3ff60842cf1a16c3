// Numbers a schema takes are numbers PostgreSQL stores: an integer gets its column's range (integer
// unless x-db names another type; ids from 1), a numeric(p,s) column's number stays within 10^(p-s).
// Added where a schema says less, so an id of 2^31 or a page of 1e308 is a 400 from the schemas
// (never an error from the database) and OpenAPI shows the bounds. (A JSON number is finite already:
// Ajv's number type refuses Infinity.)
import type { JsonSchema } from './compose';

const INT4: [number, number] = [-2147483648, 2147483647];

function range(s: JsonSchema): [number, number] | undefined {
  const db = String(s['x-db']?.type ?? '').toLowerCase();
  const types = [s.type].flat();
  const numeric = /^(?:numeric|decimal)\((\d+)(?:,\s*(\d+))?\)$/.exec(db);
  if (numeric) {
    const scale = Number(numeric[2] ?? 0);
    const max = 10 ** (Number(numeric[1]) - scale) - 10 ** -scale;
    return [-max, max];
  }
  if (!types.includes('integer')) return undefined;
  if (db === 'serial') return [1, INT4[1]];
  if (db === 'bigint' || db === 'bigserial') return [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
  if (db === 'smallint') return [-32768, 32767];
  return INT4;
}

/** The schema with every number within its column's range, at any depth (changed in place). */
export function withBounds(s: JsonSchema): JsonSchema {
  if (Array.isArray(s)) return s.map(withBounds);
  if (!s || typeof s !== 'object') return s;
  const r = range(s);
  if (r) {
    s.minimum = typeof s.minimum === 'number' ? Math.max(s.minimum, r[0]) : r[0];
    s.maximum = typeof s.maximum === 'number' ? Math.min(s.maximum, r[1]) : r[1];
  }
  for (const p of Object.values<JsonSchema>(s.properties ?? {})) withBounds(p);
  for (const k of ['items', 'additionalProperties', 'not']) if (s[k] && typeof s[k] === 'object') withBounds(s[k]);
  for (const k of ['anyOf', 'oneOf', 'allOf']) for (const x of s[k] ?? []) withBounds(x);
  return s;
}
