// The registration form's answers as columns (docs/registration.md, Answer columns): the participant
// list, the badge fields and the exports offer each form field of the meeting's flows that does not
// fill a participant property (those are the record's own columns) under the key `answer:<fieldId>`,
// labelled by the field's label; a row's value is its newest non-draft registration's answer.
import type { Db } from '../db/driver';
import type { JsonSchema } from '../../shared/schema/compose';
import { answerTargets, targetOf } from '../../shared/designer/binding';
import { typeOf, type FieldType, type FormField } from '../../shared/designer/fields';
import { fileNameOf, privateFileOf } from '../../shared/files/names';
import { textIn } from '../../shared/bilingual';
import type { Lang } from '../../shared/messages';

export const ANSWER_PREFIX = 'answer:';
export const answerKey = (fieldId: string) => `${ANSWER_PREFIX}${fieldId}`;
/** The field id an answer column's key names, else null. */
export const answerFieldOf = (key: string) => (key.startsWith(ANSWER_PREFIX) ? key.slice(ANSWER_PREFIX.length) : null);

export interface AnswerColumn {
  /** `answer:<fieldId>` */
  key: string;
  fieldId: string;
  /** the field's label in the first flow that has it (default flow first) */
  label: string;
  type: FieldType;
  /** the form group it sits in */
  group: string;
}

/**
 * The answer columns of a meeting, in form order, from the current designs of its flows (default flow
 * first; a field id in several flows is one column). Fields bound to a participant property are left
 * out: the record's own column shows them. `bound` lists their ids (an export leaves their stored
 * answers out too).
 */
export async function meetingAnswerFields(db: Db, entities: Record<string, JsonSchema>, meetingId: number, lang: Lang = 'zh'): Promise<{ columns: AnswerColumn[]; bound: Set<string> }> {
  const targets = answerTargets(entities);
  const flows = await db.query('SELECT form_config FROM registration_flows WHERE meeting_id = $1 ORDER BY is_default DESC, id', [meetingId]);
  const out = new Map<string, AnswerColumn>();
  const bound = new Set<string>();
  for (const f of flows) {
    // the flow's current design (jsonb: an object from either driver)
    const groups = f.form_config?.formPage?.formGroups;
    for (const g of Array.isArray(groups) ? groups : []) {
      for (const field of (Array.isArray(g?.fields) ? g.fields : []) as FormField[]) {
        if (typeof field?.id !== 'string' || out.has(field.id) || bound.has(field.id)) continue;
        if (targetOf(field, targets)?.entity === 'participant') {
          bound.add(field.id);
          continue;
        }
        // the caller's language: the field's English label where the design gives one
        const label = textIn(field, 'label', lang).trim() || field.id;
        out.set(field.id, { key: answerKey(field.id), fieldId: field.id, label, type: typeOf(field), group: textIn(g, 'name', lang).trim() });
      }
    }
  }
  return { columns: [...out.values()], bound };
}

export const answerColumns = async (db: Db, entities: Record<string, JsonSchema>, meetingId: number, lang: Lang = 'zh'): Promise<AnswerColumn[]> =>
  (await meetingAnswerFields(db, entities, meetingId, lang)).columns;

/**
 * One stored answer as text: `{ label, value }` (choices already as their text), or an older bare value;
 * lists joined by 、, a file by its name, true/false as the caller's yes/no words.
 */
export function storedAnswerText(answer: unknown, yesNo: [string, string] = ['是', '否']): string {
  const v = answer && typeof answer === 'object' && !Array.isArray(answer) && 'value' in answer ? (answer as { value: unknown }).value : answer;
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map((x) => storedAnswerText(x, yesNo)).filter(Boolean).join('、');
  if (typeof v === 'boolean') return v ? yesNo[0] : yesNo[1];
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return String(o.name ?? o.fileName ?? o.url ?? '');
  }
  // an attachment by the name it was uploaded with (its stored path means nothing to a reader)
  const file = privateFileOf(v);
  if (file) return file.name ?? fileNameOf(v);
  return String(v);
}

/** A registration's answer to one field as text ('' when none). */
export const answerValue = (formData: Record<string, unknown> | null | undefined, fieldId: string): string => storedAnswerText(formData?.[fieldId]);

/** Every answer of a registration under its column key (what a list row or an export row carries). */
export function answerValues(formData: Record<string, unknown> | null | undefined, yesNo?: [string, string]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id in formData ?? {}) out[answerKey(id)] = storedAnswerText(formData![id], yesNo);
  return out;
}
