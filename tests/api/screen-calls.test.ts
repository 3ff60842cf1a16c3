// Every call a screen's JSON declares (`{ method, path }`: actions' requests, `needs`, sub-tab needs, form
// submits) is a route the server has. A console hides a button by matching its call against the server's
// route declarations (runtime/callAccess.ts), so a mistyped path would leave a refused button drawn.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from './harness';
import { routeTable } from '../../src/server/http/route';
import { callShape } from '../../src/runtime/callAccess';

const SCREENS = path.resolve(import.meta.dirname, '../../schemas/screens');

function* jsonFiles(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* jsonFiles(p);
    else if (e.name.endsWith('.json')) yield p;
  }
}

/** `{ method, path }` objects anywhere in a screen, with where they sit. */
function* calls(v: unknown, at: string): Generator<{ method: string; path: string; at: string }> {
  if (Array.isArray(v)) for (const [i, x] of v.entries()) yield* calls(x, `${at}[${i}]`);
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.method === 'string' && typeof o.path === 'string' && o.path.startsWith('/api/')) yield { method: o.method, path: o.path, at };
    for (const [k, x] of Object.entries(o)) yield* calls(x, `${at}.${k}`);
  }
}

describe('screen calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp('pglite');
  });
  afterAll(() => t.close());

  it('name routes the server has (method and shape)', () => {
    const routes = new Set((routeTable.get(t.app) ?? []).map((r) => callShape(r.method, r.url)));
    const found = [...jsonFiles(SCREENS)].flatMap((f) => [...calls(JSON.parse(fs.readFileSync(f, 'utf8')), path.relative(SCREENS, f))]);
    expect(found.length).toBeGreaterThan(30);
    const missing = found.filter((c) => !routes.has(callShape(c.method, c.path))).map((c) => `${c.at}: ${c.method} ${c.path}`);
    expect(missing).toEqual([]);
  });
});
