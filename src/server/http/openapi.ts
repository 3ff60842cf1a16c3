// The OpenAPI document, built from the declared routes and the same schemas that validate them: each
// operation's id, its answer's `data` from the entity schemas (openapi-answer.ts), the error statuses it
// can answer, files and multipart forms as what they are. scripts/gen.ts types the runtime's client from it.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../../shared/schema/compose';
import { routeTable, type RouteDef } from './route';
import { PATH_PARAMS } from './input-gate';
import { withBounds } from '../../shared/schema/bounds';
import { answerSchema, refTo } from './openapi-answer';

const pascal = (s: string) => s.replace(/(^|[-_.])(\w)/g, (_, __, c: string) => c.toUpperCase());

/** `GET /api/co/meeting/:id/info` → getCoMeetingByIdInfo: stable while the route is (a test keeps them unique). */
export function operationIdOf(r: Pick<RouteDef, 'method' | 'url' | 'operationId'>): string {
  if (r.operationId) return r.operationId;
  const words = r.url.replace(/^\/api\//, '').split('/').filter(Boolean).map((seg) => (seg.startsWith(':') ? `By${pascal(seg.slice(1))}` : pascal(seg)));
  return r.method.toLowerCase() + words.join('');
}

const ERRORS: Record<number, string> = {
  400: 'validation failed: message and errors[] (path, message) in the caller’s language',
  401: 'no, expired, revoked or forged token',
  403: 'role or owner not allowed',
  404: 'no such object, or not the caller’s',
  409: 'refused by the object’s state: taken, already done, or changed meanwhile',
  413: 'the upload is larger than the route takes',
  415: 'the upload’s type (read from its content) is not one the route takes',
  429: 'too many tries: the message says how long to wait',
};

/** The statuses a route can answer besides 200: derived from its declaration, plus those it declares. */
export function errorStatuses(r: RouteDef): number[] {
  const out = new Set<number>(r.errors ?? []);
  const params = /:\w+/.test(r.url);
  if (r.body || r.query || r.checkedBody || r.multipart || params) out.add(400);
  if (r.access !== 'public') [401, 403].forEach((s) => out.add(s));
  // a path parameter names what the route looks up
  if (params) out.add(404);
  if (r.multipart) [413, 415].forEach((s) => out.add(s));
  return [...out].sort();
}

/** JSON Schema as OpenAPI 3.1 takes it: our x- annotations stay (they are allowed), private fields go; a bare `$ref: "id"` points into components. */
function clean(s: JsonSchema, wanted: Set<string>): JsonSchema {
  const out: JsonSchema = Array.isArray(s) ? [...s] : { ...s };
  delete out.$id;
  if (out.properties) out.properties = Object.fromEntries(Object.entries<JsonSchema>(out.properties).filter(([, p]) => !p['x-private']));
  for (const [k, v] of Object.entries(out)) {
    if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) {
      wanted.add(v);
      out.$ref = refTo(v).$ref;
    } else if (v && typeof v === 'object' && !k.startsWith('x-')) out[k] = clean(v, wanted);
  }
  return out;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function requestBody(r: RouteDef) {
  if (r.multipart) {
    const file = { type: 'string', format: 'binary' };
    const properties = Object.fromEntries([
      ...r.multipart.files.map((f) => [f, r.multipart!.many ? { anyOf: [file, { type: 'array', items: file }] } : file]),
      ...Object.entries(r.multipart.fields ?? {}).map(([f, description]) => [f, { type: 'string', description }]),
    ]);
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
  }
  const bodies = [r.body ?? r.checkedBody ?? []].flat().map(refTo);
  if (!bodies.length) return undefined;
  return { required: true, content: json(bodies.length === 1 ? bodies[0] : { anyOf: bodies }) };
}

/** A route answering with a redirect: where to, in the Location header. */
const redirect = (to: string) => ({ description: `redirect: ${to}`, headers: { Location: { description: to, schema: { type: 'string' } } } });

function answer(r: RouteDef, isEntity: (id: string) => boolean) {
  if (r.file) {
    const content = Object.fromEntries(r.file.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]));
    return { description: r.answer ?? 'the file', content };
  }
  const data = answerSchema(r.answer, isEntity);
  const schema = { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: { type: 'string' }, data } };
  return { description: r.answer && r.answer !== '-' ? `data: ${r.answer}` : 'ok', content: json(schema) };
}

/** An entity as answered: with what its list rows compute beside its properties (`x-row.computed`, read-only). */
function answered(s: JsonSchema): JsonSchema {
  const computed = s['x-row']?.computed as Record<string, JsonSchema> | undefined;
  if (!computed) return s;
  return { ...s, properties: { ...s.properties, ...Object.fromEntries(Object.entries(computed).map(([k, p]) => [k, { ...p, readOnly: true }])) } };
}

export function buildOpenApi(app: FastifyInstance) {
  const { composed, entities } = app.ctx.schemas;
  const isEntity = (id: string) => !!entities[id] && !entities[id]['x-private-entity'];
  const paths: Record<string, Record<string, unknown>> = {};
  const wanted = new Set<string>();
  for (const r of routeTable.get(app) ?? []) {
    const url = r.url.replace(/:(\w+)/g, '{$1}');
    // every path parameter's schema, by name (schemas/api/path-params.json): ids show their integer range
    const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: composed[PATH_PARAMS].properties[m[1]] }));
    const query = r.query
      ? Object.entries<JsonSchema>(composed[r.query].properties ?? {}).map(([name, schema]) => ({ name, in: 'query', schema }))
      : [];
    const errors = Object.fromEntries(errorStatuses(r).map((s) => [s, { description: ERRORS[s] ?? 'refused', content: json(refTo('Error')) }]));
    const op: Record<string, unknown> = {
      operationId: operationIdOf(r),
      summary: r.summary,
      tags: r.tags,
      'x-access': r.access,
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      parameters: [...params, ...query],
      responses: { ...(r.redirect ? { 302: redirect(r.redirect) } : { 200: answer(r, isEntity) }), ...errors },
    };
    const body = requestBody(r);
    if (body) op.requestBody = body;
    for (const id of [r.body ?? [], r.query ?? [], r.checkedBody ?? []].flat()) wanted.add(id);
    (paths[url] ??= {})[r.method.toLowerCase()] = op;
  }
  const schemas: Record<string, JsonSchema> = {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'integer' },
        message: { type: 'string', description: 'in the caller’s language (Accept-Language)' },
        errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
        messages: { type: 'object', properties: { zh: { type: 'string' }, en: { type: 'string' } } },
      },
    },
  };
  // with the bounds every number has (shared/schema/bounds.ts)
  for (const [id, s] of Object.entries(entities)) if (isEntity(id)) schemas[id] = clean(withBounds(answered(structuredClone(s))), wanted);
  // request schemas, and those they point at
  for (const id of wanted) if (!schemas[id]) schemas[id] = clean(composed[id], wanted);
  return {
    openapi: '3.1.0',
    info: { title: 'Conflow API', version: '0.1.0', description: 'Generated from schemas/ and the declared routes.' },
    servers: [{ url: '/', description: 'the server this document came from' }],
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
