// Request schemas name entity properties with `x-from: "entity.prop"` instead of copying them, so a
// rule changed on the entity changes every request and form that uses it. This expands them, and
// bounds every number to what its column stores (bounds.ts).
import { withBounds } from './bounds';

export type JsonSchema = Record<string, any>;

export interface SchemaSet {
  entities: Record<string, JsonSchema>;
  apis: Record<string, JsonSchema>;
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

function propertyOf(entities: Record<string, JsonSchema>, ref: string): JsonSchema {
  const [entity, prop] = ref.split('.');
  const p = entities[entity]?.properties?.[prop];
  if (!p) throw new Error(`x-from: no property ${ref}`);
  const { ['x-db']: _db, readOnly: _ro, ...rest } = withBounds(clone(p));
  return { ...rest, 'x-key': ref };
}

/**
 * `x-enum-add` on a property taken from an entity puts values before the entity's own enum: a list
 * row's `no_registration`, a filter's empty choice. Such a value set is no record's, so the entity's
 * default goes (a filter left empty must stay empty).
 */
export function withEnumAdd(p: JsonSchema): JsonSchema {
  const add = p['x-enum-add'];
  if (!Array.isArray(add)) return p;
  const { ['x-enum-add']: _a, default: _d, ...rest } = p;
  return { ...rest, enum: [...add, ...(rest.enum ?? [])] };
}

/** An entity with every property keyed `entity.prop`, for validating whole records. */
export function keyedEntity(id: string, schema: JsonSchema): JsonSchema {
  const out = withBounds(clone(schema));
  for (const [name, p] of Object.entries<JsonSchema>(out.properties ?? {})) p['x-key'] ??= `${id}.${name}`;
  return out;
}

/** A form declared on an entity (`x-forms.NAME`) as a standalone object schema. */
export function entityForm(entities: Record<string, JsonSchema>, entity: string, form: string): JsonSchema {
  const e = entities[entity];
  const f = e?.['x-forms']?.[form];
  if (!f) throw new Error(`no form ${entity}.${form}`);
  const properties: JsonSchema = {};
  for (const name of f.fields as string[]) properties[name] = propertyOf(entities, `${entity}.${name}`);
  return { type: 'object', properties, required: f.required ?? [], additionalProperties: false };
}

export function composeApi(entities: Record<string, JsonSchema>, schema: JsonSchema): JsonSchema {
  if (schema['x-form-of']) {
    const { entity, form, also = [] } = schema['x-form-of'];
    const out: JsonSchema = { ...entityForm(entities, entity, form), $id: schema.$id, description: schema.description };
    for (const name of also as string[]) out.properties[name] = propertyOf(entities, `${entity}.${name}`);
    return out;
  }
  const out = clone(schema);
  for (const [name, p] of Object.entries<JsonSchema>(out.properties ?? {})) {
    if (p['x-from']) {
      const { ['x-from']: from, ...overrides } = p;
      out.properties[name] = withEnumAdd({ ...propertyOf(entities, from), ...overrides });
    } else p['x-key'] ??= `${schema.$id}.${name}`;
  }
  out.additionalProperties ??= false;
  return withBounds(out);
}

export function composeAll(set: SchemaSet): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [id, s] of Object.entries(set.entities)) out[id] = keyedEntity(id, s);
  for (const s of Object.values(set.apis)) out[s.$id] = composeApi(set.entities, s);
  return out;
}
