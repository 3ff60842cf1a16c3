// Environment read once at the boundary and checked with zod.
import { z } from 'zod';
import path from 'node:path';

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  SUPER_ADMIN_PASSWORD: z.string().min(6).optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Conflow <no-reply@conflow.local>'),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** off: no named prepared statements (a pooler in transaction mode in front of PostgreSQL) */
  PG_PREPARE: z.enum(['on', 'off']).default('on'),
  /** how long the hottest organizer reads are given again from memory at most (http/answer-cache.ts); 0: never */
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** the address the site is reached at (https://conflow.example.com): absolute links in share tags, never the Host header */
  PUBLIC_URL: z.string().url().optional().or(z.literal('')),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  captcha: boolean;
  superAdminPassword?: string;
  smtpUrl?: string;
  smtpFrom: string;
  logLevel: string;
  trustProxy: boolean;
  pgPrepare: boolean;
  answerCacheMs: number;
  /** without a trailing slash; undefined: share tags carry no absolute image address */
  publicUrl?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = Env.parse(env);
  const production = e.NODE_ENV === 'production';
  if (production && e.CAPTCHA === 'off') throw new Error('CAPTCHA=off is refused when NODE_ENV=production');
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    captcha: e.CAPTCHA === 'on',
    superAdminPassword: e.SUPER_ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    pgPrepare: e.PG_PREPARE === 'on',
    answerCacheMs: e.ANSWER_CACHE_MS,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : undefined,
  };
}
