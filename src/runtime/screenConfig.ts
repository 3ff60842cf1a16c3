// The boundary check for screen configs: the runtime only needs a `kind`; each renderer checks
// the rest of its own config.
import { z } from 'zod';

export const screenConfigSchema = z.looseObject({ kind: z.string().min(1) });
export type ScreenConfig = z.infer<typeof screenConfigSchema> & Record<string, any>;

export function parseScreenConfig(raw: unknown): { ok: true; config: ScreenConfig } | { ok: false; error: string } {
  const r = screenConfigSchema.safeParse(raw);
  if (r.success) return { ok: true, config: r.data as ScreenConfig };
  return { ok: false, error: r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ') };
}
