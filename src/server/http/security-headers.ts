// The security headers (helmet's, from the options app.ts gives) on every answer: the API's, the
// UI's, errors. Worked out once at start: @fastify/helmet built helmet's middleware anew on every
// request (parsing the CSP directives each time, two hooks), a tenth of a check-in's CPU.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets for these options, read off a stand-in response. */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const out: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (out[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete out[name.toLowerCase()],
    getHeader: (name: string) => out[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (e?: unknown) => void (failed = e));
  if (failed) throw failed;
  return out;
}

/**
 * The same options for an answer over plain HTTP: no HSTS (it means nothing there) and no
 * upgrade-insecure-requests, which sends every script and image of the page to an https:// address
 * that nobody answers (a blank page on a phone on the venue's LAN).
 */
function overPlainHttp(options: Readonly<HelmetOptions>): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  const given = typeof csp === 'object' ? csp : {};
  const out: Record<string, unknown> = { ...options, strictTransportSecurity: false };
  if (csp !== false) out.contentSecurityPolicy = { ...given, directives: { ...given.directives, upgradeInsecureRequests: null } };
  return out as HelmetOptions;
}

/** HTTPS (on the socket, or in X-Forwarded-Proto from a proxy TRUST_PROXY trusts: Fastify's req.protocol) gets all the headers. */
export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const secure = helmetHeaders(options);
  const plain = helmetHeaders(overPlainHttp(options));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.protocol === 'https' ? secure : plain);
    done();
  });
}
