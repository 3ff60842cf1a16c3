// Which record a form answer fills (docs/registration.md, Binding). Derived from the entity schemas'
// annotations only: a property marked `x-answer` may be filled by a form field, an entity's
// `x-answer-ask` names the field that asks for a record of it. Nothing here lists properties, so a
// property annotated later is bindable without a code edit. Shared by the designer, the participant's
// form and the server, each passing its own entity schemas.
import type { JsonSchema } from '../schema/compose';
import { choicesOf, typeOf, type FieldType, type FormField, type FormGroup } from './fields';

/** The entities a form answer may fill, in the order their default ids are claimed. */
export const ANSWER_ENTITIES = ['participant', 'invoiceRequest'] as const;
export type AnswerEntity = (typeof ANSWER_ENTITIES)[number];

export interface BindTarget {
  /** `participant.name`; the asking target is the entity alone (`invoiceRequest`) */
  key: string;
  entity: AnswerEntity;
  /** absent for the asking target */
  property?: string;
  /** the property's schema (the asking target: a plain string) */
  schema: JsonSchema;
  /** field ids bound to it when a field names no `bind` (older designs, library rows) */
  ids: string[];
  /** enum value → other answers that mean it (compared without case) */
  aliases: Record<string, string[]>;
  /** the asking target's answers meaning yes */
  yes: string[];
  /** no two records of one meeting may share the value (`x-unique-in: meetingId`) */
  unique: boolean;
}

export interface AnswerTargets {
  list: BindTarget[];
  byKey: Map<string, BindTarget>;
  byId: Map<string, BindTarget>;
}

const fold = (v: unknown) => String(v ?? '').trim().toLowerCase();
const made = new WeakMap<object, AnswerTargets>();

/** The targets the entity schemas declare (worked out once per schema set). */
export function answerTargets(entities: Record<string, JsonSchema>): AnswerTargets {
  const hit = made.get(entities);
  if (hit) return hit;
  const list: BindTarget[] = [];
  for (const entity of ANSWER_ENTITIES) {
    const s = entities[entity];
    if (!s) continue;
    const ask = s['x-answer-ask'];
    if (ask) list.push({ key: entity, entity, schema: { type: 'string' }, ids: ask.ids ?? [], aliases: {}, yes: (ask.yes ?? []).map(fold), unique: false });
    for (const [property, p] of Object.entries<JsonSchema>(s.properties ?? {})) {
      const a = p['x-answer'];
      if (!a || p.readOnly || p['x-private']) continue;
      const o = typeof a === 'object' ? a : {};
      list.push({ key: `${entity}.${property}`, entity, property, schema: p, ids: o.ids ?? [property], aliases: o.aliases ?? {}, yes: [], unique: p['x-unique-in'] === 'meetingId' });
    }
  }
  const byId = new Map<string, BindTarget>();
  for (const t of list) for (const id of t.ids) if (!byId.has(id)) byId.set(id, t);
  const out = { list, byKey: new Map(list.map((t) => [t.key, t])), byId };
  made.set(entities, out);
  return out;
}

/** The target a field names: its `bind` ('' none), else the one claiming its id. */
function claimed(f: FormField, targets: AnswerTargets): BindTarget | null {
  if (f.bind !== undefined) return (f.bind && targets.byKey.get(f.bind)) || null;
  return targets.byId.get(f.id) ?? null;
}

/** The target a field fills: the one it names when its type can hold the value (else none). */
export function targetOf(f: FormField, targets: AnswerTargets): BindTarget | null {
  const t = claimed(f, targets);
  return t && canBind(f, t) ? t : null;
}

/** The field types that can fill a target: one value of the property's kind. */
export function fieldTypesFor(t: BindTarget): FieldType[] {
  const s = t.schema;
  if (!t.property || Array.isArray(s.enum)) return ['radio', 'select'];
  if (s.type === 'number' || s.type === 'integer') return ['number'];
  if (s.format === 'date') return ['date', 'text'];
  if (s.format === 'date-time') return ['datetime', 'text'];
  if (s.format === 'email') return ['text', 'url'];
  return ['text', 'textarea', 'select', 'radio', 'url'];
}

