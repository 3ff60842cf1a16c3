// The form answers an export shows: the meeting's answer columns (participants/answers.ts: one per form
// field of its flows that does not fill a participant property), then fields only older answers have
// (a field since removed), with the label they were stored with, in the order they were first
// answered; per participant the answers of their newest active registration (else their newest
// submitted one). Older records keyed by label with a plain value read the same way.
import type { Db } from '../db/driver';
import type { JsonSchema } from '../../shared/schema/compose';
import { NEWEST } from '../registrations/latest';
import { submittedSql } from '../registrations/people-sql';
import { formDataOf } from '../participants/row';
import { activeSql } from '../../shared/lifecycle';
import type { Lang } from '../../shared/messages';
import { answerKey, answerValues as valuesByKey, meetingAnswerFields } from '../participants/answers';

export interface AnswerColumn {
  key: string;
  label: string;
}

/** The stored answers of one registration by column key, as text. */
export const answersOf = (formData: unknown, yesNo: [string, string]): Record<string, string> => valuesByKey(formDataOf(formData), yesNo);

export async function answerColumns(db: Db, entities: Record<string, JsonSchema>, meetingId: number, lang: Lang = 'zh'): Promise<AnswerColumn[]> {
  const { columns, bound } = await meetingAnswerFields(db, entities, meetingId, lang);
  const out = new Map<string, string>(columns.map((c) => [c.fieldId, c.label]));
  const stored = await db.query(
    `SELECT k.key AS id, min(CASE WHEN jsonb_typeof(k.value) = 'object' THEN k.value->>'label' END) AS label
     FROM registrations r, LATERAL jsonb_each(CASE WHEN jsonb_typeof(r.form_data) = 'object' THEN r.form_data ELSE '{}'::jsonb END) k
     WHERE r.meeting_id = $1 AND ${submittedSql('r')} GROUP BY 1 ORDER BY min(r.id) LIMIT 500`, [meetingId]);
  for (const s of stored) if (!out.has(s.id) && !bound.has(s.id)) out.set(s.id, s.label || s.id);
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
