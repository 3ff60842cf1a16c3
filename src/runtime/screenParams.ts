// Values a route hands to the screens nested inside it (the meeting settings shell gives its
// `:id` as `meetingId`). A screen's JSON names them as `{meetingId}` in any string (request paths,
// link targets); the data sources and the admin-list fill them in. Names not given stay as they are,
// so a row's `{id}` is still filled later from the row, and message texts' `{{x}}` are never touched.
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';

export type ScreenParams = Readonly<Record<string, string>>;

const Context = createContext<ScreenParams>({});

/** Nested providers add to (and override) the outer ones' values. */
export function ScreenParamsProvider({ value, children }: { value: ScreenParams; children?: ReactNode }) {
  const outer = useContext(Context);
  const key = JSON.stringify(value);
  // keyed by content: a new object with the same values keeps the old one (no refetch, no remount)
  const merged = useMemo(() => ({ ...outer, ...value }), [outer, key]);
  return createElement(Context.Provider, { value: merged }, children);
}

export const useScreenParams = (): ScreenParams => useContext(Context);

const SINGLE = /(?<!\{)\{(\w+)\}(?!\})/g;

/** A path template (`…/hotels/meeting/{meetingId}`) with the known names filled (URI-encoded); others kept. */
export function fillScreenParams(text: string, params: ScreenParams): string {
  if (!text.includes('{')) return text;
  return text.replace(SINGLE, (whole, name: string) => (name in params ? encodeURIComponent(params[name]) : whole));
}

/** A whole screen config with every string's known `{name}` filled (a new object only where changed). */
export function withScreenParams<T>(value: T, params: ScreenParams): T {
  if (!Object.keys(params).length) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fillScreenParams(v, params);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** Route params mapped to screen params by a route entry's `params` (`{ meetingId: 'id' }`). */
export function mapRouteParams(map: Record<string, string> | undefined, route: Record<string, string | undefined>): ScreenParams {
  const out: Record<string, string> = {};
  for (const [name, from] of Object.entries(map ?? {})) if (route[from] !== undefined) out[name] = route[from]!;
  return out;
}
