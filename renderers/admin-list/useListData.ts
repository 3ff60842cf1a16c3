// The list's rows for the current filters and page: the search source while its filter has a
// value, the page parameters in server mode, and the error text chosen by HTTP status.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataSource, type DataSource } from '@runtime/data';
import { getPath } from '@runtime/dotted';
import { toast } from '@runtime/toast';
import type { AdminListConfig } from './config';
import { sortRows } from '../table/listSpec';

export interface ColumnSort { key: string; dir: 'asc' | 'desc' }

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.every((x) => !x));

/** Filter values as query parameters: empty ones dropped, a [start, end] pair as two names. */
export function filterParams(filters: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filters)) if (filled(v)) out[k] = v;
  return out;
}

/** `sort`: a column the server sorts by (config serverSort), asked with its parameters. */
export function useListData(c: AdminListConfig, filters: Record<string, unknown>, page: number, chosenSize?: number, sort?: ColumnSort | null) {
  const { t } = useTranslation();
  const size = chosenSize ?? c.pagination?.pageSize ?? c.pagination?.sizes?.[0] ?? 10;
  const server = c.pagination?.mode === 'server';
  const search = c.searchSource && filled(filters[c.searchSource.when]) ? c.searchSource : null;
  const source = (search ?? c.source) as DataSource;
  const params = useMemo(() => {
    const p = filterParams(filters);
    if (server) Object.assign(p, { page: page - 1 + (c.pagination?.base ?? 0), size });
    if (server && sort && c.serverSort) Object.assign(p, { [c.serverSort.param]: sort.key, [c.serverSort.order]: sort.dir });
    return p;
  }, [filters, server, page, size, c.pagination?.base, sort, c.serverSort]);
  const ds = useDataSource(source, params);
  const listed = ds.list as Record<string, unknown>[];
  const all = useMemo(() => (server ? listed : sortRows(listed, c.sort)), [listed, server, c.sort]);
  const total = server ? ds.total : all.length;
  const current = server ? page : Math.min(page, Math.max(1, Math.ceil(total / size))); // a delete may empty the last page
  const rows = server ? all : all.slice((current - 1) * size, current * size);
  const status = ds.error ? ('error' as const) : ds.isLoading && !all.length ? ('loading' as const) : !rows.length ? ('empty' as const) : null;
  let errorText: string | undefined;
  if (ds.error) {
    const errs = { ...c.errors, ...(search?.errors as Record<string, string> | undefined) };
    const key = errs[String(ds.error.status)] ?? errs.default;
    errorText = key ? t(key, { message: ds.error.message }) : ds.error.message;
  }
  // an answer with no list where the screen reads one cannot be shown: said so, not drawn as "no data"
  const misshapen = !ds.error && ds.data !== undefined && !!source.listPath && !Array.isArray(getPath(ds.data, source.listPath)) && !!c.texts?.shapeFailed;
  if (misshapen) errorText = t(c.texts!.shapeFailed!);
  // nothing at all without a filter: a warning once (the payment review's 未找到用户数据…)
  const warned = useRef(false);
  const unfiltered = Object.keys(filterParams(filters)).length === 0;
  useEffect(() => {
    if (c.texts?.emptyWarning && status === 'empty' && unfiltered && !ds.isValidating && !warned.current) {
      warned.current = true;
      toast.warning(t(c.texts.emptyWarning));
    }
  }, [c.texts?.emptyWarning, status, unfiltered, ds.isValidating, t]);
  const failed = !!ds.error || misshapen;
  return { all: failed ? [] : all, rows: failed ? [] : rows, total: failed ? 0 : total, page: current, size, status: misshapen ? ('error' as const) : status, errorText, sourcePath: source.path, mutate: ds.mutate };
}
