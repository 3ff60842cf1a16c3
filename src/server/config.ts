// Environment read once at the boundary and checked with zod.
import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { storageConfig, type StorageConfig } from './storage/open';

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** where uploads are kept (storage/open.ts): unset, DATA_DIR/uploads; file:///dir; s3://KEY:SECRET@host:port/bucket/prefix?region=…&tls=false&style=virtual&redirect=false */
  STORAGE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  SUPER_ADMIN_PASSWORD: z.string().min(6).optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Conflow <no-reply@conflow.local>'),
  LOG_LEVEL: z.string().default('info'),
  /** false; a hop count (true: 1); or proxy addresses and CIDR ranges, comma-separated (see trustProxy below) */
  TRUST_PROXY: z.string().default('false'),
  /** aliyun: SMS through Alibaba Cloud (the SMS_* keys below); unset: codes to the log in development, none in production */
  SMS_PROVIDER: z.enum(['aliyun']).optional(),
  SMS_URL: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  SMS_REGION: z.string().default('cn-hangzhou'),
  SMS_ACCESS_KEY_ID: z.string().optional(),
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  /** off: no named prepared statements (a pooler in transaction mode in front of PostgreSQL) */
  PG_PREPARE: z.enum(['on', 'off']).default('on'),
  /** how long the hottest organizer reads are given again from memory at most (http/answer-cache.ts); 0: never */
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** JSON of limits (src/server/limits.ts) over the defaults and the settings row, e.g. {"codePerIpHour":300} for a venue behind one address */
  LIMITS: z.string().optional(),
  /** how often each process looks for registrations past their payment deadline (registration/expiry.ts) */
  EXPIRY_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  /** the address the site is reached at (https://conflow.example.com): absolute links in share tags, never the Host header */
  PUBLIC_URL: z.string().url().optional().or(z.literal('')),
  /** the venue-map block's static map: an https address with {address}, {width}, {height} (e.g. a map provider's static-map API with its key); unset: an address card */
  SITE_STATIC_MAP_URL: z.string().url().startsWith('https://').optional().or(z.literal('')),
  /** the venue-map block's "open in map" link, with {address} */
  SITE_MAP_LINK_URL: z.string().url().startsWith('https://').default('https://uri.amap.com/search?keyword={address}'),
  /** the Bearer token a Prometheus scraper sends to GET /metrics; unset: /metrics is not served (ops/metrics.ts) */
  METRICS_TOKEN: z.string().min(16).optional().or(z.literal('')),
  /** after SIGTERM: how long /api/ready answers 503 while requests are still taken, so the load balancer moves away first */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** after the drain: how long requests in flight may take to finish before their connections are cut */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export interface SmsConfig {
  provider: 'aliyun';
  url: string;
  region: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** STORAGE_URL read: the local directory or an S3 bucket */
  storage: StorageConfig;
  databaseUrl?: string;
  captcha: boolean;
  superAdminPassword?: string;
  smtpUrl?: string;
  smtpFrom: string;
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or the addresses of the proxies in front */
  trustProxy: false | number | string[];
  /** the SMS provider; none: development logs codes, production sends no SMS */
  sms?: SmsConfig;
  pgPrepare: boolean;
  answerCacheMs: number;
  expiryPollMs: number;
  /** without a trailing slash; undefined: share tags carry no absolute image address */
  publicUrl?: string;
  /** LIMITS: over the defaults and the `limits` settings row */
  limits?: Partial<Limits>;
  /** the site's venue map: a static-map address template (none: the address card alone) and the open-in-map link template */
  siteMap: { staticMapUrl?: string; mapLinkUrl: string };
  /** undefined: /metrics is not served */
  metricsToken?: string;
  shutdown: { drainMs: number; timeoutMs: number };
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
    storage: storageConfig(e.STORAGE_URL || undefined),
    databaseUrl: e.DATABASE_URL || undefined,
    captcha: e.CAPTCHA === 'on',
    superAdminPassword: e.SUPER_ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxy(e.TRUST_PROXY),
    sms: smsConfig(e),
    pgPrepare: e.PG_PREPARE === 'on',
    answerCacheMs: e.ANSWER_CACHE_MS,
    expiryPollMs: e.EXPIRY_POLL_MS,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    limits: e.LIMITS ? limitsOf(e.LIMITS) : undefined,
    siteMap: { staticMapUrl: e.SITE_STATIC_MAP_URL || undefined, mapLinkUrl: e.SITE_MAP_LINK_URL },
    metricsToken: e.METRICS_TOKEN || undefined,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
  };
}

/** LIMITS as JSON: only known limits, each a whole number ≥ 0; anything else stops the start with the reason. */
export function limitsOf(json: string): Partial<Limits> {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    throw new Error('LIMITS: not JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('LIMITS: a JSON object of limits is expected');
  for (const [k, n] of Object.entries(v)) {
    if (!(k in DEFAULT_LIMITS)) throw new Error(`LIMITS: no limit named ${k}`);
    if (!Number.isInteger(n) || (n as number) < 0) throw new Error(`LIMITS: ${k} must be a whole number ≥ 0`);
  }
  return v as Partial<Limits>;
}

/**
 * Which X-Forwarded-For entries are believed. Never `true` as Fastify takes it (every entry, so the
 * first one, which the client writes itself, would be the address): `true` means one proxy, a number
 * that many proxies in front, a list the proxies' own addresses or ranges. The address is then the
 * rightmost entry not added by a trusted proxy.
 */
export function trustProxy(v: string): false | number | string[] {
  const s = v.trim();
  if (s === '' || s === 'false' || s === '0') return false;
  if (s === 'true') return 1;
  if (/^\d+$/.test(s)) return Number(s);
  const list = s.split(',').map((a) => a.trim()).filter(Boolean);
  const bad = list.find((a) => !isAddressOrRange(a));
  if (bad) throw new Error(`TRUST_PROXY: '${bad}' is neither a hop count nor an IP address or CIDR range`);
  return list;
}

/**
 * The trustProxy option for Fastify. A hop count becomes a function: this Fastify refuses bare numbers
 * (it cannot tell a proxy from a client that connects directly), so a count is only right where the
 * app is reachable through the proxies alone; the address list has no such condition.
 */
export function fastifyTrustProxy(t: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof t === 'number' ? (_address, hop) => hop < t : t;
}

function isAddressOrRange(a: string): boolean {
  const [ip, bits, ...rest] = a.split('/');
  const kind = net.isIP(ip);
  if (!kind || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128);
}

function smsConfig(e: z.infer<typeof Env>): SmsConfig | undefined {
  if (!e.SMS_PROVIDER) return undefined;
  const need = { SMS_ACCESS_KEY_ID: e.SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET: e.SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME: e.SMS_SIGN_NAME, SMS_TEMPLATE_CODE: e.SMS_TEMPLATE_CODE };
  const missing = Object.entries(need).filter(([, v]) => !v).map(([k]) => k);
  if (missing.length) throw new Error(`SMS_PROVIDER=${e.SMS_PROVIDER} needs ${missing.join(', ')}`);
  return {
    provider: e.SMS_PROVIDER,
    url: e.SMS_URL,
    region: e.SMS_REGION,
    accessKeyId: e.SMS_ACCESS_KEY_ID!,
    accessKeySecret: e.SMS_ACCESS_KEY_SECRET!,
    signName: e.SMS_SIGN_NAME!,
    templateCode: e.SMS_TEMPLATE_CODE!,
  };
}
