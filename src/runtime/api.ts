// The typed client: every call names its operation by the OpenAPI document's operationId, and the
// generated types (src/generated/openapi.gen.ts, `npm run gen`) check its path parameters, query, body and
// answer, so client and server cannot drift. It sends through http.ts: auth headers, 401 handling and
// error messages stay as they are.
import { OPERATIONS, type OperationId, type Operations } from '../generated/openapi.gen';
import { request, type RequestOptions } from './http';
import { apiTemplate } from './operations';

export { apiMethod, apiTemplate, operationOf } from './operations';

export type { OperationId } from '../generated/openapi.gen';
export type DataOf<K extends OperationId> = Operations[K]['data'];
export type BodyOf<K extends OperationId> = Operations[K]['body'];

type Named<K extends OperationId> = Operations[K]['params'];
type Call<K extends OperationId> = { query?: Operations[K]['query'] | Record<string, unknown>; body?: BodyOf<K> } & (keyof Named<K> extends never ? { params?: undefined } : { params: Named<K> });
/** the call's arguments: required when the path has parameters */
type Args<K extends OperationId> = keyof Named<K> extends never ? [call?: Call<K>, opts?: RequestOptions] : [call: Call<K>, opts?: RequestOptions];

/** An operation's path with its parameters filled, URI-encoded: for links and images too. */
export function apiPath<K extends OperationId>(op: K, params: Named<K> | Record<string, string | number>): string {
  const values = params as Record<string, string | number>;
  return apiTemplate(op).replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined || values[name] === '') throw new Error(`${op}: path parameter ${name} missing`);
    return encodeURIComponent(String(values[name]));
  });
}

/** Calls an operation; resolves to its answer's `data` (a Blob for a file). */
export function api<K extends OperationId>(op: K, ...[call, opts]: Args<K>): Promise<DataOf<K>> {
  const [method, , file] = OPERATIONS[op] as readonly [string, string, true?];
  const c = (call ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  return request(method as 'GET', apiPath(op, c.params ?? {}), { ...opts, params: c.query as RequestOptions['params'], body: c.body, ...(file ? { responseType: 'blob' as const } : {}) });
}
