// What a meeting that has saved no design answers: the style schema's defaults and the design
// schema's default fields (name, workplace, position and the check-in QR code).
import type { JsonSchema } from '../../shared/schema/compose';

export function defaultStyle(style: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, p] of Object.entries<JsonSchema>(style.properties ?? {})) if (p.default !== undefined) out[k] = p.default;
  return out;
}

export function defaultDesign(schemas: { style: JsonSchema; design: JsonSchema }, meetingId: number) {
  return {
    meetingId,
    schemaVersion: 1,
    style: defaultStyle(schemas.style),
    fields: structuredClone(schemas.design['x-default-fields'] ?? []),
    saved: false,
  };
}
