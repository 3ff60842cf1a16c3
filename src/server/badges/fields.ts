// The fields a badge can show, for the insert-field dialog (spec 2 §2.9): basic fields from the
// participant entity and its list row (a property added there is offered at once, and a form field
// bound to one prints the record's value), and custom fields with their groups: the meeting's answer
// columns (participants/answers.ts), read by field id. When no flow has a form yet, the formData keys
// of the meeting's registrations stand in (spec 2 §4's fallback).
import type { Ctx } from '../http/context';
import { withEnumAdd, type JsonSchema } from '../../shared/schema/compose';
import { CHOICE_TYPES, type FieldType } from '../../shared/designer/fields';
import { answerColumns, answerKey } from '../participants/answers';

export interface Insertable {
  name: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'select' | 'qrcode';
  group?: string;
  source?: string;
}

const NAME_MAX = 20;

function kindOf(p: JsonSchema | undefined): Insertable['type'] {
  if (!p) return 'text';
  if (p.type === 'integer' || p.type === 'number') return 'number';
  if (p.format === 'date-time' || p.format === 'date') return 'date';
  if (Array.isArray(p.enum)) return 'select';
  return 'text';
}

function formKind(fieldType: FieldType): Insertable['type'] {
  if (fieldType === 'number') return 'number';
  if (fieldType === 'date' || fieldType === 'datetime') return 'date';
  if (CHOICE_TYPES.includes(fieldType)) return 'select';
  return 'text';
}

/**
 * A form field as a badge field: read by its answer column's key (`source`, participants/answers.ts);
 * its name is the label cut to 20 characters (the field id when the label is shorter than a name may be).
 */
function fromAnswer(fieldId: string, label: string, type: Insertable['type'], group?: string): Insertable | null {
  const name = (label.trim().length >= 2 ? label.trim() : fieldId).slice(0, NAME_MAX);
  return name.length < 2 ? null : { name, label, type, group, source: answerKey(fieldId) };
}

export function basicFields(ctx: Ctx, t: (k: string) => string, exclude: string[]): Insertable[] {
  const participant = ctx.schemas.entities.participant;
  const registration = ctx.schemas.entities.registration;
  // the labels the participant list's columns show: participant's, else the registration's
  const label = (k: string) => {
    for (const key of [`fields.participant.${k}`, `fields.registration.${k}`]) {
      const s = t(key);
      if (s && s !== key && !s.endsWith(`.${k}`)) return s;
    }
    return k;
  };
  const out: Insertable[] = [];
  for (const [k, p] of Object.entries<JsonSchema>(participant.properties ?? {})) {
    if (p['x-private'] || exclude.includes(k)) continue;
    out.push({ name: k, label: label(k), type: k === 'checkinCode' ? 'qrcode' : kindOf(p) });
  }
  const row = participant['x-row'] ?? {};
  for (const k of (row.fields ?? []) as string[]) if (!out.some((f) => f.name === k)) out.push({ name: k, label: label(k), type: kindOf(withEnumAdd({ ...registration.properties?.[k], ...row.override?.[k] })) });
  for (const [k, p] of Object.entries<JsonSchema>(row.computed ?? {})) out.push({ name: k, label: label(k), type: kindOf(p) });
  return out;
}

export async function customFields(ctx: Ctx, meetingId: number): Promise<{ fields: Insertable[]; groups: Array<{ name: string; fields: Insertable[] }>; from: 'flows' | 'registrations' }> {
  const groups = new Map<string, Insertable[]>();
  for (const c of await answerColumns(ctx.db, ctx.schemas.entities, meetingId)) {
    const field = fromAnswer(c.fieldId, c.label, formKind(c.type), c.group || '-');
    if (field) groups.set(field.group!, [...(groups.get(field.group!) ?? []), field]);
  }
  if (groups.size) {
    const list = [...groups].map(([name, fields]) => ({ name, fields }));
    return { fields: list.flatMap((g) => g.fields), groups: list, from: 'flows' };
  }
  // no form designed yet: the field ids the meeting's registrations were submitted with, with their stored labels
  const keys = await ctx.db.query(
    `SELECT DISTINCT ON (k) k, r.form_data -> k ->> 'label' AS label
       FROM registrations r, LATERAL jsonb_object_keys(CASE WHEN jsonb_typeof(r.form_data) = 'object' THEN r.form_data ELSE '{}'::jsonb END) AS k
      WHERE r.meeting_id = $1 ORDER BY k LIMIT 200`, [meetingId]);
  const fields = keys.map((r) => fromAnswer(String(r.k), String(r.label ?? r.k), 'text')).filter((f): f is Insertable => !!f);
  return { fields, groups: fields.length ? [{ name: '-', fields }] : [], from: 'registrations' };
}
