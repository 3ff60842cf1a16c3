// An entity's `x-list`: the columns, filters, order and page size of its lists. A plain list is its
// columns; `{ columns, filters, sort, page }` says more. Tables read it for what a screen leaves out
// (renderers/table/listSpec.ts), a list query is composed from it (`x-list-of`, compose.ts) and the
// server pages with it (server/db/paged-list.ts), so the three agree.
import type { JsonSchema } from './compose';

export type ColumnRef = string | { key: string; [opt: string]: unknown };
export interface FilterRef {
  name: string;
  kind: 'search' | 'select' | 'date' | 'dateRange';
  label?: unknown;
  [opt: string]: unknown;
}
export interface SortSpec {
  key: string;
  dir?: 'asc' | 'desc';
}
/** a server-paged list's page size and the most one page may hold */
export interface PageSpec {
  size: number;
  max: number;
}
export interface ListDefaults {
  columns?: ColumnRef[];
  filters?: FilterRef[];
  sort?: SortSpec;
  page?: PageSpec;
}

/** An entity's `x-list` as columns, filters, sort and page (a plain list is its columns). */
export function listOf(schema: JsonSchema | undefined): ListDefaults {
  const x = schema?.['x-list'];
  if (Array.isArray(x)) return { columns: x };
  return x && typeof x === 'object' ? (x as ListDefaults) : {};
}

/**
 * The query properties an entity's list takes (`x-list-of`): each select filter is its property
 * (`x-from`, '' for none), and page and size are bounded by x-list's page.
 */
export function listQueryProperties(id: string, schema: JsonSchema | undefined): Record<string, JsonSchema> {
  const x = listOf(schema);
  if (!x.page) throw new Error(`x-list-of: ${id} has no x-list page`);
  const out: Record<string, JsonSchema> = {};
  for (const f of x.filters ?? []) if (f.kind === 'select') out[f.name] = { 'x-from': `${id}.${f.name}`, 'x-enum-add': [''] };
  out.page = { type: 'integer', minimum: 1, maximum: 100000, default: 1, 'x-key': 'page.page' };
  out.size = { type: 'integer', minimum: 1, maximum: x.page.max, default: x.page.size, 'x-key': 'page.size' };
  return out;
}
