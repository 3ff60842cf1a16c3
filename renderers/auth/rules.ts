// Client rules for the login and register forms, read from the same request schemas the server
// validates with (limits, patterns, x-rules). Messages are message refs, translated when shown.
import { z } from 'zod';
import { getSchema, type JsonSchema } from '@runtime/schemas';

type SchemaId = 'auth.login' | 'auth.register' | ResetSchemaId;
export type ResetSchemaId = 'auth.resetPassword' | 'participants.resetPassword';
const schemaOf = (id: SchemaId): JsonSchema => getSchema(id) ?? { properties: {} };

/** A message as the server builds it: `key`, else `fallback` with `{{field}}` and `{{limit}}`. */
export interface MessageRef {
  k: string;
  f: string;
  field?: string;
  limit?: number;
}
export const ref = (m: MessageRef) => JSON.stringify(m);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/; // as src/shared/schema/validate.ts

/** One string property: required (when `requiredKey`), minLength, maxLength, pattern, email. */
export function text(p: JsonSchema = {}, requiredKey?: string) {
  const field: string = p['x-key'];
  return z.string().superRefine((v, ctx) => {
    const fail = (kw: string, limit?: number, k = `${field}.${kw}`) =>
      ctx.addIssue({ code: 'custom', message: ref({ k, f: `validation.${kw}`, field, limit }) });
    const len = [...v].length;
    if (!v) return void (requiredKey && fail('required', undefined, requiredKey));
    if (p.minLength != null && len < p.minLength) return fail('minLength', p.minLength);
    if (p.maxLength != null && len > p.maxLength) return fail('maxLength', p.maxLength);
    if (p.pattern && !new RegExp(p.pattern).test(v)) return fail('pattern');
    if (p.format === 'email' && !EMAIL.test(v)) return fail('format');
  });
}

type Ctx = z.core.$RefinementCtx<Record<string, unknown>>;
function issue(ctx: Ctx, path: string, m: MessageRef) {
  ctx.addIssue({ code: 'custom', path: [path], message: ref(m) });
}

/** The schema's x-rules that apply to `data`: conditional required and field equality. */
function applyRules(s: JsonSchema, data: Record<string, unknown>, ctx: Ctx) {
  for (const r of s['x-rules'] ?? []) {
    if (r.if && !Object.entries(r.if).every(([k, v]) => data[k] === v)) continue;
    const field = s.properties?.[r.field]?.['x-key'] ?? r.field;
    const v = data[r.field];
    if (r.required && (v === undefined || v === '')) issue(ctx, r.field, { k: r.key, f: 'validation.required', field });
    else if (r.equals && v && v !== data[r.equals]) issue(ctx, r.field, { k: r.key, f: 'validation.equals', field });
  }
}

function captcha(data: Record<string, unknown>, ctx: Ctx) {
  if (!data.captchaToken) issue(ctx, 'captchaToken', { k: 'auth.captcha.required', f: 'validation.required', field: 'auth.captcha' });
}

export type LoginMethod = 'account' | 'phone' | 'subAccount';
const LOGIN_FIELDS: Record<LoginMethod, string[]> = {
  account: ['account', 'password'],
  phone: ['phone', 'verificationCode'],
  subAccount: ['masterAccount', 'subAccount', 'authToken'],
};

/** Only the chosen method's fields: what it parses to is the request body. */
export function loginRules(method: LoginMethod) {
  const s = schemaOf('auth.login');
  const shape: Record<string, z.ZodType> = {};
  for (const name of LOGIN_FIELDS[method]) shape[name] = text(s.properties?.[name]);
  return z
    .object({ method: z.literal(method), ...shape, rememberMe: z.boolean(), captchaToken: z.string() })
    .superRefine((d, ctx) => {
      applyRules(s, d, ctx);
      captcha(d, ctx);
    });
}

export type RegisterMode = 'phone' | 'email';
export function registerRules(mode: RegisterMode) {
  const s = schemaOf('auth.register');
  const P = s.properties ?? {};
  const recipient = mode === 'phone' ? { phone: text(P.phone) } : { email: text(P.email) };
  return z
    .object({
      registerMode: z.literal(mode),
      username: text(P.username, 'user.username.required'),
      password: text(P.password, 'auth.password.required'),
      confirmPassword: z.string(),
      ...recipient,
      verificationCode: text(P.verificationCode, 'auth.verificationCode.required'),
      agreedToTerms: z.boolean(),
      captchaToken: z.string(),
    })
    .superRefine((d, ctx) => {
      if (!d.confirmPassword) issue(ctx, 'confirmPassword', { k: 'register.confirmRequired', f: 'validation.required', field: 'auth.confirmPassword' });
      applyRules(s, d, ctx);
      if (!d.agreedToTerms) issue(ctx, 'agreedToTerms', { k: 'auth.agreedToTerms.required', f: 'validation.required', field: 'auth.agreedToTerms' });
      captcha(d, ctx);
    });
}

/** The password reset form (organizers' or participants' schema): the chosen mode's recipient, the code, the new password twice. */
export function resetRules(id: ResetSchemaId, mode: RegisterMode) {
  const s = schemaOf(id);
  const P = s.properties ?? {};
  const need = (name: string) => `${P[name]?.['x-key']}.required`;
  // a missing recipient is the schema's x-rules' message
  const recipient = mode === 'phone' ? { phone: text(P.phone) } : { email: text(P.email) };
  return z
    .object({
      mode: z.literal(mode),
      ...recipient,
      verificationCode: text(P.verificationCode, 'auth.verificationCode.required'),
      password: text(P.password, need('password')),
      confirmPassword: z.string(),
      captchaToken: z.string(),
    })
    .superRefine((d, ctx) => {
      if (!d.confirmPassword) issue(ctx, 'confirmPassword', { k: 'register.confirmRequired', f: 'validation.required', field: P.confirmPassword?.['x-key'] });
      applyRules(s, d, ctx);
      captcha(d, ctx);
    });
}

/** Length limits for placeholders ("2-32 characters"). */
export const limits = (id: SchemaId, name: string) => {
  const p = schemaOf(id).properties?.[name] ?? {};
  return { min: p.minLength as number | undefined, max: p.maxLength as number | undefined };
};
