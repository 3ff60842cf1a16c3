// The form page's autoFill (spec 3 §3): empty answers of profile fields (name, phone, e-mail,
// organization, position, gender) start from the logged-in participant's profile; nothing typed is overwritten.
import { allFields, choicesOf, CHOICE_TYPES, typeOf } from '@shared/designer/fields';
import { pageOf, type Design } from '@shared/designer/steps';

const PROFILE = ['name', 'phone', 'email', 'workplace', 'position', 'gender'];

export function prefill(design: Design, formData: Record<string, unknown>, profile: Record<string, unknown> | undefined): Record<string, unknown> {
  const page = pageOf(design, 'form');
  if (page.autoFill === false || !profile) return formData;
  const out = { ...formData };
  for (const f of allFields(page.formGroups)) {
    const v = profile[f.id];
    if (!PROFILE.includes(f.id) || out[f.id] !== undefined || typeof v !== 'string' || !v) continue;
    if (CHOICE_TYPES.includes(typeOf(f)) && !choicesOf(f).some(([value]) => value === v)) continue;
    out[f.id] = v;
  }
  return out;
}