export const canBind = (f: FormField, t: BindTarget) => fieldTypesFor(t).includes(typeOf(f));

/**
 * A compiled answer property with the bound property's rules added (the record's own limits, pattern
 * and format win over the field's), so the form, the participant's browser and the server refuse
 * what the record would not hold, with the field's label. Choices are mapped, not constrained.
 */
export function withTargetRules(base: Record<string, any>, t: BindTarget | null): Record<string, any> {
  if (!t?.property) return base;
  const s = t.schema;
  if (s.type === 'string' && !s.enum && base.type === 'string' && !base.enum && !base.oneOf) {
    const out = { ...base };
    if (s.maxLength !== undefined) out.maxLength = Math.min(out.maxLength ?? s.maxLength, s.maxLength);
    if (s.minLength !== undefined) out.minLength = Math.max(out.minLength ?? 0, s.minLength);
    if (s.pattern || s.format) {
      delete out.pattern;
      if (s.pattern) out.pattern = s.pattern;
      if (s.format) out.format = s.format;
    }
    return out;
  }
  if ((s.type === 'number' || s.type === 'integer') && base.type === 'number') {
    const out = { ...base };
    if (s.minimum !== undefined) out.minimum = Math.max(out.minimum ?? s.minimum, s.minimum);
    if (s.maximum !== undefined) out.maximum = Math.min(out.maximum ?? s.maximum, s.maximum);
    if (s.type === 'integer') out.multipleOf = 1;
    return out;
  }
  return base;
}

/** An enum target's value for a choice (its value, its text or an alias), else undefined. */
export function enumValueOf(t: BindTarget, ...answers: unknown[]): string | undefined {
  const values = (t.schema.enum ?? []) as unknown[];
  for (const a of answers) {
    const x = fold(a);
    if (!x) continue;
    const v = values.find((e) => fold(e) === x || (t.aliases[String(e)] ?? []).some((al) => fold(al) === x));
    if (v !== undefined) return String(v);
  }
  return undefined;
}

/** Whether an asking field's answer (value or text) says yes. */
export const saysYes = (t: BindTarget, ...answers: unknown[]) => answers.some((a) => a === true || t.yes.includes(fold(a)));

/** The choice a field offers for a record value (the prefill's way back), else undefined. */
export function choiceFor(f: FormField, t: BindTarget, recordValue: string): string | undefined {
  return choicesOf(f).find(([v, text]) => (t.schema.enum ? enumValueOf(t, v, text) === recordValue : v === recordValue))?.[0];
}

export interface BindIssue { path: string; key: string; params: Record<string, unknown> }

/** A target's name for messages: `{ t }` params are translated in the caller's language. */
export const targetName = (t: BindTarget) => ({ t: t.property ? `fields.${t.entity}.${t.property}` : `designer.bind.ask.${t.entity}` });

/**
 * Bindings a design may not save: an unknown target, a field type that cannot hold the value, two
 * fields filling one target (paths under /design/formPage/formGroups).
 */
export function bindIssues(groups: FormGroup[] | undefined, targets: AnswerTargets): BindIssue[] {
  const out: BindIssue[] = [];
  const taken = new Map<string, string>();
  (groups ?? []).forEach((g, gi) => (g.fields ?? []).forEach((f, fi) => {
    const path = `/design/formPage/formGroups/${gi}/fields/${fi}/bind`;
    if (f.bind && !targets.byKey.has(f.bind)) return out.push({ path, key: 'pageDesign.bind.unknown', params: { label: f.label, bind: f.bind } });
    const t = claimed(f, targets);
    if (!t) return;
    // a field claimed by its id only (older designs) whose type does not fit is simply not bound
    if (!canBind(f, t)) return f.bind ? out.push({ path, key: 'pageDesign.bind.type', params: { label: f.label, target: targetName(t) } }) : undefined;
    const other = taken.get(t.key);
    if (other !== undefined) return out.push({ path, key: 'pageDesign.bind.twice', params: { label: f.label, other, target: targetName(t) } });
    taken.set(t.key, f.label);
  }));
  return out;
}
