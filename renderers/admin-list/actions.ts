// Runs a declared action: an optional confirmation, the request (one call, or one per selected
// row), the success toast and a refresh. Failures carry the configured text and the server's reason.
import type { TFunction } from 'i18next';
import { ApiError, http } from '@runtime/http';
import { getUser } from '@runtime/auth';
import { toast } from '@runtime/toast';
import { confirm } from '../console/confirmStore';
import type { Text } from '../console/types';
import type { ActionSpec } from './config';

type Row = Record<string, unknown>;
type Values = Record<string, unknown>;

export interface RunContext {
  t: TFunction;
  tx: (v: Text | undefined, params?: Record<string, unknown>) => string;
  rows: Row[];
  rowKey: string;
  values?: Values;
  /** interpolated into the confirmation and toasts: the row's fields, a count, value labels */
  params?: Record<string, unknown>;
  refresh: () => Promise<unknown>;
}

const withParams = (v: Text, params?: Record<string, unknown>): Text => (typeof v === 'string' ? v : { ...v, params: { ...v.params, ...params } });

/** `/api/x/{id}/y` with the row's fields filled in (URI-encoded). */
export const fillPath = (path: string, row: Row) => path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(row[k] ?? '')));

/** The configured failure text with the server's reason, as an ApiError that keeps field errors. */
export function failure(ctx: RunContext, a: ActionSpec, err: unknown): ApiError {
  const reason = err instanceof Error ? err.message : '';
  const api0 = err instanceof ApiError ? err : undefined;
  const byStatus = a.failures && (a.failures[String(api0?.status ?? 0)] ?? a.failures.default);
  if (byStatus) {
    // the spec's per-status texts (flow deletion): the status's own text, the server's reason as {{message}}
    const text = ctx.tx(withParams(byStatus, { ...ctx.params, message: reason || ctx.t('errors.default'), status: api0?.status ?? 0 }));
    return new ApiError(api0?.status ?? 0, text, { errors: api0?.errors, body: api0?.body });
  }
  const base = a.failure ? ctx.tx(a.failure, ctx.params) : '';
  const message = base && reason && reason !== base ? ctx.t('superAdmin.common.failedWith', { text: base, message: reason }) : base || reason;
  const api = err instanceof ApiError ? err : undefined;
  return new ApiError(api?.status ?? 0, message || ctx.t('errors.default'), { errors: api?.errors, body: api?.body });
}

async function send(a: ActionSpec, ctx: RunContext) {
  const r = a.request!;
  if (r.each) {
    const results = await Promise.allSettled(ctx.rows.map((row) => http.request(r.method, fillPath(r.path, row))));
    const failed = results.find((x): x is PromiseRejectedResult => x.status === 'rejected');
    if (failed) throw failed.reason;
    return;
  }
  const body: Values = { ...r.body, ...ctx.values };
  if (r.ids) body[r.ids] = ctx.rows.map((row) => row[ctx.rowKey]);
  if (r.user) body[r.user] = getUser()?.id;
  // a DELETE carries a body only when it names rows (the spec's batch deletes: `{ ids }` in one call)
  const bodiless = r.method === 'GET' || (r.method === 'DELETE' && !r.ids && !r.body);
  await http.request(r.method, fillPath(r.path, ctx.rows[0] ?? {}), bodiless ? {} : { body });
}

/**
 * Confirm (a cancel is silent: false), call, toast, refresh. With `rethrow` a failure is thrown
 * (a dialog form shows its field errors) instead of shown as a toast.
 */
export async function runAction(a: ActionSpec, ctx: RunContext, rethrow = false): Promise<boolean> {
  if (a.confirm) {
    const ok = await confirm({ title: withParams(a.confirm.title, ctx.params), message: withParams(a.confirm.message, ctx.params), danger: a.confirm.danger });
    if (!ok) return false;
  }
  if (!a.request) return true;
  try {
    await send(a, ctx);
    if (a.success) toast.success(ctx.tx(a.success, ctx.params));
    return true;
  } catch (err) {
    const e = failure(ctx, a, err);
    if (rethrow) throw e;
    toast.error(e.message);
    return false;
  } finally {
    await ctx.refresh();
  }
}
