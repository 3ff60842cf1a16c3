// For a confirmation that names what was chosen: `statusLabel: 已解决` beside `status: RESOLVED`,
// from the form schema's enum labels (form.enum.<x-key>.<value>).
import type { TFunction } from 'i18next';
import { getSchema } from '@runtime/schemas';

export function valueLabels(t: TFunction, schemaId: string, values: Record<string, unknown>): Record<string, string> {
  const props = (getSchema(schemaId)?.properties ?? {}) as Record<string, { enum?: unknown[]; 'x-key'?: string }>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    const p = props[k];
    if (p?.enum && p['x-key'] && v !== undefined) out[`${k}Label`] = String(t(`form.enum.${p['x-key']}.${String(v)}`, { defaultValue: String(v) }));
  }
  return out;
}
