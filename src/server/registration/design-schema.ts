// The designer's JSON Schemas (schemas/designer/, engineer "designer") as the server's check of a
// saved design, and the designed form compiled by the shared compiler (src/shared/designer) as the
// check of a participant's answers: one rule for the designer, the participant's browser and here.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { SCHEMA_DIR } from '../schemas';
import type { FieldIssue } from '../http/errors';
import { compileForm } from '../../shared/designer/compileForm';
import { allFields, answerText, labelOf, shownAnswers, typeOf, type FormGroup } from '../../shared/designer/fields';
import { bindIssues, targetOf, type AnswerTargets } from '../../shared/designer/binding';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
let designCheck: ValidateFunction | undefined;

function designValidator(): ValidateFunction {
  if (designCheck) return designCheck;
  const dir = path.join(SCHEMA_DIR, 'designer');
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const s = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    if (!ajv.getSchema(s.$id)) ajv.addSchema(s);
  }
  return (designCheck = ajv.getSchema('designer.design')!);
}

/**
 * Problems of a whole design against schemas/designer/design.json, as field issues under /design,
 * then (given the answer targets) its form's bindings.
 */
export function designIssues(design: unknown, targets?: AnswerTargets): FieldIssue[] {
  const check = designValidator();
  if (check(design)) return targets ? bindIssues((design as { formPage?: { formGroups?: FormGroup[] } }).formPage?.formGroups, targets) : [];
  return (check.errors ?? []).slice(0, 20).map((e: ErrorObject) => ({
    path: `/design${e.instancePath}`,
    key: 'pageDesign.invalidField',
    params: { path: e.instancePath || '/', detail: e.message ?? e.keyword },
  }));
}

const forms = new WeakMap<object, Map<string, ValidateFunction>>();
const NO_TARGETS = {};
const FORM_KEYS: Record<string, string> = {
  required: 'required', minItems: 'required', type: 'type', enum: 'option', const: 'option', oneOf: 'option', maxLength: 'maxLength',
  minLength: 'minLength', minimum: 'min', maximum: 'max', format: 'format', pattern: 'format', uniqueItems: 'option',
};

/** A stored answer; `en` holds the English label and choice text where the design gives them (src/shared/bilingual.ts). */
export interface Answer { label: string; value: unknown; raw?: unknown; en?: { label?: string; value?: string } }

/**
 * Checks answers against the form of one design version (`cacheKey` names it: versions never change),
 * bound fields against their record's property too (`targets`). Answers what is stored ({ fieldId:
 * { label, value, raw? } }, hidden and unknown fields dropped; labels and choice texts in Chinese, the
 * organizer's record) or the issues, each naming its field by its label in both languages (the error
 * handler answers the caller's).
 */
export function checkAnswers(cacheKey: string, groups: FormGroup[] | undefined, answers: Record<string, unknown>, targets?: AnswerTargets): { data: Record<string, Answer>; issues: FieldIssue[] } {
  let cache = forms.get(targets ?? NO_TARGETS);
  if (!cache) forms.set(targets ?? NO_TARGETS, (cache = new Map()));
  let fn = cache.get(cacheKey);
  if (!fn) {
    fn = ajv.compile(compileForm(groups, targets).schema);
    if (cache.size > 500) cache.clear();
    cache.set(cacheKey, fn);
  }
  const shown = shownAnswers(groups, answers);
  const fields = new Map(allFields(groups).map((f) => [f.id, f]));
  // a blank answer to a bound field is no answer: required asks for it, otherwise the record keeps its value
  if (targets) for (const [id, v] of Object.entries(shown)) if (typeof v === 'string' && !v.trim() && targetOf(fields.get(id)!, targets)) delete shown[id];
  if (!fn(shown)) {
    const issues = (fn.errors ?? []).filter((e) => e.keyword !== 'if' && e.keyword !== 'allOf').map((e) => {
      const id = e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : e.instancePath.split('/')[1];
      const f = fields.get(id);
      const label = f ? { zh: labelOf(f, 'zh'), en: labelOf(f, 'en') } : id;
      return { path: `/formData/${id}`, key: `registration.form.${FORM_KEYS[e.keyword] ?? 'invalid'}`, params: { label, limit: (e.params as { limit?: unknown }).limit } };
    });
    const seen = new Set<string>();
    return { data: {}, issues: issues.filter((i) => (seen.has(i.path) ? false : (seen.add(i.path), true))) };
  }
  const data: Record<string, Answer> = {};
  for (const [id, v] of Object.entries(shown)) {
    const f = fields.get(id)!;
    const choice = ['select', 'radio', 'checkbox', 'multiSelect'].includes(typeOf(f));
    const text = choice ? answerText(f, v) : v;
    const answer: Answer = text === v ? { label: f.label, value: v } : { label: f.label, value: text, raw: v };
    // the English texts kept beside, so the organizer's record reads in English too (only what differs)
    const en: NonNullable<Answer['en']> = {};
    if (labelOf(f, 'en') !== f.label) en.label = labelOf(f, 'en');
    if (choice && answerText(f, v, 'en') !== text) en.value = answerText(f, v, 'en');
    if (Object.keys(en).length) answer.en = en;
    data[id] = answer;
  }
  return { data, issues: [] };
}
