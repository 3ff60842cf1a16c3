// Builds the real app on a real database for API tests: PGlite in memory always, and PostgreSQL
// (a fresh schema per app) when DATABASE_URL is set. Codes are captured by a Sender, the pluggable
// delivery interface the server uses for SMS and e-mail.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/db/driver';
import type { Limits } from '../../src/server/limits';

export const DATABASES: Array<'pglite' | 'postgres'> = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** codes sent, newest last */
  sent: Array<{ recipient: string; type: string; code: string }>;
  lastCode(recipient: string): string;
  close(): Promise<void>;
}

export async function makeApp(kind: 'pglite' | 'postgres', opts: { captcha?: boolean; limits?: Partial<Limits>; env?: Record<string, string> } = {}): Promise<TestApp> {
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDb(kind === 'postgres' ? { databaseUrl: process.env.DATABASE_URL, schema } : { dataDir: 'memory://' });
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `conflow-test-${randomBytes(4).toString('hex')}`), SUPER_ADMIN_PASSWORD: 'admin-pass-1', ...opts.env }),
    captcha: opts.captcha ?? false,
  };
  const sent: TestApp['sent'] = [];
  const app = await buildApp({
    config,
    db,
    limits: opts.limits,
    logger: false,
    print: () => {},
    sender: { async send(to, code) { sent.push({ recipient: to.recipient, type: to.type, code }); } },
  });
  return {
    app,
    db,
    sent,
    lastCode(recipient) {
      const c = [...sent].reverse().find((s) => s.recipient === recipient);
      if (!c) throw new Error(`no code sent to ${recipient}`);
      return c.code;
    },
    async close() {
      await app.close();
      if (schema) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    },
  };
}

/** app.inject with JSON, a language and an optional bearer token; answers status and parsed body. */
export async function call(app: FastifyInstance, method: string, url: string, opts: { body?: unknown; token?: string; lang?: 'zh' | 'en'; headers?: Record<string, string> } = {}) {
  const res = await app.inject({
    method: method as any,
    url,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      'accept-language': opts.lang ?? 'zh',
      ...opts.headers,
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

let phoneSeq = 0;
/** A fresh mainland mobile number for each call. */
export const nextPhone = () => `139${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneSeq++ % 1e4).padStart(4, '0')}`;

/** Registers an organizer by phone through the real API and answers its token and user. */
export async function registerOrganizer(t: TestApp, username = `u${randomBytes(3).toString('hex')}`, password = 'secret123') {
  const phone = nextPhone();
  const s = await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: phone, type: 'phone' } });
  if (s.status !== 200) throw new Error(`send-code ${s.status} ${JSON.stringify(s.body)}`);
  const r = await call(t.app, 'POST', '/api/auth/register', {
    body: { username, password, confirmPassword: password, registerMode: 'phone', role: 'ORGANIZER', agreedToTerms: true, phone, verificationCode: t.lastCode(phone) },
  });
  if (r.status !== 200) throw new Error(`register ${r.status} ${JSON.stringify(r.body)}`);
  return { token: r.body.token as string, user: r.body.user, phone, username, password };
}

export async function loginAdmin(t: TestApp) {
  const r = await call(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: 'admin', password: 'admin-pass-1' } });
  if (r.status !== 200) throw new Error(`admin login ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}
