// The schema a form shows. A request schema built from an entity form (`x-form-of`) may accept
// extra properties (`also`, e.g. the avatar on /api/user/update): the form shows only the entity
// form's own fields, so a field added to `x-forms.<form>` appears with no other edit.
import type { JsonSchema } from '@shared/schema/compose';
import { apis, getSchema } from '@runtime/schemas';

const cache = new Map<string, JsonSchema | undefined>();

export function restrict(schema: JsonSchema, fields: string[]): JsonSchema {
  const properties = Object.fromEntries(fields.filter((f) => schema.properties?.[f]).map((f) => [f, schema.properties[f]]));
  const required = (schema.required ?? []).filter((r: string) => fields.includes(r));
  return { ...schema, properties, required };
}

function formFieldsOf(schemaId: string): string[] | undefined {
  const of = apis[schemaId]?.['x-form-of'] as { entity: string; form: string } | undefined;
  if (!of) return undefined;
  return getSchema(of.entity)?.['x-forms']?.[of.form]?.fields;
}

/** The registry schema `schemaId` as its form shows it (cached: stable identity for rjsf). */
export function formSchema(schemaId: string): JsonSchema | undefined {
  if (!cache.has(schemaId)) {
    const s = getSchema(schemaId);
    const fields = s && formFieldsOf(schemaId);
    cache.set(schemaId, s && fields ? restrict(s, fields) : s);
  }
  return cache.get(schemaId);
}
