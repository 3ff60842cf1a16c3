// Tiny structural checks for the configs the first page load reads (a screen's kind, the route table,
// `page` screens): the shape and paths of zod's answers without its weight on the home page (the
// lazily loaded renderers keep zod). A check returns the value (objects rebuilt, defaults filled in)
// and records what is wrong; `safeParse` answers like zod's, `parse` throws.

export type Path = (string | number)[];
export interface Issue {
  path: Path;
  message: string;
}
export type Check<T> = (value: unknown, path: Path, issues: Issue[]) => T;
export type Infer<C> = C extends Check<infer T> ? T : never;

type Shape = Record<string, Check<unknown>>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type Required<S extends Shape> = { [K in keyof S as undefined extends Infer<S[K]> ? never : K]: Infer<S[K]> };
type Optional<S extends Shape> = { [K in keyof S as undefined extends Infer<S[K]> ? K : never]?: Infer<S[K]> };
export type ObjectOf<S extends Shape> = Flat<Required<S> & Optional<S>>;

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typed<T>(expected: string, ok: (v: unknown) => boolean): Check<T> {
  return (v, path, issues) => {
    if (!ok(v)) issues.push({ path, message: `Invalid input: expected ${expected}, received ${kindOf(v)}` });
    return v as T;
  };
}

export const unknown: Check<unknown> = (v) => v;
export const boolean = typed<boolean>('boolean', (v) => typeof v === 'boolean');
export const number = typed<number>('number', (v) => typeof v === 'number' && Number.isFinite(v));
export const int = typed<number>('int', (v) => Number.isInteger(v));

export function string(minLength = 0): Check<string> {
  const base = typed<string>('string', (v) => typeof v === 'string');
  return (v, path, issues) => {
    const n = issues.length;
    base(v, path, issues);
    if (issues.length === n && (v as string).length < minLength)
      issues.push({ path, message: `Too small: expected string to have >=${minLength} characters` });
    return v as string;
  };
}

export function literal<L extends string | number | boolean>(value: L): Check<L> {
  return (v, path, issues) => {
    if (v !== value) issues.push({ path, message: `Invalid input: expected ${JSON.stringify(value)}` });
    return v as L;
  };
}

/** Absent (undefined) is fine; with a fallback, absent becomes the fallback. */
export function optional<T>(check: Check<T>): Check<T | undefined>;
export function optional<T>(check: Check<T>, fallback: T): Check<T>;
export function optional<T>(check: Check<T>, fallback?: T): Check<T | undefined> {
  return (v, path, issues) => (v === undefined ? fallback : check(v, path, issues));
}

export function array<T>(item: Check<T>, minItems = 0): Check<T[]> {
  return (v, path, issues) => {
    if (!Array.isArray(v)) return typed<T[]>('array', () => false)(v, path, issues);
    if (v.length < minItems) issues.push({ path, message: `Too small: expected array to have >=${minItems} items` });
    return v.map((x, i) => item(x, [...path, i], issues));
  };
}

export function record<T>(value: Check<T>): Check<Record<string, T>> {
  return (v, path, issues) => {
    if (!isPlainObject(v)) return typed<Record<string, T>>('record', () => false)(v, path, issues);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x, [...path, k], issues)]));
  };
}

/** The keys of `shape`, checked; other keys are dropped, or kept as they are with `loose`. */
export function object<S extends Shape>(shape: S): Check<ObjectOf<S>>;
export function object<S extends Shape>(shape: S, loose: true): Check<ObjectOf<S> & Record<string, unknown>>;
export function object<S extends Shape>(shape: S, loose = false): Check<ObjectOf<S>> {
  return (v, path, issues) => {
    if (!isPlainObject(v)) return typed<ObjectOf<S>>('object', () => false)(v, path, issues);
    const out: Record<string, unknown> = loose ? { ...v } : {};
    for (const [k, check] of Object.entries(shape)) {
      const x = check(v[k], [...path, k], issues);
      if (x !== undefined || k in v) out[k] = x;
    }
    return out as ObjectOf<S>;
  };
}

export function union<A, B>(a: Check<A>, b: Check<B>): Check<A | B> {
  return (v, path, issues) => {
    for (const check of [a, b] as Check<A | B>[]) {
      const own: Issue[] = [];
      const out = check(v, path, own);
      if (!own.length) return out;
    }
    issues.push({ path, message: 'Invalid input' });
    return v as A | B;
  };
}

/** A further rule, checked only when the shape is right. */
export function refine<T>(check: Check<T>, ok: (value: T) => boolean, message: string): Check<T> {
  return (v, path, issues) => {
    const n = issues.length;
    const out = check(v, path, issues);
    if (issues.length === n && !ok(out)) issues.push({ path, message });
    return out;
  };
}

export type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

export function safeParse<T>(check: Check<T>, value: unknown): SafeParse<T> {
  const issues: Issue[] = [];
  const data = check(value, [], issues);
  return issues.length ? { success: false, error: { issues } } : { success: true, data };
}

export const formatIssues = (issues: Issue[], sep = '; ') => issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join(sep);

export function parse<T>(check: Check<T>, value: unknown): T {
  const r = safeParse(check, value);
  if (!r.success) throw new Error(formatIssues(r.error.issues));
  return r.data;
}
