// The one table-config format every table screen uses (admin-list, crud-table, table): `columns`,
// `filters`, `sort` and row actions, and its defaults from the entity: a screen that gives no columns,
// filters or sort takes its entity's `x-list` — a list of columns, or `{ columns, filters, sort }` (shared/schema/list.ts) —
// so a property added to x-list shows in every table of the entity with no screen edit.
import type { JsonSchema } from '@shared/schema/compose';
import { listOf, type FilterRef, type SortSpec } from '@shared/schema/list';

export { listOf };
export type { ColumnRef, FilterRef, SortSpec, ListDefaults } from '@shared/schema/list';

/** A filter of x-list completed as a screen's would be: labelled by its property, a select's choices its enum. */
function filterOf(entity: string, schema: JsonSchema | undefined, f: FilterRef): FilterRef {
  const p = schema?.properties?.[f.name] as JsonSchema | undefined;
  return {
    ...f,
    label: f.label ?? { t: `fields.${p?.['x-key'] ?? `${entity}.${f.name}`}` },
    ...(f.kind === 'select' && !f.options && !f.optionsSource && Array.isArray(p?.enum) ? { options: 'enum' } : {}),
  };
}

/** The screen's columns, filters and sort, each the entity's x-list's where the screen gives none. */
export function withListDefaults<T extends { columns?: unknown[]; filters?: unknown[]; sort?: SortSpec }>(entity: string, schema: JsonSchema | undefined, c: T): T {
  const d = listOf(schema);
  return {
    ...c,
    columns: c.columns ?? d.columns,
    filters: c.filters ?? d.filters?.map((f) => filterOf(entity, schema, f)),
    sort: c.sort ?? d.sort,
  };
}

const compare = (a: unknown, b: unknown) => {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN');
};

/** Rows in the declared order (client paging only: a server-paged list comes in the server's order); empty values last. */
export function sortRows<R extends Record<string, unknown>>(rows: R[], sort: SortSpec | undefined): R[] {
  if (!sort) return rows;
  const sign = sort.dir === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const c = compare(a[sort.key], b[sort.key]);
    return c && (a[sort.key] == null || b[sort.key] == null || a[sort.key] === '' || b[sort.key] === '') ? c : sign * c;
  });
}
