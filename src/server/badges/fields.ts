// The fields a badge can show, for the insert-field dialog (spec 2 §2.9): the basic fields (basic.ts:
// participant and registration properties from their schemas, and the facts of design.json x-basic),
// labelled in the caller's language, and custom fields with their groups: the meeting's answer
// columns (participants/answers.ts), read by field id. When no flow has a form yet, the formData keys
// of the meeting's registrations stand in (spec 2 §4's fallback).
import type { Ctx } from '../http/context';
import { CHOICE_TYPES, type FieldType } from '../../shared/designer/fields';
import { answerColumns, answerKey } from '../participants/answers';
import { basicFields, type FieldKind } from './basic';

export interface Insertable {
  name: string;
  label: string;
  type: FieldKind;
  group?: string;
  source?: string;
}

const NAME_MAX = 20;

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

/** The basic fields with their labels (the entity's field label, a fact's own) and group names. */
export function basicInsertables(ctx: Ctx, t: (k: string) => string) {
  const label = (key: string, fallback: string) => {
    const s = t(key);
    return s && s !== key ? s : fallback;
  };
  const fields = basicFields(ctx.schemas.entities, ctx.schemas.composed['badge.design']).map((f) => ({
    name: f.name, source: f.source, type: f.type, group: f.group,
    label: f.entity ? label(`fields.${f.entity}.${f.property}`, f.property!) : label(`badges.facts.${f.name}`, f.name),
  }));
  const groups = [...new Set(fields.map((f) => f.group))].map((g) => ({ name: g, label: label(`badges.groups.${g}`, g), count: fields.filter((f) => f.group === g).length }));
  return { fields, groups };
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
