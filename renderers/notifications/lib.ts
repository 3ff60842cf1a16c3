// Small helpers shared by the notification views: enum options for filters, calls named in a
// screen config, and badge colours.
import type { FilterField } from '../console/FilterBar';
import { fillPath } from '@runtime/data';
import { http } from '@runtime/http';
import { getSchema } from '@runtime/schemas';
import type { Call, FilterConfig } from './config';

/** An entity property's enum as select options, labelled like the tables label it. */
export function enumOptions(ref: string): { value: string; label: { t: string } }[] {
  const [entity, prop] = ref.split('.');
  const values = (getSchema(entity)?.properties?.[prop]?.enum ?? []) as string[];
  return values.map((v) => ({ value: v, label: { t: `form.enum.${entity}.${prop}.${v}` } }));
}

export function filterFields(filters: FilterConfig[]): FilterField[] {
  return filters.map(({ optionsFrom, ...f }) => ({ ...f, options: optionsFrom ? enumOptions(optionsFrom) : undefined }));
}

/** Query params without the empty ones (a cleared filter is no filter). */
export function cleanParams(p: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** Runs a call of the screen config with `:name` path parameters filled from `params`. */
export function run<T = unknown>(c: Call, params: Record<string, unknown>, body?: unknown): Promise<T> {
  const f = fillPath(c.path, params);
  if (!f) throw new Error(`missing a path parameter of ${c.path}`);
  return http.request<T>(c.method, f.path, c.method === 'GET' || c.method === 'DELETE' ? { params: f.rest } : { body });
}

export const TONE_BADGE: Record<string, string> = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200 dark:bg-brand-500/15 dark:text-brand-100 dark:ring-brand-500/30',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-500/30',
  amber: 'bg-amber-50 text-amber-700 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-500/30',
  rose: 'bg-rose-50 text-rose-700 ring-rose-200 dark:bg-rose-500/15 dark:text-rose-300 dark:ring-rose-500/30',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
};

export const badgeCls = (tone = 'slate') => `inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE_BADGE[tone] ?? TONE_BADGE.slate}`;
