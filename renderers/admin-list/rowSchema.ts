// A list row may carry more than its entity: an entity's `x-row` names fields joined from another
// entity (the participant's newest registration) and computed figures (counts). This merges them into
// one schema, keyed under the list's entity, so columns, labels and enum texts come from the schemas.
import { getSchema, type JsonSchema } from '@runtime/schemas';
import { withEnumAdd } from '@shared/schema/compose';

export function rowSchema(entity: string): JsonSchema | undefined {
  const own = getSchema(entity);
  const x = own?.['x-row'];
  if (!own || !x) return own;
  const joined = x.entity ? getSchema(x.entity) : undefined;
  const properties: Record<string, JsonSchema> = { ...own.properties };
  for (const f of (x.fields ?? []) as string[]) {
    // labels under the list's entity, unless the override names the joined entity's own (its enum texts as they are)
    properties[f] = withEnumAdd({ ...joined?.properties?.[f], ...x.override?.[f], 'x-key': x.override?.[f]?.['x-key'] ?? `${entity}.${f}` });
  }
  for (const [k, p] of Object.entries<JsonSchema>(x.computed ?? {})) properties[k] = { ...p, 'x-key': `${entity}.${k}` };
  return { ...own, properties };
}

/** Keys a column may show: the row schema's public properties. */
export const choosableKeys = (schema: JsonSchema | undefined): string[] =>
  Object.entries<JsonSchema>(schema?.properties ?? {}).filter(([, p]) => !p['x-private']).map(([k]) => k);
