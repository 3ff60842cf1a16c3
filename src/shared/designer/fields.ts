// Form-builder field rules (spec 3 §4, §5, §9): the types, their defaults, what a type change keeps,
// and when a dependent field shows. Pure and shared: builder, participant form and tests use these.
import { listIn, textIn } from '../bilingual';
import type { Lang } from '../messages';

export const FIELD_TYPES = ['text', 'textarea', 'select', 'multiSelect', 'radio', 'checkbox', 'number', 'date', 'datetime', 'file', 'image', 'signature', 'url', 'tags'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const CHOICE_TYPES: FieldType[] = ['radio', 'checkbox', 'select', 'multiSelect'];
export const MULTI_TYPES: FieldType[] = ['checkbox', 'multiSelect', 'tags'];
/** types whose answer is an uploaded file's path (a signature is a drawn PNG) */
export const FILE_TYPES: FieldType[] = ['file', 'image', 'signature'];
export const DATE_FORMATS = ['YYYY-MM-DD', 'YYYY/MM/DD', 'MM/DD/YYYY'] as const;

export interface FormField {
  id: string;
  label: string;
  fieldType?: FieldType;
  type?: FieldType;
  category?: string;
  placeholder?: string;
  defaultValue?: unknown;
  required?: boolean;
  readonly?: boolean;
  disabled?: boolean;
  span?: 12 | 24;
  min?: number; max?: number; step?: number;
  minLength?: number; maxLength?: number;
  rows?: number;
  dateFormat?: (typeof DATE_FORMATS)[number];
  maxFileSize?: number;
  acceptedTypes?: string;
  uploadButtonText?: string;
  uploadTip?: string;
  multiple?: boolean;
  urlPattern?: 'any' | 'https' | 'email';
  options?: string[];
  values?: Array<{ value: string | number; text?: string }>;
  dependsOn?: string;
  dependsValue?: string | number | boolean;
  /** the record this answer fills (binding.ts); '' none, absent: by id */
  bind?: string;
  /** English texts beside the Chinese ones (src/shared/bilingual.ts); `options` by position of the choices */
  en?: { label?: string; placeholder?: string; uploadTip?: string; uploadButtonText?: string; options?: string[] };
}
export interface FormGroup { id: string; name: string; fields: FormField[]; en?: { name?: string } }

export const typeOf = (f: Pick<FormField, 'fieldType' | 'type'>): FieldType => (f.fieldType ?? f.type ?? 'text') as FieldType;

/** The settings a type starts with (spec 3 §5 defaults). */
export function typeDefaults(type: FieldType): Partial<FormField> {
  switch (type) {
    case 'text': return { minLength: 0, maxLength: 1000 };
    case 'textarea': return { minLength: 0, maxLength: 1000, rows: 4 };
    case 'number': return { min: 0, max: 999999, step: 1 };
    case 'date': return { dateFormat: 'YYYY-MM-DD' };
    case 'file': return { maxFileSize: 10, acceptedTypes: '.pdf,.doc,.docx,.jpg,.jpeg,.png' };
    case 'image': return { maxFileSize: 10, acceptedTypes: '.jpg,.jpeg,.png,.gif,.webp' };
    case 'url': return { urlPattern: 'any' };
    default: return CHOICE_TYPES.includes(type) ? { options: [] } : {};
  }
}

const TYPE_SPECIFIC: (keyof FormField)[] = ['min', 'max', 'step', 'minLength', 'maxLength', 'rows', 'dateFormat', 'maxFileSize', 'acceptedTypes', 'uploadButtonText', 'uploadTip', 'multiple', 'urlPattern', 'options', 'values'];

/**
 * A field after its type changes: type-specific settings reset to the new type's defaults; choice
 * types keep their options (or value/text pairs), or get 'option 1', 'option 2' when they had none; others drop them.
 */
export function changeType(field: FormField, type: FieldType, defaultOptions: [string, string] = ['选项1', '选项2']): FormField {
  const kept = Object.fromEntries(Object.entries(field).filter(([k]) => !TYPE_SPECIFIC.includes(k as keyof FormField))) as FormField;
  const next: FormField = { ...kept, ...typeDefaults(type), fieldType: type };
  delete next.type;
  // value/text pairs survive a change between choice types, like plain options
  if (CHOICE_TYPES.includes(type) && field.values?.length) {
    next.values = field.values.map((o) => ({ ...o }));
    delete next.options;
  } else if (CHOICE_TYPES.includes(type)) next.options = field.options?.length ? [...field.options] : [...defaultOptions];
  return next;
}

/** A choice field's choices as [value, text], the texts in `lang` (English by position, else the Chinese). */
export function choicesOf(f: FormField, lang: Lang = 'zh'): Array<[string, string]> {
  const zh: Array<[string, string]> = f.values?.length ? f.values.map((o) => [String(o.value), String(o.text ?? o.value)]) : (f.options ?? []).map((o) => [o, o]);
  const texts = listIn(zh.map(([, text]) => text), f.en?.options, lang);
  return zh.map(([v], i) => [v, texts[i]]);
}

/** A field's label in `lang`. */
export const labelOf = (f: FormField, lang: Lang = 'zh'): string => textIn(f, 'label', lang) || f.id;

export const isFilled = (v: unknown): boolean => !(v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0));

/** Spec 3 §4: a dependent field shows when the field it depends on equals dependsValue, or has any value when none is given. */
export function isShown(f: FormField, answers: Record<string, unknown>): boolean {
  if (!f.dependsOn) return true;
  const v = answers[f.dependsOn];
  if (f.dependsValue === undefined || f.dependsValue === null || f.dependsValue === '') return isFilled(v);
  return Array.isArray(v) ? v.map(String).includes(String(f.dependsValue)) : String(v) === String(f.dependsValue);
}

export const allFields = (groups: FormGroup[] | undefined): FormField[] => (groups ?? []).flatMap((g) => g.fields ?? []);

/** The answers a participant submits: only shown fields, in form order (hidden answers are dropped). */
export function shownAnswers(groups: FormGroup[] | undefined, answers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of allFields(groups)) if (isShown(f, answers) && answers[f.id] !== undefined) out[f.id] = answers[f.id];
  return out;
}

/** An answer as text (choices as their text; several joined by 、, spec 3 §9). */
export function answerText(f: FormField, v: unknown, lang: Lang = 'zh'): string {
  if (v === undefined || v === null) return '';
  const map = new Map(choicesOf(f, lang));
  if (Array.isArray(v)) return v.map((x) => map.get(String(x)) ?? String(x)).join('、');
  return map.get(String(v)) ?? String(v);
}

/** A new field id that is not yet used: the base (a library key) or base_2, base_3, ... */
export function uniqueFieldId(groups: FormGroup[], base: string): string {
  const used = new Set(allFields(groups).map((f) => f.id));
  const clean = base.replace(/[^A-Za-z0-9_-]/g, '_').replace(/^[^A-Za-z_]/, 'f_$&').slice(0, 56) || 'field';
  if (!used.has(clean)) return clean;
  let n = 2;
  while (used.has(`${clean}_${n}`)) n++;
  return `${clean}_${n}`;
}
