// The schema-driven fuzzer: every operation of the app's own /api/openapi.json, every path and query
// parameter and body field, given invalid and edge values (fuzz/values.ts, fast-check, fixed seed)
// as anonymous, as the organizer on its own objects, as a participant and as the super admin, over
// real HTTP on loopback. Fails on any answer ≥ 500, on an error answer outside the { code, message }
// format, and on a server that stops answering. FUZZ_FIGURES=<prefix> writes the run's figures (JSON)
// for SECURITY.md (scripts/fuzz-figures.ts); FUZZ_FAILURES=<prefix> every failing request and the
// operations no request reached the handler of (for debugging).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, makeApp, type TestApp } from './harness';
import { paramKind } from './security.fixtures';
import { Callers } from './fuzz/callers';
import { send } from './fuzz/http';
import { operations } from './fuzz/operations';
import { plans } from './fuzz/plans';
import { wire } from './fuzz/wire';

const SEED = 20_260_514;
/** requests per operation beyond the fixed ones (a valid call per role, two edge values per field) */
const BUDGET = 48;

/** A stable seed per operation, so adding a route changes no other route's requests. */
function seedOf(key: string): number {
  let h = SEED;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0;
  return h;
}

/** An error answer in the house format: JSON with a numeric code and a message. */
function inFormat(body: string): boolean {
  try {
    const b = JSON.parse(body);
    return typeof b.code === 'number' && typeof b.message === 'string' && b.message.length > 0;
  } catch {
    return false;
  }
}

describe.each(DATABASES)('fuzz: every operation of /api/openapi.json (%s)', (kind) => {
  let t: TestApp;
  let port: number;
  let callers: Callers;
  beforeAll(async () => {
    // the limits stay out of the way, so calls reach their handlers rather than a 429
    t = await makeApp(kind, { limits: { codePerIpHour: 1e6, codePerRecipientHour: 1e6, codeResendSeconds: 0, loginMaxFailures: 1e6, reportsPerIpHour: 1e6 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    callers = new Callers(t);
    await callers.seed();
  });
  afterAll(() => t?.close());

  it('no answer ≥ 500, every error in the error format, and the server answers at the end', async () => {
    const doc = JSON.parse((await send(port, { method: 'GET', path: '/api/openapi.json', headers: {} })).body);
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(150);
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    let requests = 0;
    /** operations that answered below 400 at least once: their handlers were reached with a valid request */
    const reached = new Set<string>();
    const started = Date.now();
    for (const op of ops) {
      await callers.ensure();
      for (const p of plans(op, paramKind, BUDGET, seedOf(op.key))) {
        const w = wire(callers, p);
        const a = await send(port, w);
        if (a.status === -1) continue; // no HTTP client can send it (a NUL in a header): nothing reached the server
        requests++;
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        if (a.status > 0 && a.status < 400) reached.add(op.key);
        const bad = a.status === 0 ? `no answer (${a.error})` : a.status >= 500 ? `${a.status}` : a.status >= 400 && !inFormat(a.body) ? `${a.status} outside the error format` : '';
        if (bad) failures.push(`${op.key} as ${p.role}, ${p.what}: ${bad} ${a.body.slice(0, 160)}`);
        if (a.status === 0 && (await send(port, { method: 'GET', path: '/api/health', headers: {} })).status !== 200) {
          throw new Error(`the server stopped answering after ${op.key} as ${p.role}, ${p.what}`);
        }
      }
    }
    const health = await send(port, { method: 'GET', path: '/api/health', headers: {} });
    const figures = { database: kind, operations: ops.length, reached: reached.size, requests, statuses, reseeds: callers.reseeds, seconds: Math.round((Date.now() - started) / 1000) };
    if (process.env.FUZZ_FIGURES) fs.writeFileSync(`${process.env.FUZZ_FIGURES}.${kind}.json`, JSON.stringify(figures, null, 2));
    console.log(JSON.stringify(figures));
    if (process.env.FUZZ_FAILURES) fs.writeFileSync(`${process.env.FUZZ_FAILURES}.${kind}.txt`, [...failures, '', 'not reached:', ...ops.map((o) => o.key).filter((k) => !reached.has(k))].join('\n'));
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
    expect(health.status).toBe(200);
    expect(requests).toBeGreaterThan(ops.length * 20);
  }, 900_000);
});
