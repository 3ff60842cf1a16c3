// The form page's autoFill (spec 3 §3): empty answers of fields bound to a participant property
// (binding.ts: by `bind` or by id, as every library field of a participant property is) start from the
// logged-in participant's profile; nothing typed is overwritten, a choice only with an option meaning
// that value, a number field only with a number.
import { allFields, CHOICE_TYPES, typeOf } from '@shared/designer/fields';
import { choiceFor, targetOf, type AnswerTargets } from '@shared/designer/binding';
import { pageOf, type Design } from '@shared/designer/steps';
import { clientAnswerTargets } from '@runtime/answerTargets';

export function prefill(design: Design, formData: Record<string, unknown>, profile: Record<string, unknown> | undefined, targets: AnswerTargets = clientAnswerTargets()): Record<string, unknown> {
  const page = pageOf(design, 'form');
  if (page.autoFill === false || !profile) return formData;
  const out = { ...formData };
  for (const f of allFields(page.formGroups)) {
    const t = targetOf(f, targets);
    const v = t?.entity === 'participant' && t.property ? profile[t.property] : undefined;
    if (out[f.id] !== undefined) continue;
    if (typeOf(f) === 'number') {
      // a numeric column may arrive as text
      const n = typeof v === 'string' && v.trim() ? Number(v) : v;
      if (typeof n === 'number' && Number.isFinite(n)) out[f.id] = n;
      continue;
    }
    if (typeof v !== 'string' || !v) continue;
    const value = CHOICE_TYPES.includes(typeOf(f)) ? choiceFor(f, t!, v) : v;
    if (value !== undefined) out[f.id] = value;
  }
  return out;
}
