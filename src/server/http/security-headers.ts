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

export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
