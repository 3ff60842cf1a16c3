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
import type { SchemaBundle } from '../../src/server/schemas';
import { jobSchema } from '../../src/server/jobs/boss-queue';
import { signToken, type TokenPayload } from '../../src/server/auth/token';
import { Bitmap } from '../../src/server/captcha/png';

export const DATABASES: Array<'pglite' | 'postgres'> = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: 'pglite' | 'postgres';
  /** codes sent, newest last */
  sent: Array<{ recipient: string; type: string; code: string }>;
  lastCode(recipient: string): string;
  /** Closes the app (not the database) and builds it again on the same database: a restart. */
  restart(opts?: { schemas?: SchemaBundle }): Promise<void>;
  close(): Promise<void>;
}

export interface MakeOptions {
  captcha?: boolean;
  limits?: Partial<Limits>;
  env?: Record<string, string>;
  /** schemas to build with instead of those on disk (schema-evolution tests) */
  schemas?: SchemaBundle;
  /** the app's own code delivery (sms/, SMTP, the development log) instead of capturing codes in `sent` */
  ownSender?: boolean;
  /** receives every line the app logs (at info level and above) */
  log?: (line: string) => void;
  /** PostgreSQL: runs of a deadlocked transaction again (db/retry.ts); 0 shows a lock order holds without them */
  dbRetries?: number;
}

export async function makeApp(kind: 'pglite' | 'postgres', opts: MakeOptions = {}): Promise<TestApp> {
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDb(kind === 'postgres' ? { databaseUrl: process.env.DATABASE_URL, schema, retries: opts.dbRetries } : { dataDir: 'memory://' });
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `conflow-test-${randomBytes(4).toString('hex')}`), SUPER_ADMIN_PASSWORD: 'admin-pass-1', ...opts.env }),
    captcha: opts.captcha ?? false,
  };
  const sent: TestApp['sent'] = [];
  const build = (schemas?: SchemaBundle) =>
    buildApp({
      config,
      db,
      limits: opts.limits,
      schemas,
      logger: opts.log ? { level: 'info', stream: { write: opts.log } } : false,
      print: () => {},
      sender: opts.ownSender ? undefined : { async send(to, code) { sent.push({ recipient: to.recipient, type: to.type, code }); } },
    });
  const t: TestApp = {
    app: await build(opts.schemas),
    db,
    kind,
    sent,
    lastCode(recipient) {
      const c = [...sent].reverse().find((s) => s.recipient === recipient);
      if (!c) throw new Error(`no code sent to ${recipient}`);
      return c.code;
    },
    async restart(o = {}) {
      await t.app.close();
      t.app = await build(o.schemas);
    },
    async close() {
      await t.app.close();
      if (schema) await db.query(`DROP SCHEMA IF EXISTS ${schema}, ${jobSchema(schema)} CASCADE`);
      await db.close();
    },
  };
  return t;
}

/** What no answer may ever contain: a password or auth-token hash, or its column name. */
export const SECRET = /passwordHash|password_hash|subTokenHash|sub_token_hash|scrypt\$/;

/** app.inject with JSON, a language and an optional bearer token; answers status and parsed body.
 *  Every answer is also checked for secrets (see SECRET): a leak fails whichever test made the call. */
