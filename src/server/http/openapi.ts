// The OpenAPI document, built from the declared routes and the same schemas that validate them.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../../shared/schema/compose';
import { routeTable } from './route';
import { PATH_PARAMS } from './input-gate';
import { withBounds } from '../../shared/schema/bounds';

/** JSON Schema as OpenAPI 3.1 takes it: our x- annotations stay (they are allowed), private fields go. */
function clean(s: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...s };
  delete out.$id;
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries<JsonSchema>(out.properties).filter(([, p]) => !p['x-private']));
  }
  return out;
}

export function buildOpenApi(app: FastifyInstance) {
  const { composed, entities } = app.ctx.schemas;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routeTable.get(app) ?? []) {
    const url = r.url.replace(/:(\w+)/g, '{$1}');
    // every path parameter's schema, by name (schemas/api/path-params.json): ids show their integer range
    const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: composed[PATH_PARAMS].properties[m[1]] }));
    const query = r.query
      ? Object.entries<JsonSchema>(composed[r.query].properties ?? {}).map(([name, schema]) => ({ name, in: 'query', schema }))
      : [];
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: r.tags,
      'x-access': r.access,
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      parameters: [...params, ...query],
      responses: {
        200: { description: r.answer ? `data: ${r.answer}` : 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Answer' } } } },
        ...(r.body ? { 400: { description: 'validation failed: message and errors[] in the caller’s language' } } : {}),
        ...(r.access !== 'public' ? { 401: { description: 'no, expired, revoked or forged token' }, 403: { description: 'role or owner not allowed' } } : {}),
      },
    };
    const bodies = [r.body ?? []].flat().map((id) => ({ $ref: `#/components/schemas/${id}` }));
    if (bodies.length) op.requestBody = { required: true, content: { 'application/json': { schema: bodies.length === 1 ? bodies[0] : { anyOf: bodies } } } };
    if (r.multipart) op.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { avatar: { type: 'string', format: 'binary' } } } } } };
    (paths[url] ??= {})[r.method.toLowerCase()] = op;
  }
  const schemas: Record<string, JsonSchema> = {
    Answer: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} } },
  };
  // with the bounds every number has (shared/schema/bounds.ts)
  for (const [id, s] of Object.entries(entities)) if (!s['x-private-entity']) schemas[id] = clean(withBounds(structuredClone(s)));
  for (const r of routeTable.get(app) ?? []) for (const id of [r.body ?? [], r.query ?? []].flat()) if (id) schemas[id] = clean(composed[id]);
  return {
    openapi: '3.1.0',
    info: { title: 'Conflow API', version: '0.1.0', description: 'Generated from schemas/ and the declared routes.' },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
