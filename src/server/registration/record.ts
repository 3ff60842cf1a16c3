// The attendee record comes from the answers (docs/registration.md, Binding): the checked answers of
// bound fields, as the values of the records they fill, and the participant's row written with them
// in the submission's transaction — one UPDATE that also keeps phone and e-mail unique in the meeting.
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { snake } from '../db/ddl';
import { AppError } from '../http/errors';
import { allFields, labelOf, type FormGroup } from '../../shared/designer/fields';
import type { BothTexts } from '../../shared/bilingual';
import { enumValueOf, saysYes, targetOf, type AnswerEntity, type AnswerTargets, type BindTarget } from '../../shared/designer/binding';
import type { Answer } from './design-schema';

/** `label`: the field's label in both languages (a refusal names it in the caller's). */
export interface Filled { fieldId: string; label: BothTexts; value: string | number }

export interface RecordAnswers {
  /** per entity: property → the answer that fills it */
  values: Record<AnswerEntity, Map<string, Filled>>;
  /** per entity: whether the field asking for one said yes */
  asks: Map<AnswerEntity, boolean>;
  /** target key → the form's field bound to it (answered or not), for errors at that field */
  fields: Map<string, { fieldId: string; label: BothTexts }>;
}

/** A bound answer as the property's value; undefined when it gives none (blank, several, no matching choice). */
function valueFor(t: BindTarget, a: Answer): string | number | undefined {
  const raw = a.raw ?? a.value;
  if (Array.isArray(raw) || raw === null || raw === undefined) return undefined;
  if (Array.isArray(t.schema.enum)) return enumValueOf(t, raw, a.value);
  if (t.schema.type === 'number' || t.schema.type === 'integer') return typeof raw === 'number' ? raw : undefined;
  const text = String(a.value).trim();
  if (!text) return undefined;
  // e-mail addresses are kept in lower case, as the participant accounts keep them
  return t.schema.format === 'email' ? text.toLowerCase() : text;
}

/** What the checked answers (`data`, by field id) put into each record. */
export function recordAnswers(targets: AnswerTargets, groups: FormGroup[] | undefined, data: Record<string, Answer>): RecordAnswers {
  const out: RecordAnswers = { values: { participant: new Map(), invoiceRequest: new Map() }, asks: new Map(), fields: new Map() };
  for (const f of allFields(groups)) {
    const t = targetOf(f, targets);
    if (!t || out.fields.has(t.key)) continue;
    const label = { zh: labelOf(f, 'zh'), en: labelOf(f, 'en') };
    out.fields.set(t.key, { fieldId: f.id, label });
    const a = data[f.id];
    if (!a) continue;
    if (!t.property) {
      out.asks.set(t.entity, saysYes(t, a.raw ?? a.value, a.value));
      continue;
    }
    const value = valueFor(t, a);
    if (value !== undefined) out.values[t.entity].set(t.property, { fieldId: f.id, label, value });
  }
  return out;
}

const fold = (v: unknown) => String(v).trim().toLowerCase();
/** A comparison of column `col` of alias `o` with parameter `n` (`$k`); e-mail addresses without case. */
const same = (t: BindTarget, o: string, n: string) => (t.schema.format === 'email' ? `lower(${o}.${snake(t.property!)}) = lower(${n})` : `${o}.${snake(t.property!)} = ${n}`);

/** The answered values that must stay unique in the meeting, with their targets. */
function uniqueAnswers(targets: AnswerTargets, rec: RecordAnswers): Array<[BindTarget, Filled]> {
  return [...rec.values.participant].map(([p, f]) => [targets.byKey.get(`participant.${p}`)!, f] as [BindTarget, Filled]).filter(([t]) => t.unique);
}

/** Whether the answers fill a property that must stay unique in the meeting (then the submission locks it). */
export const hasUniqueAnswers = (targets: AnswerTargets, rec: RecordAnswers): boolean => uniqueAnswers(targets, rec).length > 0;

/**
 * Locks the participant's row and, for each unique value answered (phone, e-mail), that value within
 * the meeting, in one statement: two participants giving the same phone at once are decided one after
 * the other, and the later one's UPDATE (a later statement, so it sees the first's commit) finds it taken.
 */
export async function lockParticipant(db: Db, targets: AnswerTargets, participantId: number, meetingId: number, rec: RecordAnswers): Promise<void> {
  const keys = uniqueAnswers(targets, rec).map(([t, f]) => `conflow:participant:${meetingId}:${t.property}:${fold(f.value)}`).sort();
  const locks = keys.map((_, i) => `, pg_advisory_xact_lock(hashtextextended($${i + 2}, 0))`).join('');
  await db.query(`SELECT id${locks} FROM participants WHERE id = $1 FOR UPDATE`, [participantId, ...keys]);
}

/** The participant properties the answers fill, with their values. */
export const recordValues = (rec: RecordAnswers): Row => Object.fromEntries([...rec.values.participant].map(([p, f]) => [p, f.value]));

/**
 * The UPDATE (a part of the submission's one statement, registration/submission-write.ts) that writes
 * the answered participant properties and the language notifications will use, only when `guard`
 * holds, and refuses when another participant of the meeting already has an answered unique value:
 * then it returns no row and `unique` is true (refuseTaken says which).
 */
export function participantUpdate(p: (v: unknown) => string, targets: AnswerTargets, participantId: number, rec: RecordAnswers, lang: string, guard: string): { sql: string; unique: boolean } {
  const set = [...rec.values.participant];
  const id = p(participantId);
  const language = p(lang);
  if (!set.length) return { sql: `UPDATE participants p SET language = ${language} WHERE p.id = ${id} AND ${guard} AND p.language IS DISTINCT FROM ${language} RETURNING p.id`, unique: false };
  const column = new Map(set.map(([prop, f]) => [prop, p(f.value)]));
  const clash = uniqueAnswers(targets, rec).map(([t]) => same(t, 'o', column.get(t.property!)!));
  return {
    sql: `UPDATE participants p SET language = ${language}, ${set.map(([prop]) => `${snake(prop)} = ${column.get(prop)}`).join(', ')}, updated_at = now()
      WHERE p.id = ${id} AND ${guard}${clash.length ? ` AND NOT EXISTS (SELECT 1 FROM participants o WHERE o.meeting_id = p.meeting_id AND o.id <> p.id AND (${clash.join(' OR ')}))` : ''}
      RETURNING p.id`,
    unique: clash.length > 0,
  };
}

/** Which unique answer another participant holds: 409 at that field (the write found one). */
export async function refuseTaken(db: Db, targets: AnswerTargets, participantId: number, rec: RecordAnswers): Promise<never> {
  const unique = uniqueAnswers(targets, rec);
  for (const [t, f] of unique) {
    const [hit] = await db.query(
      `SELECT 1 FROM participants o JOIN participants p ON p.id = $1 WHERE o.meeting_id = p.meeting_id AND o.id <> p.id AND ${same(t, 'o', '$2')} LIMIT 1`, [participantId, f.value]);
    if (hit) throw takenAt(f);
  }
  throw takenAt(unique[0][1]);
}

const takenAt = (f: Filled) => new AppError(409, 'registration.form.taken', { label: f.label }, [{ path: `/formData/${f.fieldId}`, key: 'registration.form.taken', params: { label: f.label } }]);
