// The designed form compiled to a JSON Schema + uiSchema that @rjsf/core draws and Ajv checks
// (spec 3 §3 form field, §5 display rules, §9 grid). Answers are keyed by field id. A dependent field
// is required only while shown (if/then on the field it depends on).
import { CHOICE_TYPES, choicesOf, isShown, labelOf, MULTI_TYPES, typeOf, type FormField, type FormGroup } from './fields';
import { textIn } from '../bilingual';
import type { Lang } from '../messages';
import { targetOf, withTargetRules, type AnswerTargets } from './binding';

type Json = Record<string, any>;
export interface CompiledForm { schema: Json; uiSchema: Json; groups: Array<{ id: string; name: string; fields: string[] }> }

const TEXT_MAX = 1000;
const URL_PATTERNS = { https: '^https://\\S+$', any: '^(https?://)?\\S+\\.\\S+$' } as const;

const pairs = (f: FormField) => choicesOf(f).some(([v, t]) => v !== t);

/** The choices as the schema holds them (the Chinese texts; the values checked are the same in every language). */
function enumOf(f: FormField): Json {
  const choices = choicesOf(f);
  return pairs(f) ? { oneOf: choices.map(([v, t]) => ({ const: v, title: t })) } : { enum: choices.map(([v]) => v) };
}

/**
 * The choices' texts in `lang` as uiSchema (rjsf's `ui:enumNames`, or `ui:title` per oneOf entry), only
 * where they differ from the schema's: the schema itself stays the same in both languages, so the form
 * behaves alike in both (a oneOf in English only would make rjsf pick a first choice by itself).
 */
function choiceNamesUi(f: FormField, lang: Lang): Json | null {
  const zh = choicesOf(f).map(([, t]) => t);
  const shown = choicesOf(f, lang).map(([, t]) => t);
  if (shown.every((t, i) => t === zh[i])) return null;
  return pairs(f) ? { oneOf: shown.map((t) => ({ 'ui:title': t })) } : { 'ui:enumNames': shown };
}

function propertyOf(f: FormField, lang: Lang): Json {
  const title = labelOf(f, lang);
  const type = typeOf(f);
  const base: Json = { title };
  if (f.defaultValue !== undefined && f.defaultValue !== '') base.default = f.defaultValue;
  if (f.readonly) base.readOnly = true;
  switch (type) {
    case 'number': return { ...base, type: 'number', ...(f.min !== undefined && { minimum: f.min }), ...(f.max !== undefined && { maximum: f.max }) };
    case 'date': return { ...base, type: 'string', format: 'date' };
    case 'datetime': return { ...base, type: 'string', format: 'date-time' };
    case 'select': case 'radio': return { ...base, type: 'string', ...enumOf(f) };
    case 'checkbox': case 'multiSelect': return { ...base, type: 'array', uniqueItems: true, items: { type: 'string', ...enumOf(f) } };
    case 'tags': return { ...base, type: 'array', items: { type: 'string', minLength: 1, maxLength: 50 } };
    // an uploaded file's path carries its original name (up to 200 characters, percent-encoded)
    case 'file': case 'image': case 'signature': return { ...base, type: 'string', maxLength: 2500 };
    case 'url': return f.urlPattern === 'email' ? { ...base, type: 'string', format: 'email' } : { ...base, type: 'string', pattern: URL_PATTERNS[f.urlPattern === 'https' ? 'https' : 'any'] };
    default: {
      const max = Math.min(f.maxLength || TEXT_MAX, TEXT_MAX);
      return { ...base, type: 'string', maxLength: max, ...(f.minLength ? { minLength: f.minLength } : {}) };
    }
  }
}

const WIDGET: Partial<Record<string, string>> = { textarea: 'textarea', radio: 'radio', select: 'select', checkbox: 'checkboxes', multiSelect: 'checkboxes', date: 'date', file: 'flowFile', image: 'flowFile', signature: 'flowSignature', tags: 'tags' };

