// A call as screen JSON names it (`{ "method": "GET", "path": "/api/x/{id}" }`; tests/api/screen-calls.test.ts
// checks each is a route the server has). Renderers send these instead of writing paths themselves:
// the path's `{name}`s are filled by the runtime's one helper (fillScreenParams), URI-encoded.
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { request, type Method, type RequestOptions } from '@runtime/http';
import { fillScreenParams } from '@runtime/screenParams';

export interface Call {
  method: Method;
  path: string;
}
export type Calls = Readonly<Record<string, Call>>;
type Values = Readonly<Record<string, string | number | null | undefined>>;

const isCall = (v: unknown): v is Call =>
  !!v && typeof v === 'object' && typeof (v as Call).method === 'string' && typeof (v as Call).path === 'string';

/** The call's path with `values` filled in (numbers as text; absent names stay as they are). */
export function callUrl(call: Call, values: Values = {}): string {
  const known = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
  return fillScreenParams(call.path, known);
}

/** Sends the call: `values` fill the path, `opts.params` is the query, `opts.body` the body (a FormData uploads). */
export function send<T = any>(call: Call | undefined, values?: Values, opts?: RequestOptions): Promise<T> {
  if (!isCall(call)) return Promise.reject(new Error('screen config: a call is missing'));
  return request<T>(call.method.toUpperCase() as Method, callUrl(call, values), opts);
}

/** The named calls of a screen config's object (entries that are not calls are left out). */
export function callsOf(v: unknown): Calls {
  if (!v || typeof v !== 'object') return {};
  return Object.fromEntries(Object.entries(v).filter(([, c]) => isCall(c))) as Calls;
}

const Context = createContext<Calls>({});

/** Hands a screen's calls to the components under it (nested providers add to the outer ones). */
export function CallsProvider({ calls, children }: { calls: Calls | undefined; children?: ReactNode }) {
  const outer = useContext(Context);
  const key = JSON.stringify(calls ?? {});
  const merged = useMemo(() => ({ ...outer, ...calls }), [outer, key]); // eslint-disable-line react-hooks/exhaustive-deps -- by content
  return createElement(Context.Provider, { value: merged }, children);
}

export const useCalls = (): Calls => useContext(Context);
