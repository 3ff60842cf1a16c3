// Table columns from an entity schema's `x-list` (or a screen's own list), labelled fields.<entity>.<prop>.
import type { JsonSchema } from '@shared/schema/compose';

export interface ColumnConfig {
  key: string;
  /** message key of the header; default fields.<entity>.<key> */
  label?: string;
  align?: 'left' | 'right' | 'center';
}
export type ColumnSpec = string | ColumnConfig;

export interface Column extends Required<Pick<ColumnConfig, 'key' | 'label'>> {
  align?: ColumnConfig['align'];
  schema?: JsonSchema;
}

export function columnsOf(entity: string, schema: JsonSchema | undefined, specs?: ColumnSpec[]): Column[] {
  const list: ColumnSpec[] = specs ?? schema?.['x-list'] ?? Object.keys(schema?.properties ?? {});
  return list.map((s) => {
    const c = typeof s === 'string' ? { key: s } : s;
    const prop = schema?.properties?.[c.key] as JsonSchema | undefined;
    const key = prop?.['x-key'] ?? `${entity}.${c.key}`;
    const numeric = prop?.type === 'integer' || prop?.type === 'number';
    return { key: c.key, label: c.label ?? `fields.${key}`, align: c.align ?? (numeric ? 'left' : undefined), schema: prop && { ...prop, 'x-key': key } };
  });
}
