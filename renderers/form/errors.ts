// From our validator's FieldErrors and the server's [{ path, message }] to rjsf's ErrorSchema.
import type { ErrorSchema } from '@rjsf/utils';

export interface PathMessage {
  path: string;
  message: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** `[{ path: '/phone', message }]` → `{ phone: { __errors: [message] } }`; the first message per field wins. */
export function toErrorSchema(list: PathMessage[]): ErrorSchema {
  const root: Record<string, any> = {};
  for (const { path, message } of list) {
    let node = root;
    for (const s of segments(path)) node = node[s] ??= {};
    (node.__errors ??= []).length || node.__errors.push(message);
  }
  return root as ErrorSchema;
}

/** The top-level property an error path names (`/phone` → `phone`). */
export const fieldOf = (path: string) => segments(path)[0] ?? '';

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** The form's values for the schema's own properties, with empty ones left out (the server answers null). */
export function pickValues(schema: { properties?: Record<string, unknown> }, value: Record<string, unknown> | null | undefined) {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(schema.properties ?? {})) if (value && !empty(value[k])) out[k] = value[k];
  return out;
}
