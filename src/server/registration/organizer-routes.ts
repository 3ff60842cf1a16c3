// The organizer's lifecycle actions on one registration and its audit trail (docs/registration.md,
// LIFECYCLE). Access `admin`: the registration must belong to a meeting the caller owns (another
// organizer's id answers 404 like an unknown one); a super admin reaches every meeting.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { childIdParam, ownedChild } from '../meetings/scoped';
import { signDeep } from '../private-files/signed';
import { notFound } from '../http/errors';
import { act, type ActionBody, type OrganizerAction } from './organizer-actions';
import { ANY_STAFF } from '../auth/staff';

const NOT_FOUND = 'registration.notFound';
const tags = ['registration-lifecycle'];

const ACTIONS: Array<{ path: string; action: OrganizerAction; summary: string }> = [
  { path: 'approve', action: 'approve', summary: 'Approve a submitted registration (flows with review): awaiting payment, or confirmed when nothing is due' },
  { path: 'confirm', action: 'confirm', summary: 'Confirm a submitted or unpaid registration without payment' },
  { path: 'mark-paid', action: 'markPaid', summary: 'Mark an unpaid registration paid (on site, or a transfer seen on the statement): confirmed' },
  { path: 'cancel', action: 'cancel', summary: 'Cancel a registration at any time with a reason the participant reads; its places are given back' },
  { path: 'restore', action: 'restore', summary: 'Restore an expired registration: its places are taken again (409 when gone) and a new deadline starts' },
];

export default async function organizerRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const owned = (req: Parameters<typeof childIdParam>[0]) => ownedChild(ctx, req.caller!.user, 'registrations', childIdParam(req, 'id', NOT_FOUND), NOT_FOUND);

  for (const a of ACTIONS) {
    route(app, {
      method: 'POST', url: `/api/co/registrations/:id/${a.path}`, errors: [409], access: { meeting: ['finance'], of: { table: 'registrations', param: 'id' } }, tags, body: a.action === 'cancel' ? 'registration.cancel' : 'registration.action', answer: 'registration',
      summary: `${a.summary}. 409 with the state when the registration is not in a state that allows it.`,
      async handler(req) {
        const reg = await owned(req);
        if (reg.registration_status === 'draft') throw notFound(NOT_FOUND);
        const row = await act(ctx, req.caller!.user, reg, a.action, (req.body ?? {}) as ActionBody);
        return ok(signDeep(ctx.tokenSecret, ctx.repo('registration').fromRow(row)!), req.t(`lifecycle.done.${a.action}`));
      },
    });
  }

  route(app, {
    method: 'GET', url: '/api/co/registrations/:id/events', access: { meeting: ANY_STAFF, of: { table: 'registrations', param: 'id' } }, tags, answer: 'registrationEvent[]',
    summary: 'What happened to a registration, oldest first: each transition with who made it and why',
    async handler(req) {
      const reg = await owned(req);
      const rows = await ctx.db.query('SELECT * FROM registration_events WHERE registration_id = $1 ORDER BY created_at, id', [reg.id]);
      return ok(rows.map((r) => ctx.repo('registrationEvent').fromRow(r)!));
    },
  });
}
