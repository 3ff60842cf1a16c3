// The requests the fuzzer sends to one operation, generated with fast-check from the operation's
// parameter and body schemas: a valid request under every role, each parameter and body field (one
// level down too) given edge values in an otherwise valid request, whole bodies that are no object,
// malformed multipart uploads, and random mixtures of these. Seeded: the same run every time.
import fc from 'fast-check';
import type { JsonSchema } from '../../../src/shared/schema/compose';
import { sample } from '../security.sample';
import type { Operation, Param } from './operations';
import { BODIES, PATH_EDGES, QUERY_EDGES, Raw, Ref, edge } from './values';

export type Role = 'anonymous' | 'organizer' | 'participant' | 'superAdmin';
export const ROLES: Role[] = ['anonymous', 'organizer', 'participant', 'superAdmin'];

/** A field that can be given an edge value: a path or query parameter, or a body property. */
interface Target {
  where: 'path' | 'query' | 'body';
  path: string[];
  schema: JsonSchema;
}

export interface Plan {
  op: Operation;
  role: Role;
  lang: 'zh' | 'en';
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** a JSON value, a Raw body, or a multipart form */
  body?: unknown;
  form?: Form;
  what: string;
}

/** A multipart form: parts in order; `cut` drops the closing boundary and the last bytes. */
export interface Form {
  parts: Array<{ name: string; filename?: string; type?: string; data: Buffer | string | Ref }>;
  cut?: boolean;
  boundary?: string;
}

/** Field values that name seeded objects (the world's ids at send time). */
const HINTS: Record<string, unknown> = {
  meetingId: new Ref('meeting'), hotelId: new Ref('hotel'), roomTypeId: new Ref('roomType'), participantId: new Ref('participant'),
  flowId: new Ref('flow'), registrationId: new Ref('registration'), userId: new Ref('user'),
  ids: [new Ref('hotel')], hotelIds: [new Ref('hotel')], roomTypeIds: [new Ref('roomType')],
};

/** Which seeded object a path parameter names (see security.fixtures paramKind), resolved at send time. */
export type KindOf = (url: string, param: string) => string;

function preferred(access: string): Role {
  if (access === 'public') return 'anonymous';
  if (access === 'participant') return 'participant';
  if (access === 'superAdmin') return 'superAdmin';
  return 'organizer';
}

function targets(op: Operation): Target[] {
  const out: Target[] = op.params.map((p) => ({ where: p.in, path: [p.name], schema: p.schema }));
  const body = op.bodies[0];
  for (const [k, s] of Object.entries<JsonSchema>(body?.properties ?? {})) {
    out.push({ where: 'body', path: [k], schema: s });
    for (const [k2, s2] of Object.entries<JsonSchema>(s.properties ?? {})) out.push({ where: 'body', path: [k, k2], schema: s2 });
    // a list of objects: the first item's fields
    for (const [k2, s2] of Object.entries<JsonSchema>(s.items?.properties ?? {})) out.push({ where: 'body', path: [k, '0', k2], schema: s2 });
  }
  return out;
}

function edgeOf(t: Target): fc.Arbitrary<unknown> {
  if (t.where === 'path') return fc.oneof(fc.constantFrom(...PATH_EDGES), fc.constantFrom(...['meeting', 'hotel', 'participant', 'user', 'flow'].map((k) => new Ref(k))));
  if (t.where === 'query') return fc.oneof(edge(t.schema), fc.constantFrom(...QUERY_EDGES));
  return edge(t.schema);
}

/** `full`: every body field filled, not only the required ones, so more of the handler runs. */
function validRequest(op: Operation, kindOf: KindOf, bodyIndex = 0, full = false): Pick<Plan, 'path' | 'query' | 'body' | 'form'> {
  const url = op.path.replace(/\{(\w+)\}/g, ':$1');
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.params) {
    if (p.in === 'path') path[p.name] = new Ref(kindOf(url, p.name));
    else if (p.name in HINTS || (p.schema.default === undefined && p.schema.minimum !== undefined)) query[p.name] = sample(p.schema, HINTS, p.name);
  }
  const schema = op.bodies[bodyIndex];
  let body = schema ? copy(sample(schema, HINTS)) : op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
  if (full && schema?.properties && body && typeof body === 'object') {
    for (const [k, p] of Object.entries<JsonSchema>(schema.properties)) (body as Record<string, unknown>)[k] ??= copy(sample(p, HINTS, k));
  }
  return { path, query, body, form: op.multipart ? validForm() : undefined };
}

/** A deep copy that keeps Refs and Raws as they are (structuredClone would make them plain objects). */
function copy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(copy);
  if (v && typeof v === 'object' && !(v instanceof Ref) && !(v instanceof Raw)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]));
  return v;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');

function validForm(): Form {
  return { parts: [{ name: 'meetingId', data: new Ref('meeting') }, { name: 'category', data: 'hotel' }, { name: 'file', filename: 'a.png', type: 'image/png', data: PNG }] };
}

