// Route guards from schemas/routes.json, as a pure check: given the guard and who is here, either
// pass or name the message and where to go (spec 1 §6, spec 3 §6).
export interface GuardDef {
  login?: boolean;
  roles?: string[];
  participant?: boolean;
  maxAgeHours?: number;
  message?: string;
  redirect?: string;
}

export interface GuardContext {
  loggedIn: boolean;
  role?: string | null;
  /** route params: the participant guard reads `meetingId` */
  params: Record<string, string | undefined>;
  /** a participant login younger than maxAgeHours (for that meeting when one is named, else any) */
  hasParticipant: (meetingId?: string, maxAgeHours?: number) => boolean;
}

export type GuardResult = { ok: true } | { ok: false; message: string; redirect: string };

const LOGIN_FIRST = 'guards.loginFirst';

export function checkGuard(guard: GuardDef | undefined, ctx: GuardContext): GuardResult {
  if (!guard) return { ok: true };
  const redirect = guard.redirect ?? '/';
  if (guard.login && !ctx.loggedIn) return { ok: false, message: LOGIN_FIRST, redirect };
  if (guard.roles?.length && !guard.roles.includes(String(ctx.role))) return { ok: false, message: guard.message ?? 'guards.noPermission', redirect };
  if (guard.participant && !ctx.hasParticipant(ctx.params.meetingId, guard.maxAgeHours)) return { ok: false, message: guard.message ?? LOGIN_FIRST, redirect };
  return { ok: true };
}
