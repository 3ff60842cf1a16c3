// The form answers an export shows, one column per form field of the meeting. Stand-in until the
// participant record's own answers (helper "record": src/server/participants/answers.ts) land, with the
// same shape so it plugs in: columns keyed `answer:<fieldId>` labelled as the form asks, and per
// participant the answers of their newest active registration (else their newest submitted one).
// Answers are stored as { <fieldId>: { label, value, raw? } } (registration/design-schema.ts); older
// records keyed by label with a plain value read the same way.
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { NEWEST } from '../registrations/latest';
import { submittedSql } from '../registrations/people-sql';
import { formDataOf } from '../participants/row';
import { activeSql } from '../../shared/lifecycle';
import { allFields, type FormGroup } from '../../shared/designer/fields';

export interface AnswerColumn {
  key: string;
  label: string;
}

export const answerKey = (fieldId: string) => `answer:${fieldId}`;

/** An answer as a cell's text: lists joined by 、, a file by its name, true/false as yes/no words. */
export function answerText(v: unknown, yesNo: [string, string]): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map((x) => answerText(x, yesNo)).filter(Boolean).join('、');
  if (typeof v === 'boolean') return v ? yesNo[0] : yesNo[1];
  if (typeof v === 'object') {
    const o = v as Row;
    return String(o.name ?? o.fileName ?? o.url ?? JSON.stringify(v));
  }
  return String(v);
}

/** The stored answers of one registration by column key, as text. */
export function answersOf(formData: unknown, yesNo: [string, string]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, a] of Object.entries(formDataOf(formData) ?? {})) {
    const labelled = a && typeof a === 'object' && !Array.isArray(a) && 'value' in a;
    out[answerKey(id)] = answerText(labelled ? (a as Row).value : a, yesNo);
  }
  return out;
}

/**
 * The meeting's answer columns: every field of its flows' forms (default flow first, form order),
 * then fields only older answers have (a field since removed), with the label they were stored with,
 * in the order they were first answered.
 */
export async function answerColumns(db: Db, meetingId: number): Promise<AnswerColumn[]> {
  const out = new Map<string, string>();
  const flows = await db.query('SELECT form_config FROM registration_flows WHERE meeting_id = $1 ORDER BY is_default DESC, id', [meetingId]);
  for (const f of flows) {
    const cfg = formDataOf(f.form_config) as { formPage?: { formGroups?: FormGroup[] } } | null;
    const groups = Array.isArray(cfg?.formPage?.formGroups) ? cfg!.formPage!.formGroups : [];
    for (const field of allFields(groups)) {
      if (field?.id && !out.has(field.id)) out.set(field.id, String(field.label ?? field.id));
    }
  }
  const stored = await db.query(
    `SELECT k.key AS id, min(CASE WHEN jsonb_typeof(k.value) = 'object' THEN k.value->>'label' END) AS label
     FROM registrations r, LATERAL jsonb_each(CASE WHEN jsonb_typeof(r.form_data) = 'object' THEN r.form_data ELSE '{}'::jsonb END) k
     WHERE r.meeting_id = $1 AND ${submittedSql('r')} GROUP BY 1 ORDER BY min(r.id) LIMIT 500`, [meetingId]);
  for (const s of stored) if (!out.has(s.id)) out.set(s.id, s.label || s.id);
  return [...out].map(([id, label]) => ({ key: answerKey(id), label }));
}

/** Per participant (of `ids`), the answers of their newest active registration, else their newest submitted one. */
export async function answerValues(db: Db, meetingId: number, ids: number[], yesNo: [string, string]): Promise<Map<number, Record<string, string>>> {
  const rows = ids.length ? await db.query(
    `SELECT DISTINCT ON (r.participant_id) r.participant_id, r.form_data FROM registrations r
     WHERE r.meeting_id = $1 AND r.participant_id = ANY($2::int[]) AND ${submittedSql('r')}
     ORDER BY r.participant_id, (${activeSql('r')}) DESC, ${NEWEST}`, [meetingId, ids]) : [];
  return new Map(rows.map((r) => [Number(r.participant_id), answersOf(r.form_data, yesNo)]));
}
