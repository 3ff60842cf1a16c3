// Client hints for the participant forms (spec 3 §5); the server checks the same rules
// (schemas/api/participant-*.json) and its messages win.
export type Check = (v: Record<string, string | boolean>) => string | undefined;

export const PHONE = /^1[3-9]\d{9}$/;
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const len = (s: unknown) => String(s ?? '').length;

/** field → message key of its first failed rule */
export function registerProblems(v: Record<string, string | boolean>, mode: 'phone' | 'email'): Record<string, string> {
  const out: Record<string, string> = {};
  if (mode === 'phone') {
    if (!v.phone) out.phone = 'participantAccount.phone.required';
    else if (!PHONE.test(String(v.phone))) out.phone = 'participantAccount.phone.pattern';
  } else if (!v.email) out.email = 'participantAccount.email.required';
  else if (!EMAIL.test(String(v.email))) out.email = 'participantAccount.email.format';
  const code = codeProblem(v.verificationCode);
  if (code) out.verificationCode = code;
  if (!String(v.username ?? '').trim()) out.username = 'participantAccount.username.required';
  else if (len(v.username) < 2 || len(v.username) > 10) out.username = 'participantAccount.username.minLength';
  if (!v.password) out.password = 'participantAccount.password.required';
  else if (len(v.password) < 6 || len(v.password) > 16) out.password = 'participantAccount.password.minLength';
  if (!v.confirmPassword) out.confirmPassword = 'participantAccount.confirmPassword.required';
  else if (v.confirmPassword !== v.password) out.confirmPassword = 'participantAccount.confirmPassword.mismatch';
  if (v.agree !== true) out.agree = 'participantAccount.agree.required';
  return out;
}

/** the message key of a code field's problem: empty, or not 6 digits */
export function codeProblem(code: unknown): string | undefined {
  if (!code) return 'participantAccount.ui.codeRequired';
  if (!/^\d{6}$/.test(String(code))) return 'auth.verificationCode.pattern';
}

export function loginProblems(v: Record<string, string | boolean>): Record<string, string> {
  const out: Record<string, string> = {};
  if (!String(v.account ?? '').trim()) out.account = 'participantAccount.account.required';
  if (!v.password) out.password = 'participantAccount.password.required';
  else if (len(v.password) < 6 || len(v.password) > 16) out.password = 'participantAccount.password.minLength';
  return out;
}

/** spec 3 §5: what must be filled in before registering for the meeting */
export const PROFILE_FIELDS = ['phone', 'email', 'gender', 'workplace', 'position'] as const;
export const missingOf = (p: Record<string, unknown>) => PROFILE_FIELDS.filter((f) => !String(p[f] ?? '').trim());
