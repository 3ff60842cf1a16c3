// Select filters whose options come from an endpoint (the finance list's meetings): one loader per
// such filter reports its options; the list hands the filled fields to the FilterBar.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataSource, type DataSource } from '@runtime/data';
import { getPath } from '@runtime/dotted';
import type { FilterField } from '../console';

export interface OptionsSource extends DataSource {
  /** fields of each answered item: its value and its label */
  value: string;
  label: string;
}
type Field = FilterField & { optionsSource?: OptionsSource };

function Loader({ name, source, onLoad }: { name: string; source: OptionsSource; onLoad: (name: string, o: FilterField['options']) => void }) {
  const ds = useDataSource(source);
  const list = ds.list as Record<string, unknown>[];
  useEffect(() => {
    onLoad(name, list.map((x) => ({ value: String(getPath(x, source.value) ?? ''), label: String(getPath(x, source.label) ?? '') })));
  }, [list, name, source.value, source.label, onLoad]);
  return null;
}

/** The fields with loaded options, and the loaders to render beside the bar. */
export function useFilterOptions(fields: Field[]) {
  const [loaded, setLoaded] = useState<Record<string, FilterField['options']>>({});
  const onLoad = useCallback((name: string, o: FilterField['options']) => setLoaded((s) => (JSON.stringify(s[name]) === JSON.stringify(o) ? s : { ...s, [name]: o })), []);
  const filled = useMemo(() => fields.map((f) => (f.optionsSource ? { ...f, options: [...(f.options ?? []), ...(loaded[f.name] ?? [])] } : f)), [fields, loaded]);
  const loaders = fields.filter((f) => f.optionsSource).map((f) => <Loader key={f.name} name={f.name} source={f.optionsSource!} onLoad={onLoad} />);
  return { fields: filled as FilterField[], loaders };
}
