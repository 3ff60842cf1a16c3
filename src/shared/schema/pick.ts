// What a handler writes: the entity's fields of a validated body, named once by the request schema
// (`x-writes`, set by x-form-of composition), so a property added to the entity's form is stored
// with no handler edit.
import type { JsonSchema } from './compose';

/** The entity fields a composed request schema carries. */
export function writtenFields(schema: JsonSchema | undefined): string[] {
  const fields = schema?.['x-writes']?.fields;
  if (!Array.isArray(fields)) throw new Error(`${schema?.$id ?? 'schema'}: no x-writes (compose it with x-form-of)`);
  return fields;
}

/**
 * The body's entity fields. `whole`: the form replaces the record, so a field left out is stored
 * empty (null); otherwise only the fields sent.
 */
export function pickWritten(schema: JsonSchema | undefined, body: Record<string, unknown>, whole = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of writtenFields(schema)) {
    if (body[f] !== undefined) out[f] = body[f];
    else if (whole) out[f] = null;
  }
  return out;
}
