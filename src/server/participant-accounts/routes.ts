// Participant accounts on a meeting's website (spec 3 §5, §7 Participants): register by phone or
// e-mail proven by a code, log in with phone, e-mail or username (only to a meeting the participant belongs to), read
// and complete the own profile. Login failures are held back like the organizer login's (accounts/lockout.ts).
import type { FastifyInstance } from 'fastify';
import type { Req } from '../http/context';
import { route, ok } from '../http/route';
import { AppError, fieldError } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { countedLogin, loggedInFrom } from '../accounts/lockout';
import { requireCaptcha } from '../captcha/routes';
import { codeRecipient, consumeCode } from '../accounts/codes';
import { revokeParticipantSession } from './sessions';
import { participantLoggedIn } from './logged-in';
import { withinRegistrationLimit } from './throttle';
import participantNotificationRoutes from './notification-routes';
import participantResetRoutes from './reset-routes';
import participantCodeLoginRoutes from './code-login-routes';
import { assertFreeInMeeting, findInMeeting, meetingForParticipants, publicParticipant, uniqueLost } from './store';
import { pickWritten } from '../../shared/schema/pick';

type Body = Record<string, any>;

export default async function participantAccountRoutes(app: FastifyInstance) {
  const { ctx } = app;
  await participantNotificationRoutes(app);
  await participantResetRoutes(app);
  await participantCodeLoginRoutes(app);

  /**
   * Sign-up proves the phone or e-mail by a code (issue 16: an account at the right moment) and logs the
   * new participant in at once. The code is spent after the free checks (a taken username costs no code)
   * and before the insert, in consumeCode's one statement: registrations racing on one code make one account.
   */
  async function register(req: Req, mode: 'phone' | 'email') {
    const b = req.body as Body;
    if (!b[mode]) throw fieldError(`/${mode}`, `participantAccount.${mode}.required`);
    const meeting = await meetingForParticipants(ctx, b.meetingId);
    const contact = codeRecipient({ mode, phone: b.phone, email: b.email });
    const p = await withinRegistrationLimit(ctx, req, async () => {
      await assertFreeInMeeting(ctx, meeting.id, { username: b.username, [mode]: contact });
      const passwordHash = await hashPassword(b.password);
      await consumeCode(ctx, contact, b.verificationCode);
      // no name yet: the registration form's bound answers or the profile give it (faces show the username meanwhile)
      return ctx.repo('participant')
        .insert(ctx.db, { meetingId: meeting.id, adminId: meeting.organizer_id, username: b.username, [mode]: contact, passwordHash, role: 'PARTICIPANT', userType: 'site' })
        .catch(uniqueLost);
    });
    return participantLoggedIn(ctx, req, p, 'participantAccount.registered');
  }

  route(app, {
    method: 'POST', url: '/api/participants/register', access: 'public', errors: [409, 429], tags: ['participant-accounts'], body: 'participants.register',
    answer: '{ participant: participant + sessionToken, jwtToken, token; token; created }',
    summary: 'Register a participant account of one meeting by phone, proven by a code (/api/auth/send-code); logs in (username 2-10, password 6-16)',
    handler: (req) => register(req, 'phone'),
  });

  route(app, {
    method: 'POST', url: '/api/participants/register-email', access: 'public', errors: [409, 429], tags: ['participant-accounts'], body: 'participants.register',
    answer: '{ participant: participant + sessionToken, jwtToken, token; token; created }',
    summary: 'Register a participant account of one meeting by e-mail, proven by a code; logs in',
    handler: (req) => register(req, 'email'),
  });

  route(app, {
    method: 'POST', url: '/api/participants/auth', access: 'public', errors: [429], tags: ['participant-accounts'], body: 'participants.auth',
    answer: '{ participant: participant + sessionToken, jwtToken, token; token }',
    summary: 'Log a participant in to one meeting by phone, e-mail or username; a 24-hour participant token',
    async handler(req) {
      const b = req.body as Body;
      // a captcha is asked for only once the account has had many failures (accounts/lockout.ts)
      const freshCaptcha = b.captchaToken !== undefined ? await requireCaptcha(ctx, b.captchaToken) : !ctx.config.captcha;
      const meeting = await meetingForParticipants(ctx, b.meetingId);
      const account = String(b.account).trim();
      const p = await findInMeeting(ctx, meeting.id, account);
      const knownSource = !!p && (await loggedInFrom(ctx, 'participant_sessions', 'participant_id', p.id, req.ip));
      // tries count per person (phone or e-mail), in every meeting alike; another meeting's account is
      // never looked at, so its password is not told apart from a wrong one
      const who = `participant:${p ? (p.phone ?? p.email ?? `#${p.id}`) : account}`;
      const good = await countedLogin(ctx, { account: who, ip: req.ip, knownSource, freshCaptcha }, () => verifyPassword(b.password, p?.passwordHash));
      if (!good || !p) throw new AppError(400, 'participantAccount.loginFailed');
      if (p.status === 'disabled' || p.isActive === false) throw new AppError(403, 'auth.login.disabled');
      return participantLoggedIn(ctx, req, p);
    },
  });

  route(app, {
    method: 'GET', url: '/api/participants/info', access: 'participant', tags: ['participant-accounts'], answer: 'participant + { missingFields, profileComplete, meeting }',
    summary: 'The logged-in participant (participant-token header)',
    async handler(req) {
      const p = req.participant!.participant;
      const [m] = await ctx.db.query('SELECT id, title, start_time, end_time, location FROM meetings WHERE id = $1', [p.meetingId]);
      return ok({ ...publicParticipant(ctx, p), meeting: m ? { id: m.id, title: m.title, startTime: m.start_time, endTime: m.end_time, venue: m.location } : null });
    },
  });

  route(app, {
    method: 'POST', url: '/api/participants/update-profile', access: 'participant', errors: [409], tags: ['participant-accounts'], body: 'participants.profile', answer: 'participant',
    summary: 'Complete or change the own profile (phone and e-mail stay unique within the meeting)',
    async handler(req) {
      const p = req.participant!.participant;
      // what the profile form holds for the participant (one pick: a property added to the form is stored as is)
      const b = pickWritten(ctx.schemas.composed['participants.profile'], req.body as Body) as Body;
      if (b.email) b.email = String(b.email).toLowerCase();
      await assertFreeInMeeting(ctx, p.meetingId, { phone: b.phone, email: b.email }, p.id);
      const saved = await ctx.repo('participant').update(ctx.db, { id: p.id }, { ...b, updatedAt: new Date().toISOString() });
      return ok(publicParticipant(ctx, saved!), req.t('participantAccount.profileSaved'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/participants/logout', access: 'participant', tags: ['participant-accounts'],
    summary: 'End the participant session of this token',
    async handler(req) {
      await revokeParticipantSession(ctx, req.participant!.sessionId);
      return ok(null, req.t('participantAccount.loggedOut'));
    },
  });
}
