// The fields a badge can show, for the insert-field dialog (spec 2 §2.9): basic fields from the
// participant entity and its list row (a property added there is offered at once), and custom
// fields with their groups from the registration forms of the meeting's flows. When no flow has a
// form yet, the formData keys of the meeting's registrations stand in (spec 2 §4's fallback).
import type { Ctx } from '../http/context';
import { withEnumAdd, type JsonSchema } from '../../shared/schema/compose';

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

function formKind(fieldType: unknown): Insertable['type'] {
  const t = String(fieldType ?? 'text');
  if (/number|amount/.test(t)) return 'number';
  if (/date|time/.test(t)) return 'date';
  if (/select|radio|checkbox/.test(t)) return 'select';
  return 'text';
}

/** A form label as a badge field: names are at most 20 characters, the full label stays as the source. */
function fromLabel(label: string, type: Insertable['type'], group?: string): Insertable {
  const name = label.slice(0, NAME_MAX);
  return { name, label, type, group, ...(name !== label ? { source: label } : {}) };
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
  const flows = await ctx.db.query('SELECT form_config FROM registration_flows WHERE meeting_id = $1 ORDER BY is_default DESC, id', [meetingId]);
  const groups = new Map<string, Insertable[]>();
  const seen = new Set<string>();
  for (const f of flows) {
    const cfg = typeof f.form_config === 'string' ? JSON.parse(f.form_config) : f.form_config;
    for (const g of Array.isArray(cfg?.formPage?.formGroups) ? cfg.formPage.formGroups : []) {
      const gname = String(g?.name ?? '').trim() || '-';
      for (const field of Array.isArray(g?.fields) ? g.fields : []) {
        const label = String(field?.label ?? '').trim();
        if (label.length < 2 || seen.has(label)) continue;
        seen.add(label);
        const list = groups.get(gname) ?? [];
        list.push(fromLabel(label, formKind(field.fieldType ?? field.type), gname));
        groups.set(gname, list);
      }
    }
  }
  if (seen.size) {
    const list = [...groups].map(([name, fields]) => ({ name, fields }));
    return { fields: list.flatMap((g) => g.fields), groups: list, from: 'flows' };
  }
  // no form designed yet: the keys the meeting's registrations were submitted with
  const keys = await ctx.db.query(
    `SELECT DISTINCT k FROM registrations r, LATERAL jsonb_object_keys(CASE WHEN jsonb_typeof(r.form_data) = 'object' THEN r.form_data ELSE '{}'::jsonb END) AS k
     WHERE r.meeting_id = $1 ORDER BY k LIMIT 200`, [meetingId]);
  const fields = keys.map((r) => String(r.k)).filter((k) => k.length >= 2).map((k) => fromLabel(k, 'text'));
  return { fields, groups: fields.length ? [{ name: '-', fields }] : [], from: 'registrations' };
}
