// SQL and script injection in every free-text field of every request schema of the live route table
// (bodies and query strings), each call made by a caller the route admits, on A's real objects. No
// call may answer 500 or anything but JSON; every accepted text that names an entity field is found
// in the database afterwards — verbatim for SQL, verbatim or sanitised (rich text) for markup — and
// the tables the payloads try to drop are still there. Rendering is checked in tests/unit/security-render.test.tsx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteDef } from '../../src/server/http/route';
import { DATABASES, call, loginAdmin, makeApp, userCount, type TestApp } from './harness';
import { hintsOf, seedWorld, urlIn, type World } from './security.fixtures';
import { sample, setPath, textFields, textOk } from './security.sample';

let seq = 0;
const payloads = (s: Record<string, any>) => {
  const forms = { sql: (tag: string) => [`';DROP TABLE users;--${tag}`, `'--${tag}`], xss: (tag: string) => [`<img src=x onerror=alert(1)>${tag}`, `<b>${tag}`] };
  return Object.entries(forms).map(([kind, make]) => {
    const tag = `T${++seq}Z`;
    const [long, short] = make(tag);
    // the long form when the field's length takes it, else a short one
    return { kind, tag, text: textOk({ ...s, pattern: undefined }, long) ? long : short };
  });
};

/** Every string in the database, jsonb and arrays included, joined: where stored payloads are looked for. */
async function allText(t: TestApp): Promise<string> {
  const tables = await t.db.query(`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`);
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const { t: table } of tables) walk(await t.db.query(`SELECT * FROM "${table}"`));
  return out.join('\u0000');
}

describe.each(DATABASES)('security: injection in every text field (%s)', (kind) => {
  let t: TestApp;
  let a: World;
  let admin: string;
  let routes: RouteDef[];
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000, reportsPerIpHour: 10_000 } });
    a = await seedWorld(t, 'injalpha');
    admin = await loginAdmin(t);
    routes = routeTable.get(t.app) ?? [];
  });
  afterAll(() => t.close());

  const tokenFor = (r: RouteDef) => (r.access === 'public' ? undefined : r.access === 'superAdmin' ? admin : a.org.token);
  const schemaOf = (id: string) => t.app.ctx.schemas.composed[id] as Record<string, any>;
  /** Whether `entity.prop` (the field's x-key) is a stored column of an entity. */
  const storedField = (s: Record<string, any>) => {
    const [entity, prop] = String(s['x-key'] ?? '').split('.');
    const e = t.app.ctx.schemas.entities[entity] as Record<string, any> | undefined;
    return !!e?.properties?.[prop] && !e.properties[prop].writeOnly;
  };
  /** JSON, or a download (CSV exports) that says so. */
  const isJson = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['content-type']).startsWith('application/json') || /attachment/.test(String(res.headers['content-disposition']));

  it('request bodies: never a 500, always JSON, accepted texts stored as given', async () => {
    // writes that would end the session or need a code are still called, but go last
    const writes = routes.filter((r) => r.body && r.method !== 'DELETE').sort((x, y) => Number(/logout|password/.test(x.url)) - Number(/logout|password/.test(y.url)));
    expect(writes.length).toBeGreaterThan(25);
    let fields = 0;
    const stored: Array<{ kind: string; text: string }> = [];
    for (const r of writes) {
      const id = [r.body!].flat()[0];
      const schema = schemaOf(id);
      for (const f of textFields(schema)) {
        for (const p of payloads(f.schema)) {
          fields++;
          const body = structuredClone(sample(schema, hintsOf(a))) as Record<string, any>;
          setPath(body, f.path, p.text);
          const res = await call(t.app, r.method as string, urlIn(r, a).url, { token: tokenFor(r), body });
          const where = `${r.method} ${r.url} ${f.path.join('.')}=${p.text} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(isJson(res), where).toBe(true);
          if (res.status >= 300 || !storedField(f.schema)) continue;
          // looked for at once: a later call may overwrite the same row
          const found = (await allText(t)).split('\u0000').filter((v) => v.includes(p.tag));
          if (!found.length) continue; // a field the route sets itself (e.g. a report's processor)
          stored.push(p);
          if (p.kind === 'sql') expect(found, where).toContain(p.text);
          // markup is kept as text, or sanitised (rich text) so that no handler survives
          else expect(found.includes(p.text) || found.every((v) => !/onerror/i.test(v)), `${where}: ${found}`).toBe(true);
        }
      }
    }
    expect(fields).toBeGreaterThan(100);
    expect(stored.length).toBeGreaterThan(60);
    expect(stored.filter((x) => x.kind === 'sql' && x.text.includes('DROP TABLE')).length).toBeGreaterThan(20);
    expect(await userCount(t)).toBeGreaterThan(0);
  });

  it('query strings: every text parameter of every query schema, never a 500, always JSON', async () => {
    const reads = routes.filter((r) => r.query);
    expect(reads.length).toBeGreaterThan(10);
    for (const r of reads) {
      for (const f of textFields(schemaOf(r.query!)).filter((x) => x.path.length === 1)) {
        for (const p of payloads(f.schema)) {
          const q = new URLSearchParams({ [f.path[0]]: p.text });
          const res = await call(t.app, r.method as string, `${urlIn(r, a).url}?${q}`, { token: tokenFor(r) });
          const where = `${r.url}?${q} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(isJson(res), where).toBe(true);
        }
      }
    }
    // a search that would match everything if spliced into SQL matches nothing
    const list = await call(t.app, 'GET', `/api/co/meeting/list?search=${encodeURIComponent("' OR '1'='1")}`, { token: a.org.token });
    expect([list.status, list.body.data?.meetings?.length ?? list.body.meetings?.length]).toEqual([200, 0]);
  });

  it('the tables the payloads name are all still there', async () => {
    const [r] = await t.db.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('users', 'meetings', 'hotels', 'participants')`);
    expect(Number(r.n)).toBe(4);
    expect((await call(t.app, 'GET', `/api/co/meeting/${a.ids.meeting}`, { token: a.org.token })).status).toBe(200);
  });
});