export async function call(
  app: FastifyInstance,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; lang?: 'zh' | 'en'; headers?: Record<string, string>; ip?: string } = {},
) {
  const res = await app.inject({
    method: method as any,
    url,
    remoteAddress: opts.ip,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      'accept-language': opts.lang ?? 'zh',
      ...opts.headers,
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  if (SECRET.test(res.body)) throw new Error(`${method} ${url} answered a secret: ${res.body.slice(0, 300)}`);
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** Calls once in Chinese and once in English and checks status and message of both. */
export async function expectMessage(
  app: FastifyInstance,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; ip?: string },
  status: number,
  zh: string,
  en: string,
) {
  const a = await call(app, method, url, { ...opts, lang: 'zh' });
  const b = await call(app, method, url, { ...opts, lang: 'en' });
  const got = { zh: [a.status, a.body?.message], en: [b.status, b.body?.message] };
  const want = { zh: [status, zh], en: [status, en] };
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`${method} ${url} ${JSON.stringify(opts.body)}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  return { zh: a, en: b };
}

let phoneSeq = 0;
/** A fresh mainland mobile number for each call. */
export const nextPhone = () => `139${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneSeq++ % 1e4).padStart(4, '0')}`;

/** Registers an organizer by phone through the real API and answers its token and user. */
export async function registerOrganizer(t: TestApp, username = `u${randomBytes(3).toString('hex')}`, password = 'secret123', captchaToken?: () => Promise<string>) {
  const phone = nextPhone();
  const s = await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: phone, type: 'phone', captchaToken: await captchaToken?.() } });
  if (s.status !== 200) throw new Error(`send-code ${s.status} ${JSON.stringify(s.body)}`);
  const r = await call(t.app, 'POST', '/api/auth/register', {
    body: {
      username, password, confirmPassword: password, registerMode: 'phone', role: 'ORGANIZER', agreedToTerms: true, phone,
      verificationCode: t.lastCode(phone), captchaToken: await captchaToken?.(),
    },
  });
  if (r.status !== 200) throw new Error(`register ${r.status} ${JSON.stringify(r.body)}`);
  return { token: r.body.token as string, user: r.body.user, phone, username, password };
}

export async function loginAdmin(t: TestApp) {
  const r = await call(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: 'admin', password: 'admin-pass-1' } });
  if (r.status !== 200) throw new Error(`admin login ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}

/** A drag from the left edge to x: several samples over 300 ms. */
export const dragTo = (x: number) => [[0, 80, 0], [x / 3, 81, 100], [(2 * x) / 3, 80, 200], [x, 80, 300]];

/** Solves a slider challenge the way a person would, reading the answer from the database. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const c = await call(t.app, 'GET', '/api/captcha');
  const [row] = await t.db.query('SELECT target_x FROM captchas WHERE id = $1', [c.body.data.id]);
  const v = await call(t.app, 'POST', '/api/captcha/verify', { body: { id: c.body.data.id, x: row.target_x, trail: dragTo(row.target_x) } });
  if (v.status !== 200) throw new Error(`captcha ${v.status} ${JSON.stringify(v.body)}`);
  return v.body.data.captchaToken;
}

/** Moves the hits of the rate limits whose key matches the LIKE pattern `seconds` into the past. */
export async function ageLimits(t: TestApp, like: string, seconds: number) {
  await t.db.query(`UPDATE rate_counters SET hits = ARRAY(SELECT h - make_interval(secs => $2::float8) FROM unnest(hits) h) WHERE key LIKE $1`, [like, seconds]);
}

export async function userCount(t: TestApp): Promise<number> {
  const [r] = await t.db.query('SELECT count(*)::int AS n FROM users');
  return Number(r.n);
}

export function decodeToken(token: string): TokenPayload {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** The same claims, correctly signed, but expired a minute ago. */
export function expiredToken(t: TestApp, token: string): string {
  const p = decodeToken(token);
  const now = Math.floor(Date.now() / 1000);
  return signToken({ ...p, iat: now - 3600, exp: now - 60 }, t.app.ctx.tokenSecret);
}

/** The same claims signed with another secret. */
export function forgedToken(token: string, claims: Partial<TokenPayload> = {}): string {
  return signToken({ ...decodeToken(token), ...claims }, randomBytes(32));
}

/** A real PNG of w x h pixels. */
export function pngBytes(w = 4, h = 4): Buffer {
  const b = new Bitmap(w, h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) b.set(x, y, 200, 40 * x, 40 * y);
  return b.toPng();
}

/** A multipart/form-data body with one file part, built by hand. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----conflow${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
