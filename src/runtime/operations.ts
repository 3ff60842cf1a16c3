// The API's operations as the generated table has them (src/generated/openapi.gen.ts): method and path
// template by operationId, and matching a path against them. No import of http.ts: its rules use these.
import { OPERATIONS, type OperationId } from '../generated/openapi.gen';

export type { OperationId } from '../generated/openapi.gen';

export const apiMethod = (op: OperationId) => OPERATIONS[op][0];

/** An operation's path template, `{name}` where a parameter goes (data sources fill it as they fill theirs). */
export const apiTemplate = (op: OperationId): string => OPERATIONS[op][1];

const patterns = new Map<OperationId, RegExp>();
/** A filled path (no query) is one of the operation's. */
export function matchesOperation(path: string, op: OperationId): boolean {
  let re = patterns.get(op);
  if (!re) patterns.set(op, (re = new RegExp(`^${apiTemplate(op).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`)));
  return re.test(path);
}

/** The operation's area, its template's first two segments: every path under it is the area's. */
export function areaOf(op: OperationId): string {
  return apiTemplate(op).split('/').slice(0, 3).join('/');
}

export const inArea = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/** The operation a method and path template (`:id` or `{id}`) name, if the document has it. */
export function operationOf(method: string, template: string): OperationId | undefined {
  const norm = (p: string) => p.replace(/\?.*$/, '').replace(/:(\w+)/g, '{$1}').replace(/\{\w+\}/g, '{}');
  const t = norm(template);
  return (Object.keys(OPERATIONS) as OperationId[]).find((k) => OPERATIONS[k][0] === method && norm(OPERATIONS[k][1]) === t);
}
