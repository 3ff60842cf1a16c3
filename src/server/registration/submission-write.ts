// What a submission writes, after the participant's lock, as one statement (a round trip per write
// was most of a submission's cost under load, BENCHMARKS.md): this flow's drafts go, the registration
// is inserted unless the participant already has an active one in the flow, its audit row, the
// confirmation e-mail when it is confirmed at once, the organizer's notification and the answered
// participant properties come with it; the participant's view of the new registration is read back.
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { Params } from '../db/params';
import { AppError } from '../http/errors';
import { activeSql } from '../../shared/lifecycle';
import type { AnswerTargets } from '../../shared/designer/binding';
import { confirmationFrom } from '../notifications/deliveries/queue';
import { userNotification, type NotifyMessage } from '../notifications/notify';
import { eventFrom, type Actor } from './transitions';
import { participantUpdate, refuseTaken, type RecordAnswers } from './record';
import { present, VIEW_COLUMNS } from './views';
import { uniqueViolationOn } from '../db/unique';

export interface SubmissionWrite {
  /** the registration's properties (registration.json names) */
  registration: Row;
  participantId: number;
  flowId: number;
  targets: AnswerTargets;
  record: RecordAnswers;
  lang: 'zh' | 'en';
  actor: Actor;
  /** the confirmation e-mail's address, when the registration is confirmed at once and there is one */
  confirmTo: string | null;
  /** the organizer's notification of the submission, when the meeting has an organizer */
  tell: { userId: number; msg: NotifyMessage } | null;
}

/** Whether `e` is the unique index on active registrations per participant and flow refusing a second one. */
export const activeTaken = (e: unknown): boolean => uniqueViolationOn(e, 'holds_places');

/** Writes the submission (after lockParticipant inside a transaction, or alone as its own: see submit.ts); answers the participant's view of it. */
export async function writeSubmission(ctx: Ctx, db: Db, w: SubmissionWrite): Promise<Row> {
  const q = new Params();
  const pid = q.add(w.participantId);
  const flow = q.add(w.flowId);
  const active = `SELECT 1 FROM registrations a WHERE a.participant_id = ${pid} AND a.flow_id = ${flow} AND ${activeSql('a')}`;
  const parts = [
    `drafts AS (DELETE FROM registrations WHERE participant_id = ${pid} AND flow_id = ${flow} AND registration_status = 'draft')`,
    `reg AS (${ctx.repo('registration').insertSelect(q.add, w.registration, `WHERE NOT EXISTS (${active})`)} RETURNING *)`,
    `event AS (${eventFrom(q.add, 'reg', 'submit', 'draft', w.actor)})`,
  ];
  if (w.confirmTo) parts.push(`mail AS (${confirmationFrom(q.add, 'reg', w.confirmTo, w.lang)})`);
  if (w.tell) parts.push(`tell AS (${ctx.repo('notification').insertSelect(q.add, userNotification(w.tell.userId, w.tell.msg), 'FROM reg')})`);
  const person = participantUpdate(q.add, w.targets, w.participantId, w.record, w.lang, 'EXISTS (SELECT 1 FROM reg)');
  parts.push(`person AS (${person.sql})`);
  const [row] = await db.query(
    `WITH ${parts.join(',\n')}
     SELECT ${VIEW_COLUMNS('reg', 'f')}, EXISTS (SELECT 1 FROM person) AS person_written FROM reg LEFT JOIN registration_flows f ON f.id = reg.flow_id`,
    q.values,
  );
  // nothing inserted: an active registration in this flow was there (the transaction undoes the rest)
  if (!row) throw new AppError(409, 'registration.alreadyRegistered');
  // another participant of the meeting holds an answered phone or e-mail
  if (person.unique && !row.person_written) await refuseTaken(db, w.targets, w.participantId, w.record);
  const { person_written: _written, ...view } = row;
  return present(ctx, view, db);
}
