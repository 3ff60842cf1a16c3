// Whose badges to print (issue 15 item 4): the admitted registrations of a meeting by default, or one
// state, one ticket type or the organizer's selection, each with the record, the registration's facts
// and the form's answers by field id (people.ts); and the counts the export's scope picker shows.
import { zoneOr } from '../meetings/times';
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import { meetingOf } from '../meetings/scoped';
import { ADMITTED, STATES, type State } from '../../shared/lifecycle';
import { answerColumns } from '../participants/answers';
import { peoplePage, presentPerson, sharedFacts, type PeopleFilter } from './people';

const tags = ['badges'];

interface PeopleQuery {
  state?: string;
  ticket?: string;
  ids?: string;
  search?: string;
  after?: number;
  page: number;
  size: number;
}

/** The states a query names: admitted by default; a draft is no registration, so no state to print. */
function statesOf(state: string | undefined): readonly State[] {
  if (!state || state === 'admitted') return ADMITTED;
  if (state === 'draft') throw new AppError(400, 'participant.registrationStatus.enum', {}, [{ path: '/state', key: 'participant.registrationStatus.enum' }]);
  return [state as State];
}

export function peopleRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/co/badges/meeting/:meetingId/people', access: { meeting: ['editor', 'checkin', 'viewer'] }, tags, query: 'badges.peopleQuery',
    answer: '{ list, total, page, size, totalPages, next, shared, answers? }: list = one row per registration, keyed as the badge fields read (participant properties bare, registration.<property>, stay.<fact>, answer:<fieldId>); next = the `after` of the following page, null at the end; shared = the meeting facts and print date every badge has; answers = [{ key, label }] of the form fields (first page only)',
    summary: 'The people whose badges print: admitted registrations (confirmed, checked in) unless another state is asked for; by ticket type or selection; never an account without such a registration',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const q = req.query as PeopleQuery;
      const filter: PeopleFilter = {
        states: statesOf(q.state),
        ticket: q.ticket,
        ids: q.ids ? q.ids.split(',').map(Number) : undefined,
        search: q.search?.trim() || undefined,
      };
      const { rows, total } = await peoplePage(ctx, Number(m.id), filter, q.size, q.after !== undefined ? { after: q.after } : { offset: q.page * q.size });
      const t = (k: string, p?: Record<string, unknown>) => req.t(k, p);
      const list = rows.map((r) => presentPerson(ctx, t, r, zoneOr(m.time_zone)));
      const first = q.after === undefined && q.page === 0;
      const answers = first ? (await answerColumns(ctx.db, ctx.schemas.entities, Number(m.id))).map((c) => ({ key: c.key, label: c.label })) : undefined;
      return ok({
        list, total, page: q.page, size: q.size, totalPages: Math.ceil(total / q.size),
        next: rows.length === q.size ? Number(rows[rows.length - 1].r_id) : null,
        shared: sharedFacts(t, m), ...(answers ? { answers } : {}),
      });
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/badges/meeting/:meetingId/scopes', access: { meeting: ['editor', 'checkin', 'viewer'] }, tags,
    answer: '{ admitted, states: [{ state, label, count }], tickets: [{ name, count, states: { <state>: n } }] }: registrations by state (every state but draft, in lifecycle order) and by ticket type (count: the admitted ones)',
    summary: 'How many badges each export scope prints: the admitted registrations, each state, each ticket type',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const rows = await ctx.db.query(
        `SELECT registration_status AS state, selected_ticket_name AS ticket, count(*)::int AS n FROM registrations
          WHERE meeting_id = $1 AND registration_status <> 'draft' GROUP BY 1, 2`, [m.id]);
      const count = (keep: (r: Record<string, any>) => boolean) => rows.filter(keep).reduce((n, r) => n + Number(r.n), 0);
      const admitted = (r: Record<string, any>) => ADMITTED.includes(r.state);
      type Ticket = { name: string; count: number; states: Record<string, number> };
      const tickets = new Map<string, Ticket>();
      for (const r of rows.filter((x) => x.ticket)) {
        const tk: Ticket = tickets.get(r.ticket) ?? { name: String(r.ticket), count: 0, states: {} };
        tk.states[r.state] = Number(r.n);
        if (admitted(r)) tk.count += Number(r.n);
        tickets.set(r.ticket, tk);
      }
      return ok({
        admitted: count(admitted),
        states: STATES.filter((s) => s !== 'draft').map((s) => ({ state: s, label: req.t(`form.enum.registration.registrationStatus.${s}`), count: count((r) => r.state === s) })),
        tickets: [...tickets.values()].sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      });
    },
  });
}
