// The auth dialogs' server calls (docs/contracts.md) and how their failures read.
import { api, type BodyOf } from '@runtime/api';
import type { TFunction } from 'i18next';

export interface Challenge {
  id: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  background: string;
  piece: string;
}
export type TrailPoint = [number, number, number];
export type CodeType = 'phone' | 'email';
export interface FieldProblem {
  path: string;
  message: string;
}

export const fetchChallenge = () => api('getCaptcha') as Promise<Challenge>;

export const verifyChallenge = (id: string, x: number, trail: TrailPoint[]) =>
  api('postCaptchaVerify', { body: { id, x, trail } }) as Promise<{ captchaToken: string }>;

export const sendCode = (recipient: string, type: CodeType, captchaToken: string) =>
  api('postAuthSendCode', { body: { recipient, type, captchaToken } }) as Promise<{ cooldown?: number } | null>;

export interface SessionAnswer {
  token: string;
  user: any;
}
/** Login and register answer `{ token, user }` at the top level and under `data`. */
export function sessionOf(answer: any): SessionAnswer {
  const token = answer?.token ?? answer?.data?.token;
  const user = answer?.user ?? answer?.data?.user;
  if (!token || !user) throw new Error('no session in answer');
  return { token, user };
}

export const login = (body: Record<string, unknown>) => api('postAuthLogin', { body: body as BodyOf<'postAuthLogin'> }).then(sessionOf);
export const register = (body: Record<string, unknown>) => api('postAuthRegister', { body: body as BodyOf<'postAuthRegister'> }).then(sessionOf);

/** The server's message for a failed call, else the given fallback key. */
export function errorText(e: unknown, t: TFunction, fallbackKey: string): string {
  const status = (e as { status?: number })?.status;
  const msg = (e as { message?: string })?.message;
  return status && msg ? msg : t(fallbackKey);
}

/** Field errors of a 400 answer: `[{ path: '/phone', message }]`. */
export function fieldProblems(e: unknown): FieldProblem[] {
  const errors = (e as { errors?: unknown })?.errors;
  return Array.isArray(errors) ? errors.filter((x) => x && typeof x.path === 'string' && x.message) : [];
}
