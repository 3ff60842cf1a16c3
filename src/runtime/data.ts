// Data sources: a screen names its endpoint; this turns it into an SWR hook. Keys are
// [method, path with :params filled, remaining params], so mutateSource can match by path.
// mutateSource/optimistic act on SWR's default cache: do not give <SWRConfig> a custom provider.
import useSWR, { mutate as globalMutate, type SWRConfiguration } from 'swr';
import { produce, type Draft } from 'immer';
import { request, type Method } from './http';
import { firstPath, getPath } from './dotted';
import { fillScreenParams, useScreenParams } from './screenParams';
import { apiMethod, apiTemplate, operationOf, type OperationId } from './operations';

export interface DataSource {
  method?: Method;
  path: string;
  params?: Record<string, unknown>;
  /** dotted path of the rows in the answer (`content`, `data.list`); guessed when absent */
  listPath?: string;
  totalPath?: string;
  pagePath?: string;
}

export type SourceKey = readonly [Method, string, Record<string, unknown>];

/** A data source for an operation of the typed client (api.ts): its method and path template, `{name}` filled from params. */
export function apiSource(op: OperationId, rest: Omit<DataSource, 'path' | 'method'> = {}): DataSource {
  return { method: apiMethod(op), path: apiTemplate(op), ...rest };
}

/** Sources named in screen JSON by path: one the API does not declare is reported once (development). */
const reported = new Set<string>();
function checkDeclared(source: DataSource) {
  const id = `${source.method ?? 'GET'} ${source.path}`;
  if (reported.has(id) || !source.path.startsWith('/')) return;
  reported.add(id);
  // a screen's path arrives with its route's ids filled in (withScreenParams): a number segment stands for a parameter
  if (!operationOf(source.method ?? 'GET', source.path.replace(/\/\d+(?=[/?]|$)/g, '/{id}'))) console.warn(`data source ${id} is no operation of the OpenAPI document`);
}

const LIST_GUESSES = ['content', 'list', 'items', 'records', 'rows', 'meetings', 'data'];
const TOTAL_GUESSES = ['totalElements', 'total', 'totalItems', 'totalCount', 'count'];
const PAGE_GUESSES = ['currentPage', 'page', 'number', 'pageNumber'];

/** Fill `:name` (or `{name}`) from params; the rest stays as query/body. null when one is missing. */
export function fillPath(path: string, params: Record<string, unknown> = {}): { path: string; rest: Record<string, unknown> } | null {
  const rest = { ...params };
  let missing = false;
  const filled = path.replace(/:(\w+)|\{(\w+)\}/g, (_, a: string | undefined, b: string | undefined) => {
    const name = (a ?? b)!;
    const v = rest[name];
    delete rest[name];
    if (v === undefined || v === null || v === '') missing = true;
    return encodeURIComponent(String(v));
  });
  return missing ? null : { path: filled, rest };
}

/** The SWR key of a source with params, or null (no fetch) while a path param is missing. */
export function sourceKey(source: DataSource | null | undefined, params?: Record<string, unknown>): SourceKey | null {
  if (!source) return null;
  const merged = { ...source.params, ...params };
  const f = fillPath(source.path, merged);
  if (!f) return null;
  const rest = Object.fromEntries(Object.entries(f.rest).filter(([, v]) => v !== undefined));
  return [source.method ?? 'GET', f.path, rest] as const;
}

export function fetchKey([method, path, params]: SourceKey): Promise<unknown> {
  return method === 'GET' || method === 'DELETE' ? request(method, path, { params }) : request(method, path, { body: params });
}

export function readList(answer: unknown, source: Pick<DataSource, 'listPath' | 'totalPath' | 'pagePath'>) {
  const raw = source.listPath ? getPath(answer, source.listPath) : Array.isArray(answer) ? answer : firstPath(answer, LIST_GUESSES);
  const list = Array.isArray(raw) ? raw : Array.isArray(getPath(raw, 'content')) ? (getPath(raw, 'content') as unknown[]) : [];
  const totalRaw = source.totalPath ? getPath(answer, source.totalPath) : firstPath(answer, TOTAL_GUESSES);
  const pageRaw = source.pagePath ? getPath(answer, source.pagePath) : firstPath(answer, PAGE_GUESSES);
  const total = Number.isFinite(Number(totalRaw)) && totalRaw !== null ? Number(totalRaw) : list.length;
  return { list, total, page: pageRaw == null ? undefined : Number(pageRaw) };
}

export function useDataSource<T = any>(source: DataSource | null | undefined, params?: Record<string, unknown>, config?: SWRConfiguration) {
  // a nested screen's `{meetingId}` (and other route-given names) filled first; see screenParams.ts
  const screenParams = useScreenParams();
  if (source && import.meta.env?.DEV) checkDeclared(source);
  const key = sourceKey(source && { ...source, path: fillScreenParams(source.path, screenParams) }, params);
  const swr = useSWR(key, fetchKey, { keepPreviousData: true, ...config });
  const { list, total, page } = readList(swr.data, source ?? { path: '' });
  return {
    key,
    data: swr.data as any,
    list: list as T[],
    total,
    page,
    error: swr.error as import('./http').ApiError | undefined,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}

const isSourceKey = (k: unknown): k is SourceKey => Array.isArray(k) && k.length === 3 && typeof k[1] === 'string';

/** Revalidate every cached source whose path starts with `pathPrefix` (a filled apiPath, or a prefix of one). */
export function mutateSource(pathPrefix: string): Promise<unknown[]> {
  const prefix = pathPrefix.replace(/\?.*$/, '');
  return globalMutate((k) => isSourceKey(k) && k[1].startsWith(prefix), undefined, { revalidate: true });
}

/**
 * Optimistic update of one cached answer with an immer recipe. With `action`, the change shows at
 * once, the call runs, and the cache is rolled back if it fails, then revalidated.
 */
export async function optimistic<T>(key: SourceKey | null, recipe: (draft: Draft<T>) => void, action?: () => Promise<unknown>) {
  if (!key) return;
  const apply = (cur: T | undefined) => (cur === undefined ? cur : produce(cur, recipe));
  if (!action) return globalMutate<T>(key, apply, { revalidate: false });
  return globalMutate<T>(key, async (cur) => (await action(), cur), {
    optimisticData: (cur) => apply(cur) as T,
    rollbackOnError: true,
    populateCache: false,
    revalidate: true,
  });
}
