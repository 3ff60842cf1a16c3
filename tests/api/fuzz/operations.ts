// The operations of the app's OpenAPI document as the fuzzer uses them: method, path template, who may
// call it, its path and query parameters and its body schema (references resolved).
import type { JsonSchema } from '../../../src/shared/schema/compose';

export interface Param {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

export interface Operation {
  key: string;
  method: string;
  /** OpenAPI template: /api/co/meeting/{id} */
  path: string;
  access: string;
  params: Param[];
  /** the JSON body's schemas (a route may take one of several) */
  bodies: JsonSchema[];
  multipart: boolean;
}

type Doc = { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, JsonSchema> } };

function resolve(doc: Doc, s: JsonSchema | undefined): JsonSchema[] {
  if (!s) return [];
  if (s.$ref) return [doc.components.schemas[String(s.$ref).split('/').pop()!]];
  if (s.anyOf) return s.anyOf.flatMap((x: JsonSchema) => resolve(doc, x));
  return [s];
}

export function operations(doc: Doc): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        access: typeof op['x-access'] === 'string' ? op['x-access'] : 'self',
        params: (op.parameters ?? []).map((p: Param) => ({ name: p.name, in: p.in, schema: p.schema ?? {} })),
        bodies: resolve(doc, content['application/json']?.schema),
        multipart: !!content['multipart/form-data'],
      });
    }
  }
  return out.sort((a, b) => order(a) - order(b) || a.key.localeCompare(b.key));
}

/**
 * Reads first, then writes, deletions and whatever ends a session last: a later operation should still
 * find the seeded objects and live tokens (the fuzzer seeds them again when it does not).
 */
function order(op: Operation): number {
  if (/logout|password|delete|status|disable/i.test(op.path)) return 3;
  if (op.method === 'DELETE') return 2;
  return op.method === 'GET' ? 0 : 1;
}
