// One validator for server and client: Ajv for the JSON Schema part, then the small declarative
// `x-rules` (conditional required/pattern/format, field equality) that read badly as if/then.
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './compose';
import { linkFormat } from '../links';
import { isTimeZone } from '../time-zone';

export interface FieldError {
  /** JSON pointer-ish path of the field: `/password` */
  path: string;
  /** message key, looked up in schemas/messages/{lang}.json */
  key: string;
  /** fallback key when `key` has no message: `validation.<keyword>` */
  fallback: string;
  params: Record<string, unknown>;
}

export interface Validator {
  /** `coerce` turns query-string text into the schema's numbers and booleans first. */
  validate(schemaId: string, data: unknown, opts?: { coerce?: boolean }): FieldError[];
  schema(schemaId: string): JsonSchema;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function keyOf(schema: JsonSchema | undefined, path: string): string {
  return schema?.['x-key'] ?? (path.replace(/^\//, '').replace(/\//g, '.') || 'body');
}

function fromAjv(e: ErrorObject): FieldError {
  const parent = (e.parentSchema ?? {}) as JsonSchema;
  if (e.keyword === 'required') {
    const prop = (e.params as { missingProperty: string }).missingProperty;
    const path = `${e.instancePath}/${prop}`;
    const key = keyOf(parent.properties?.[prop], path);
    return { path, key: `${key}.required`, fallback: 'validation.required', params: { fieldKey: key } };
  }
  if (e.keyword === 'additionalProperties') {
    const prop = (e.params as { additionalProperty: string }).additionalProperty;
    return { path: `${e.instancePath}/${prop}`, key: 'validation.additionalProperties', fallback: 'validation.additionalProperties', params: { property: prop } };
  }
  const key = keyOf(parent, e.instancePath);
  // an empty text is a missing answer: 请输入用户名, not 用户名长度不能少于2个字符 (the spec's empty-field messages)
  if (e.keyword === 'minLength' && e.data === '') return { path: e.instancePath || '/', key: `${key}.required`, fallback: 'validation.required', params: { fieldKey: key } };
  // blanks where the schema declares text must not be blank (the pattern `\S`): the field's own blank message
  // (用户名不能为空白) where it has one, else the required message naming the field
  if (e.keyword === 'pattern' && parent.pattern === '\\S' && blank(e.data)) return { path: e.instancePath || '/', key: `${key}.pattern`, fallback: 'validation.required', params: { fieldKey: key } };
  const p = e.params as Record<string, unknown>;
  // a link outside the link policy (shared/links.ts) says which links are allowed
  // so does an unknown time zone (an IANA name such as Asia/Shanghai)
  const fallback = e.keyword === 'format' && (p.format === 'link' || p.format === 'time-zone') ? `validation.${p.format === 'link' ? 'link' : 'timeZone'}` : `validation.${e.keyword}`;
  return { path: e.instancePath || '/', key: `${key}.${e.keyword}`, fallback, params: { fieldKey: key, limit: p.limit ?? p.allowedValue } };
}

/** Text of white space only (or none): no answer, wherever a value is required. */
const blank = (v: unknown) => typeof v === 'string' && !v.trim();

function empty(v: unknown) {
  return v === undefined || v === null || blank(v);
}

function runRules(schema: JsonSchema, data: Record<string, unknown>, errors: FieldError[]) {
  for (const r of schema['x-rules'] ?? []) {
    if (r.if && !Object.entries(r.if).every(([k, v]) => data[k] === v)) continue;
    // ifHas: a list field holds the value (a checkbox group with that option ticked)
    if (r.ifHas && !Object.entries(r.ifHas).every(([k, v]) => Array.isArray(data[k]) && (data[k] as unknown[]).includes(v))) continue;
    const path = `/${r.field}`;
    if (errors.some((e) => e.path === path)) continue;
    const fieldKey = schema.properties?.[r.field]?.['x-key'] ?? r.field;
    const value = data[r.field];
    const fail = (keyword: string) => errors.push({ path, key: r.key, fallback: `validation.${keyword}`, params: { fieldKey } });
    if (r.required && empty(value)) fail('required');
    else if (empty(value)) continue;
    else if (r.pattern && !new RegExp(r.pattern).test(String(value))) fail('pattern');
    else if (r.format === 'email' && !EMAIL.test(String(value))) fail('format');
    else if (r.equals && value !== data[r.equals]) fail('equals');
  }
}

export function createValidator(schemas: Record<string, JsonSchema>): Validator {
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, useDefaults: true, coerceTypes });
    addFormats(ajv);
    ajv.addFormat('link', { type: 'string', validate: linkFormat });
    ajv.addFormat('time-zone', { type: 'string', validate: (z: string) => isTimeZone(z) });
    return ajv;
  };
  const ajvs = { plain: make(false), coerce: make(true) };
  const compiled = new Map<string, ReturnType<Ajv['compile']>>();
  const get = (id: string, coerce: boolean) => {
    const s = schemas[id];
    if (!s) throw new Error(`unknown schema ${id}`);
    const cacheKey = `${coerce ? 'c' : 'p'}:${id}`;
    let fn = compiled.get(cacheKey);
    if (!fn) {
      const { $id: _id, ...body } = s;
      fn = (coerce ? ajvs.coerce : ajvs.plain).compile(body);
      compiled.set(cacheKey, fn);
    }
    return fn;
  };
  return {
    schema: (id) => schemas[id],
    validate(id, data, opts) {
      const fn = get(id, !!opts?.coerce);
      const errors: FieldError[] = [];
      if (!fn(data)) for (const e of fn.errors ?? []) errors.push(fromAjv(e));
      // one message per field: the first wins, as a form shows it
      const seen = new Set<string>();
      const unique = errors.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
      if (data && typeof data === 'object') runRules(schemas[id], data as Record<string, unknown>, unique);
      // in the order the form shows its fields, so the first message is the topmost field's
      const order = Object.keys(schemas[id].properties ?? {});
      const rank = (e: FieldError) => {
        const i = order.indexOf(e.path.split('/')[1]);
        return i < 0 ? order.length : i;
      };
      return unique.sort((a, b) => rank(a) - rank(b));
    },
  };
}
