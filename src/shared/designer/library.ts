// The form builder's field library (spec 3 §9; docs/registration.md, Field library), built from data
// only: the participant's properties marked `x-library` (schemas/entities/participant.json) lead their
// group, then the rows of schemas/designer/field-library.json. Labels and choices come from the
// messages (both languages, so a field added keeps its English texts), a participant field's type and
// limits from its property. Nothing here names a field, so a property marked later is offered at once;
// a library field keeps its id as the answer key, and the participant's fields bind by it (binding.ts).
import type { JsonSchema } from '../schema/compose';
import { lookup, type Lang, type Messages } from '../messages';
import { CHOICE_TYPES, FIELD_TYPES, typeDefaults, type FieldType, type FormField } from './fields';

/** schemas/designer/field-library.json */
export interface LibraryFile {
  groups: Record<string, Array<{ id: string; type: FieldType; options?: string[] }>>;
  templates: Record<string, string[]>;
}

export interface Library {
  /** group → its fields, in order (the participant's first) */
  groups: Record<string, FormField[]>;
  /** system template → row ids */
  templates: Record<string, string[]>;
}

/** A property's `x-library`: the group it is offered in and, optionally, the field type. */
export interface XLibrary { group: string; type?: FieldType }

const TEXT_MAX = 1000; // a text field's own limit (form-field.json)

/** The field type a property is asked with: its `x-library.type`, else by its JSON type, enum and format. */
export function libraryTypeOf(p: JsonSchema): FieldType {
  const given = (p['x-library'] as XLibrary | undefined)?.type;
  if (given && (FIELD_TYPES as readonly string[]).includes(given)) return given;
  if (Array.isArray(p.enum)) return 'select';
  if (p.type === 'integer' || p.type === 'number') return 'number';
  if (p.format === 'date') return 'date';
  if (p.format === 'date-time') return 'datetime';
  if (p.format === 'email' || p.format === 'uri') return 'url';
  return typeof p.maxLength === 'number' && p.maxLength > 200 ? 'textarea' : 'text';
}

type Texts = Record<Lang, Messages>;
const both = (m: Texts, key: string) => ({ zh: lookup(m.zh, key) ?? '', en: lookup(m.en, key) ?? '' });

/** A field with its Chinese texts in place and the English ones under `en` (src/shared/bilingual.ts). */
function field(id: string, type: FieldType, category: string, label: { zh: string; en: string }, choices?: Array<{ value: string; zh: string; en: string }>): FormField {
  const f: FormField = { id, label: label.zh || id, fieldType: type, required: false, category, ...typeDefaults(type) };
  const en: NonNullable<FormField['en']> = {};
  if (label.en) en.label = label.en;
  if (choices) {
    // a choice whose value is its Chinese text is a plain option; other values keep their text beside them
    if (choices.every((c) => c.value === c.zh)) f.options = choices.map((c) => c.value);
    else {
      f.values = choices.map((c) => ({ value: c.value, text: c.zh || c.value }));
      delete f.options;
    }
    if (choices.some((c) => c.en)) en.options = choices.map((c) => c.en);
  }
  if (Object.keys(en).length) f.en = en;
  return f;
}

/** The library field of a participant property: type, choices and limits from the property. */
function propertyField(property: string, p: JsonSchema, group: string, m: Texts): FormField {
  const type = libraryTypeOf(p);
  const choices = Array.isArray(p.enum) && CHOICE_TYPES.includes(type)
    ? (p.enum as unknown[]).map((v) => ({ value: String(v), ...both(m, `form.enum.participant.${property}.${String(v)}`) })).map((c) => ({ ...c, zh: c.zh || c.value }))
    : undefined;
  const f = field(property, type, group, both(m, `fields.participant.${property}`), choices);
  if (type === 'text' || type === 'textarea') {
    if (typeof p.maxLength === 'number') f.maxLength = Math.min(p.maxLength, TEXT_MAX);
    if (typeof p.minLength === 'number') f.minLength = Math.min(p.minLength, f.maxLength ?? TEXT_MAX);
  }
  if (type === 'number') {
    if (typeof p.minimum === 'number') f.min = p.minimum;
    if (typeof p.maximum === 'number') f.max = p.maximum;
  }
  if (type === 'url' && p.format === 'email') f.urlPattern = 'email';
  // bound by its id, the property's name, unless its x-answer claims other ids (then by name)
  const answer = p['x-answer'];
  const ids: string[] | undefined = answer && typeof answer === 'object' ? answer.ids : undefined;
  if (answer && ids && !ids.includes(property)) f.bind = `participant.${property}`;
  return f;
}

/** The participant's properties offered in the library: marked `x-library`, not private or read-only. */
export function libraryProperties(participant: JsonSchema): Array<[string, JsonSchema, XLibrary]> {
  return Object.entries<JsonSchema>(participant.properties ?? {})
    .filter(([, p]) => p['x-library'] && typeof p['x-library'].group === 'string' && !p.readOnly && !p['x-private'])
    .map(([k, p]) => [k, p, p['x-library'] as XLibrary]);
}

/**
 * The library: for each group of the file (in its order; a group only a property names comes after),
 * the participant's fields, then the file's rows. `messages`: both languages (at least the groups
 * `LIBRARY_MESSAGES` of src/shared/messageGroups.ts).
 */
export function buildLibrary(participant: JsonSchema, file: LibraryFile, messages: Texts): Library {
  const groups: Record<string, FormField[]> = Object.fromEntries(Object.keys(file.groups).map((g) => [g, []]));
  for (const [property, p, x] of libraryProperties(participant)) (groups[x.group] ??= []).push(propertyField(property, p, x.group, messages));
  for (const [g, rows] of Object.entries(file.groups)) {
    for (const r of rows) {
      const choices = r.options?.map((key) => ({ value: '', ...both(messages, `designer.library.options.${key}`) })).map((c) => ({ ...c, value: c.zh || c.en }));
      groups[g].push(field(r.id, r.type, g, both(messages, `designer.library.fields.${r.id}`), choices));
    }
  }
  return { groups, templates: file.templates };
}

/** A library field by id, as a fresh copy to add to a form. */
export function libraryFieldOf(lib: Library, id: string): FormField | undefined {
  for (const fields of Object.values(lib.groups)) {
    const f = fields.find((x) => x.id === id);
    if (f) return structuredClone(f);
  }
  return undefined;
}