function uiOf(f: FormField, lang: Lang): Json {
  const type = typeOf(f);
  const options: Json = { span: f.span ?? (type === 'textarea' ? 24 : 12) };
  if (type === 'textarea') options.rows = f.rows ?? 4;
  if (type === 'number') options.step = f.step ?? 1;
  if (type === 'file' || type === 'image') Object.assign(options, { accept: f.acceptedTypes, maxFileSize: f.maxFileSize ?? 10, image: type === 'image', buttonText: textIn(f, 'uploadButtonText', lang) || undefined, tip: textIn(f, 'uploadTip', lang) || undefined });
  if (type === 'signature') Object.assign(options, { span: f.span ?? 24, tip: textIn(f, 'uploadTip', lang) || undefined });
  const ui: Json = { 'ui:options': options };
  const names = CHOICE_TYPES.includes(type) ? choiceNamesUi(f, lang) : null;
  if (names) Object.assign(MULTI_TYPES.includes(type) ? (ui.items = {}) : ui, names);
  if (WIDGET[type]) ui['ui:widget'] = WIDGET[type];
  if (f.placeholder) ui['ui:placeholder'] = textIn(f, 'placeholder', lang);
  if (f.disabled) ui['ui:disabled'] = true;
  if (f.readonly) ui['ui:readonly'] = true;
  return ui;
}

/** A value the field it depends on must have for this one to show (for the schema's if). */
function dependsCondition(f: FormField, dep: FormField | undefined): Json {
  const on = f.dependsOn!;
  if (f.dependsValue === undefined || f.dependsValue === null || f.dependsValue === '') {
    return { properties: { [on]: { not: { enum: ['', false, null, []] } } }, required: [on] };
  }
  const value = String(f.dependsValue);
  const multi = dep && MULTI_TYPES.includes(typeOf(dep));
  return { properties: { [on]: multi ? { type: 'array', contains: { const: value } } : { const: value } }, required: [on] };
}

/**
 * `targets`: the answer targets of the entity schemas (binding.ts); a bound field obeys its property's rules too.
 * `lang`: the language of titles, choice texts and group names (the values checked are the same in both).
 */
export function compileForm(groups: FormGroup[] | undefined, targets?: AnswerTargets, lang: Lang = 'zh'): CompiledForm {
  const properties: Json = {};
  const required: string[] = [];
  const allOf: Json[] = [];
  const uiSchema: Json = { 'ui:submitButtonOptions': { norender: true } };
  const byId = new Map((groups ?? []).flatMap((g) => g.fields ?? []).map((f) => [f.id, f]));
  const order: string[] = [];
  for (const f of byId.values()) {
    properties[f.id] = targets ? withTargetRules(propertyOf(f, lang), targetOf(f, targets)) : propertyOf(f, lang);
    uiSchema[f.id] = uiOf(f, lang);
    order.push(f.id);
    const multi = MULTI_TYPES.includes(typeOf(f));
    const must = f.required ? (multi ? { required: [f.id], properties: { [f.id]: { minItems: 1 } } } : { required: [f.id] }) : null;
    if (!must) continue;
    if (f.dependsOn && byId.has(f.dependsOn)) allOf.push({ if: dependsCondition(f, byId.get(f.dependsOn)), then: must });
    else {
      required.push(f.id);
      if (multi) properties[f.id].minItems = 1;
    }
  }
  uiSchema['ui:order'] = [...order, '*'];
  const schema: Json = { type: 'object', properties, required, ...(allOf.length && { allOf }) };
  const compiledGroups = (groups ?? []).map((g) => ({ id: g.id, name: textIn(g, 'name', lang), fields: (g.fields ?? []).map((f) => f.id) }));
  return { schema, uiSchema, groups: compiledGroups };
}

/** The ids of the fields shown for these answers (the form draws only these). */
export function shownFieldIds(groups: FormGroup[] | undefined, answers: Record<string, unknown>): Set<string> {
  return new Set((groups ?? []).flatMap((g) => g.fields ?? []).filter((f) => isShown(f, answers)).map((f) => f.id));
}
