// The screen's columns: header labels and property schemas as the generic table reads them
// (renderers/table/columns.ts), plus each column's cell kind and options.
import type { JsonSchema } from '@shared/schema/compose';
import { columnsOf } from '../table/columns';
import type { CellSpec } from './config';
import type { CellColumn } from './cells';

export function resolveColumns(entity: string, schema: JsonSchema | undefined, specs: CellSpec[]): CellColumn[] {
  return specs.map((spec) => {
    const o = typeof spec === 'string' ? { key: spec } : spec;
    const { key, label, align, cell, ...opts } = o as { key: string; label?: string; align?: CellColumn['align']; cell?: string } & Record<string, unknown>;
    // the badge's tones are the cell's option; `badge` itself is the one format's name for them
    const [base] = columnsOf(entity, schema, [{ key, label, align }]);
    return { ...base, cell: cell ?? 'text', opts };
  });
}
