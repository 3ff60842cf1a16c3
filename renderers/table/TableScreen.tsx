// Screen kind "table": a titled, read-only SchemaTable bound to the screen's data source. Its config is the
// one table format (listSpec.ts) without filters or row actions: `columns` and `sort`, each the entity's
// x-list's where the screen gives none.
import { useMemo } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { getSchema } from '@runtime/schemas';
import type { JsonSchema } from '@shared/schema/compose';
import { SchemaTable } from './SchemaTable';
import { withListDefaults } from './listSpec';

const column = z.union([z.string(), z.object({ key: z.string(), label: z.string().optional(), align: z.enum(['left', 'right', 'center']).optional() })]);

export const tableScreenSchema = z.looseObject({
  kind: z.literal('table'),
  title: z.string().optional(),
  entity: z.string(),
  source: z.looseObject({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).optional(), path: z.string() }),
  columns: z.array(column).optional(),
  /** the rows' order (client paging); none: x-list's */
  sort: z.object({ key: z.string(), dir: z.enum(['asc', 'desc']).optional() }).optional(),
  rowKey: z.string().optional(),
  pagination: z.object({
    mode: z.enum(['client', 'server']).optional(),
    pageSize: z.number().int().positive().optional(),
    pageParam: z.string().optional(),
    sizeParam: z.string().optional(),
    base: z.union([z.literal(0), z.literal(1)]).optional(),
  }).optional(),
  texts: z.object({ loading: z.string().optional(), empty: z.string().optional(), error: z.string().optional() }).optional(),
});
export type TableScreenConfig = z.infer<typeof tableScreenSchema>;

export function TableScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const parsed = useMemo(() => tableScreenSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  const c = withListDefaults(parsed.data.entity, getSchema(parsed.data.entity) as JsonSchema | undefined, parsed.data);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6">
      {c.title && <h1 className="mb-4 text-xl font-semibold text-gray-900 dark:text-gray-100">{t(c.title)}</h1>}
      <SchemaTable entity={c.entity} source={c.source as never} columns={c.columns as never} sort={c.sort} rowKey={c.rowKey} pagination={c.pagination} texts={c.texts} />
    </section>
  );
}

export default TableScreen;
