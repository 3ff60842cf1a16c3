// Request schemas name entity properties with `x-from: "entity.prop"` instead of copying them, so a
// rule changed on the entity changes every request and form that uses it. This expands them, and
// bounds every number to what its column stores (bounds.ts).
import { withBounds } from './bounds';
import { groupNameKeys, groupingsOf } from '../statistics-groups';
import { listQueryProperties } from './list';

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
  const { ['x-db']: _db, readOnly: _ro, ...rest } = withBounds(withEnumOf(entities, clone(p)));
  return { ...rest, 'x-key': ref };
}

/**
 * `"x-enum-of": "groupings"`: the property's values are the statistics groupings the entities declare
 * (`x-group-by`, src/shared/statistics-groups.ts), so a property marked as one is choosable at once.
 */
export function withEnumOf(entities: Record<string, JsonSchema> | undefined, p: JsonSchema): JsonSchema {
  if (p['x-enum-of'] !== 'groupings' || !entities) return p;
  const gs = groupingsOf(entities);
  // each value's words when the form's own enum labels have none: the grouping's name or its property's label
  return { ...p, enum: gs.map((g) => g.name), 'x-enum-labels': Object.fromEntries(gs.map((g) => [g.name, groupNameKeys(g)])) };
  return p;
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
export function keyedEntity(id: string, schema: JsonSchema, entities?: Record<string, JsonSchema>): JsonSchema {
  const out = withBounds(clone(schema));
  for (const [name, p] of Object.entries<JsonSchema>(out.properties ?? {})) {
    p['x-key'] ??= `${id}.${name}`;
    if (p['x-enum-of']) out.properties[name] = withEnumOf(entities, p);
  }
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

/**
 * A request built from an entity's form (`x-form-of`): the form's fields, `also` more of the entity's
 * properties, less `omit`; the schema's own `properties` refine a field taken (a looser pattern, a widget)
 * or add what is no entity property (the spec's `image` beside `images`); its `required` adds to the
 * form's, and `optional: true` drops the form's (a draft). A property added to the form reaches it as is.
 */
function formRequest(entities: Record<string, JsonSchema>, schema: JsonSchema): JsonSchema {
  const { entity, form, also = [], omit = [], optional = false } = schema['x-form-of'];
  const base = entityForm(entities, entity, form);
  const properties: JsonSchema = {};
  for (const [name, p] of Object.entries<JsonSchema>(base.properties)) if (!omit.includes(name)) properties[name] = p;
  for (const name of also as string[]) properties[name] = propertyOf(entities, `${entity}.${name}`);
  for (const [name, p] of Object.entries<JsonSchema>(schema.properties ?? {})) {
    properties[name] = properties[name] ? { ...properties[name], ...p } : { 'x-key': `${schema.$id}.${name}`, ...p };
  }
  const required = [...(schema.required ?? []), ...(optional ? [] : base.required.filter((n: string) => properties[n]))];
  // which of the body's fields are the entity's, for the handler's one pick (pick.ts)
  const writes = { entity, fields: Object.keys(properties).filter((n) => n in base.properties || also.includes(n)) };
  return withBounds({
    $id: schema.$id, description: schema.description, 'x-writes': writes, type: 'object', properties,
    required: [...new Set(required)], additionalProperties: schema.additionalProperties ?? false,
    // the request's own conditional rules (validate.ts) ride along with the form's fields
    ...(schema['x-rules'] ? { 'x-rules': schema['x-rules'] } : {}),
  });
}

export function composeApi(entities: Record<string, JsonSchema>, schema: JsonSchema): JsonSchema {
  if (schema['x-form-of']) return formRequest(entities, schema);
  const { ['x-list-of']: listOf, ...own } = clone(schema);
  // a list query: the entity's list filters and paging (shared/schema/list.ts), then the query's own properties
  const out = listOf ? { ...own, properties: { ...listQueryProperties(listOf, entities[listOf]), ...own.properties } } : own;
  for (const [name, p] of Object.entries<JsonSchema>(out.properties ?? {})) {
    if (p['x-from']) {
      const { ['x-from']: from, ...overrides } = p;
      out.properties[name] = withEnumAdd({ ...propertyOf(entities, from), ...overrides });
    } else {
      p['x-key'] ??= `${schema.$id}.${name}`;
      out.properties[name] = withEnumOf(entities, p);
    }
  }
  out.additionalProperties ??= false;
  return withBounds(out);
}

export function composeAll(set: SchemaSet): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [id, s] of Object.entries(set.entities)) out[id] = keyedEntity(id, s, set.entities);
  for (const s of Object.values(set.apis)) out[s.$id] = composeApi(set.entities, s);
  return out;
}