/** Uploads that are malformed or beside the point: an 11-byte file, two files, a cut body, odd names. */
const FORMS: Form[] = [
  { parts: [{ name: 'file', filename: 'a.txt', type: 'text/plain', data: 'hello world' }] },
  { parts: [{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG }, { name: 'file', filename: 'b.png', type: 'image/png', data: PNG }] },
  { parts: [{ name: 'avatar', filename: 'a.png', type: 'image/png', data: PNG }, { name: 'avatar', filename: 'b.txt', type: 'text/plain', data: 'hello world' }] },
  { ...validForm(), cut: true },
  { parts: [{ name: 'meetingId', data: new Ref('meeting') }], cut: true },
  { parts: [] },
  { parts: [{ name: 'file', filename: 'a\u0000.png', type: 'image/png', data: PNG }] },
  { parts: [{ name: 'file', filename: '../../\u202egnp.exe', type: 'image/png', data: PNG }] },
  { parts: [{ name: 'meetingId', data: '2147483648' }, { name: 'category', data: 'a\u0000b' }, { name: 'file', filename: 'a.png', type: 'image/png', data: PNG }] },
  { parts: [{ name: '__proto__', data: 'x' }, { name: 'file', filename: 'a.png', type: 'image/png', data: PNG }] },
  { parts: Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, data: 'x' })) },
  { ...validForm(), boundary: '' },
];

function setIn(obj: Record<string, any>, path: string[], v: unknown) {
  let o = obj;
  path.slice(0, -1).forEach((k, i) => {
    const next = o[k] && typeof o[k] === 'object' && !(o[k] instanceof Ref) && !(o[k] instanceof Raw) ? o[k] : /^\d+$/.test(path[i + 1]) ? [] : {};
    o = o[k] = next;
  });
  o[path[path.length - 1]] = v;
}

function mutate(base: Pick<Plan, 'path' | 'query' | 'body' | 'form'>, t: Target, v: unknown) {
  if (t.where === 'path') base.path[t.path[0]] = v;
  else if (t.where === 'query') base.query[t.path[0]] = v;
  else {
    if (!base.body || typeof base.body !== 'object' || Array.isArray(base.body)) base.body = {};
    setIn(base.body as Record<string, any>, t.path, v);
  }
}

function describeValue(v: unknown): string {
  const s = v instanceof Raw ? `raw:${v.text}` : v instanceof Ref ? `ref:${v.kind}` : JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 60)}…(${s.length})` : s;
}

/** The operation's requests: at most `budget`, the same for the same seed. */
export function plans(op: Operation, kindOf: KindOf, budget: number, seed: number): Plan[] {
  const mine = preferred(op.access);
  const ts = targets(op);
  const role = fc.oneof({ weight: 7, arbitrary: fc.constant(mine) }, { weight: 1, arbitrary: fc.constantFrom(...ROLES) });
  const lang = fc.constantFrom<'zh' | 'en'>('zh', 'en');
  const out: Plan[] = [];
  const add = (p: Omit<Plan, 'op' | 'lang'>, l: 'zh' | 'en' = 'zh') => out.push({ op, lang: l, ...p });

  // every role with a valid request, each body schema of the route
  for (const r of ROLES) add({ role: r, ...validRequest(op, kindOf), what: 'valid' });
  for (let i = 1; i < op.bodies.length; i++) add({ role: mine, ...validRequest(op, kindOf, i), what: `valid body ${i}` });
  // every field: two edge values each, the rest valid
  ts.forEach((t, i) => {
    for (const v of fc.sample(edgeOf(t), { seed: seed + i, numRuns: 2 })) {
      const base = validRequest(op, kindOf);
      mutate(base, t, v);
      add({ role: mine, ...base, what: `${t.where}.${t.path.join('.')}=${describeValue(v)}` });
    }
  });
  // whole bodies and uploads
  const wholes = op.multipart ? [] : op.method === 'GET' || op.method === 'DELETE' ? BODIES.slice(0, 3) : BODIES;
  for (const b of wholes.length ? fc.sample(fc.constantFrom(...wholes), { seed, numRuns: Math.min(wholes.length, 6) }) : []) {
    add({ role: mine, ...validRequest(op, kindOf), body: b, what: `body=${describeValue(b)}` });
  }
  if (op.multipart) for (const f of FORMS) add({ role: mine, ...validRequest(op, kindOf), form: f, what: `form=${JSON.stringify(f.parts.map((p) => p.name))}${f.cut ? ' cut' : ''}` });

  // random mixtures: several fields at once, any role and language
  const rest = Math.max(0, budget - out.length);
  if (rest && ts.length) {
    const mixture = fc.record({
      role,
      lang,
      full: fc.boolean(),
      edits: fc.array(fc.integer({ min: 0, max: ts.length - 1 }).chain((i) => edgeOf(ts[i]).map((v) => [i, v] as const)), { minLength: 1, maxLength: 4 }),
    });
    for (const m of fc.sample(mixture, { seed: seed + 7919, numRuns: rest })) {
      const base = validRequest(op, kindOf, 0, m.full);
      for (const [i, v] of m.edits) mutate(base, ts[i], v);
      add({ role: m.role, ...base, what: m.edits.map(([i, v]) => `${ts[i].where}.${ts[i].path.join('.')}=${describeValue(v)}`).join(' ') }, m.lang);
    }
  }
  return out.slice(0, Math.max(budget, ROLES.length + ts.length * 2));
}

export type { Param };
