// Select filters whose options come from an endpoint (the finance list's meetings): one loader per
// such filter reports its options; the list hands the filled fields to the FilterBar. `options:
// "enum"` takes them from the row schema's enum of that field with its value labels (the registration
// states), less the values in `omit`, so a new state needs no screen edit.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataSource, type DataSource } from '@runtime/data';
import { getPath } from '@runtime/dotted';
import type { JsonSchema } from '@shared/schema/compose';
import type { FilterField } from '../console/FilterBar';

export interface OptionsSource extends DataSource {
  /** fields of each answered item: its value and its label */
  value: string;
  label: string;
}
type Field = Omit<FilterField, 'options'> & { options?: FilterField['options'] | 'enum'; omit?: string[]; optionsSource?: OptionsSource };

/** The choices of an `options: "enum"` filter: the row schema's enum of the field, labelled form.enum.<x-key>.<value>. */
export function enumOptions(f: Field, schema: JsonSchema | undefined): NonNullable<FilterField['options']> {
  const p = schema?.properties?.[f.name] as JsonSchema | undefined;
  const values = (Array.isArray(p?.enum) ? p.enum : []).filter((v: unknown) => v !== '' && v !== null && !f.omit?.includes(String(v)));
  return values.map((v: unknown) => ({ value: String(v), label: { t: `form.enum.${p?.['x-key']}.${String(v)}` } }));
}

function Loader({ name, source, onLoad }: { name: string; source: OptionsSource; onLoad: (name: string, o: FilterField['options']) => void }) {
  const ds = useDataSource(source);
  const list = ds.list as Record<string, unknown>[];
  useEffect(() => {
    onLoad(name, list.map((x) => ({ value: String(getPath(x, source.value) ?? ''), label: String(getPath(x, source.label) ?? '') })));
  }, [list, name, source.value, source.label, onLoad]);
  return null;
}

/** The fields with loaded options, and the loaders to render beside the bar. */
export function useFilterOptions(fields: Field[], schema?: JsonSchema) {
  const [loaded, setLoaded] = useState<Record<string, FilterField['options']>>({});
  const onLoad = useCallback((name: string, o: FilterField['options']) => setLoaded((s) => (JSON.stringify(s[name]) === JSON.stringify(o) ? s : { ...s, [name]: o })), []);
  const filled = useMemo(() => fields.map((f) => {
    const own = f.options === 'enum' ? enumOptions(f, schema) : f.options ?? [];
    return { ...f, options: f.optionsSource ? [...own, ...(loaded[f.name] ?? [])] : own };
  }), [fields, loaded, schema]);
  const loaders = fields.filter((f) => f.optionsSource).map((f) => <Loader key={f.name} name={f.name} source={f.optionsSource!} onLoad={onLoad} />);
  return { fields: filled as FilterField[], loaders };
}
