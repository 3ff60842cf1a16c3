// The participant table's visible columns, kept on the server per user and meeting (spec 2 §7 "file-
// config store for user-table columns", path designed here). Keys are checked against the row's
// available columns (participant.json x-row), so a property added to the entity is choosable at once.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { fieldError } from '../http/errors';
import { meetingOf } from '../meetings/scoped';
import { rowSpec } from './row';
import { answerColumns } from './answers';
import { ANY_STAFF } from '../auth/staff';

const SCREEN = 'participants';

export function columnsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const spec = rowSpec(ctx);
  const url = '/api/user-management/meeting/:meetingId/column-config';
  /** the row's keys and the meeting's answer columns (labelled by their fields: `labels`) */
  const choosable = async (meetingId: number, lang: 'zh' | 'en') => {
    const answers = await answerColumns(ctx.db, ctx.schemas.entities, meetingId, lang);
    return { available: [...spec.available, ...answers.map((a) => a.key)], labels: Object.fromEntries(answers.map((a) => [a.key, a.label])) };
  };

  route(app, {
    method: 'GET', url, access: { meeting: ANY_STAFF }, tags: ['participants'],
    answer: '{ columns, defaults, available, labels, saved }: the caller’s visible columns (the defaults until saved; keys no longer available dropped); available = the row’s keys and answer:<fieldId> of the meeting’s form fields, labels = those fields’ labels',
    summary: 'The caller’s visible columns of the participant list of this meeting',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const [row] = await ctx.db.query('SELECT columns FROM column_configs WHERE user_id = $1 AND meeting_id = $2 AND screen = $3', [req.caller!.user.id, meeting.id, SCREEN]);
      const can = await choosable(meeting.id, req.lang);
      const stored = Array.isArray(row?.columns) ? (row.columns as string[]).filter((c) => can.available.includes(c)) : [];
      return ok({ columns: stored.length ? stored : spec.defaults, defaults: spec.defaults, ...can, saved: stored.length > 0 });
    },
  });

  route(app, {
    method: 'PUT', url, access: { meeting: ['editor'] }, tags: ['participants'], body: 'participant.columns', answer: '{ columns, defaults, available, labels, saved }',
    summary: 'Save the caller’s visible columns (unknown keys refused)',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const { columns } = req.body as { columns: string[] };
      const can = await choosable(meeting.id, req.lang);
      const i = columns.findIndex((c) => !can.available.includes(c));
      if (i >= 0) throw fieldError(`/columns/${i}`, 'participant.columns.unknown', { column: columns[i] });
      await ctx.db.query(
        `INSERT INTO column_configs (user_id, meeting_id, screen, columns, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (user_id, meeting_id, screen) DO UPDATE SET columns = EXCLUDED.columns, updated_at = now()`,
        [req.caller!.user.id, meeting.id, SCREEN, JSON.stringify(columns)],
      );
      return ok({ columns, defaults: spec.defaults, ...can, saved: true }, req.t('participant.columnsSaved'));
    },
  });
}
