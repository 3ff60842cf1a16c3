// One participant of a meeting: read it (with its list row's fields) and edit it (spec 2 §5 "User
// edit"), under /users/{userId} like the spec's registration history (the client sends no organizer
// token on paths with '/participants/{id}', spec 3's participant-path rule). The meeting is checked
// first, then the participant within that meeting only: another organizer's participant id is 404.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, fieldError } from '../http/errors';
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { childIdParam, meetingOf } from '../meetings/scoped';
import { countsSql, presentRow, rowSpec, rowsSql } from './row';
import { ANY_STAFF } from '../auth/staff';
import { isUniqueViolation } from '../db/unique';
import { pickWritten } from '../../shared/schema/pick';
import { ADD, cleanRecord, insertRecords, lockValues, takenError, takenIn } from './add';

export const PARTICIPANT_NOT_FOUND = 'participant.notFound';

/** The meeting the caller owns and the id of one of its participants (404 otherwise). */
export async function ownedParticipant(ctx: Ctx, req: Req, param = 'userId'): Promise<{ meeting: Row; participant: Row }> {
  const meeting = await meetingOf(ctx, req);
  const id = childIdParam(req, param, PARTICIPANT_NOT_FOUND);
  const [participant] = await ctx.db.query('SELECT * FROM participants WHERE id = $1 AND meeting_id = $2', [id, meeting.id]);
  if (!participant) throw new AppError(404, PARTICIPANT_NOT_FOUND);
  return { meeting, participant };
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function oneRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const spec = rowSpec(ctx);
  const base = rowsSql(spec);
  const rowOf = async (meetingId: number, id: number) => {
    const [row] = await ctx.db.query(`SELECT x.*, ${countsSql('x')} FROM (${base}) x WHERE x.id = $2`, [meetingId, id]);
    return presentRow(ctx, spec, row);
  };

  route(app, {
    method: 'GET', url: '/api/user-management/meeting/:meetingId/users/:userId', access: { meeting: ANY_STAFF }, tags: ['participants'],
    answer: 'one list row (see /participants)', summary: 'One participant of the meeting with its newest non-draft registration',
    async handler(req) {
      const { meeting, participant } = await ownedParticipant(ctx, req);
      return ok(await rowOf(meeting.id, participant.id));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/user-management/meeting/:meetingId/users/:userId', access: { meeting: ['editor'] }, tags: ['participants'],
    body: 'participant.edit', answer: 'the updated row',
    summary: 'Edit a participant: the dialog’s fields are replaced whole (a field left out is cleared); username, phone and e-mail unique in the meeting', errors: [409],
    async handler(req) {
      const { meeting, participant } = await ownedParticipant(ctx, req);
      const b = req.body as Row;
      const username = String(b.username).trim();
      if (!username) throw fieldError('/username', 'participant.username.required');
      // the dialog's fields, whole (one pick: a property added to the form is stored as is), trimmed, blanks empty
      const record: Row = pickWritten(ctx.schemas.composed['participant.edit'], b, true);
      for (const [f, v] of Object.entries(record)) record[f] = blank(v) ? null : typeof v === 'string' ? v.trim() : v;
      record.username = username;
      record.role ??= 'PARTICIPANT';
      try {
        // the username, phone and e-mail stay unique in the meeting: checked under the values' locks
        await ctx.db.tx(async (db) => {
          await lockValues(ctx, db, meeting.id, [record]);
          const [clash] = (await takenIn(ctx, db, meeting.id, [record], participant.id))[0];
          if (clash) throw clash.field === 'username' ? fieldError('/username', 'participant.username.taken') : takenError(clash);
          await ctx.repo('participant').update(db, { id: participant.id, meetingId: meeting.id }, { ...record, updatedAt: new Date().toISOString() });
        });
      } catch (e) {
        // a concurrent edit took the name between the check and the write
        if (isUniqueViolation(e)) throw fieldError('/username', 'participant.username.taken');
        throw e;
      }
      return ok(await rowOf(meeting.id, participant.id), req.t('participant.updated'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/user-management/meeting/:meetingId/users', access: { meeting: ['editor'] }, tags: ['participants'],
    body: ADD, answer: 'the new row', errors: [409],
    summary: 'Add a participant by hand: the edit dialog’s fields (username made from the phone or e-mail when blank); username, phone and e-mail unique in the meeting; marked added by the organizer',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const record = cleanRecord(ctx, req.body as Row);
      let id: number;
      try {
        id = await ctx.db.tx(async (db) => {
          await lockValues(ctx, db, meeting.id, [record]);
          const [clash] = (await takenIn(ctx, db, meeting.id, [record]))[0];
          if (clash) throw takenError(clash);
          return Number((await insertRecords(ctx, db, meeting, [record], 'organizer'))[0].id);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw takenError({ field: 'username' });
        throw e;
      }
      return ok(await rowOf(meeting.id, id), req.t('participant.added'));
    },
  });
}
