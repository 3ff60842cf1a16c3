// The boundary check for screen configs: the runtime only needs a `kind`; each renderer checks
// the rest of its own config. (A plain check, not zod: it runs on the home page's first load.)
import { formatIssues, object, safeParse, string } from './check';

export const screenConfigSchema = object({ kind: string(1) }, true);
export type ScreenConfig = { kind: string } & Record<string, any>;

export function parseScreenConfig(raw: unknown): { ok: true; config: ScreenConfig } | { ok: false; error: string } {
  const r = safeParse(screenConfigSchema, raw);
  if (r.success) return { ok: true, config: r.data as ScreenConfig };
  return { ok: false, error: formatIssues(r.error.issues) };
}
