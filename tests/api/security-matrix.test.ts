// The permission matrix, generated from the live route table: every route is called with no token,
// an expired token, a forged token, a participant token, another organizer's token and the super
// admin's, with its path parameters filled with the REAL ids of organizer A's objects (meeting,
// hotel, room type, flow, participant, invoice, notification, staff account, files) and its body
// made valid from its request schema with A's ids in it. Each answer is checked against the
// route's declared access; another organizer never sees A's marked data and changes none of it.
// (permissions.test.ts checks the messages with placeholder ids; this file checks tenancy.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteDef } from '../../src/server/http/route';
import { isMeetingAccess } from '../../src/server/auth/staff';
import { DATABASES, call, expiredToken, forgedToken, loginAdmin, makeApp, type TestApp } from './harness';
import { discover, hintsOf, participantToken, seedWorld, snapshot, urlIn, type World } from './security.fixtures';
import { sample } from './security.sample';

describe.each(DATABASES)('security: permission matrix on real ids (%s)', (kind) => {
  let t: TestApp;
  let a: World;
  let b: World;
  let admin: string;
  let routes: RouteDef[];
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await seedWorld(t, 'secalpha');
    b = await seedWorld(t, 'secbeta');
    admin = await loginAdmin(t);
    // the calls that end the caller's session go last
    const last = (r: RouteDef) => Number(/logout|change-password|^\/api\/auth\/refresh$/.test(r.url));
    routes = [...(routeTable.get(t.app) ?? [])].sort((x, y) => last(x) - last(y));
    await discover(t, a, routes);
  });
  afterAll(() => t.close());

  const writes = (r: RouteDef) => r.method !== 'GET' && r.method !== 'DELETE';
  /** A body the route's schema accepts, naming A's objects; multipart routes get an empty JSON body. */
  const bodies = new Map<RouteDef, unknown>();
  const bodyFor = (r: RouteDef) => {
    if (!writes(r)) return undefined;
    if (bodies.has(r)) return bodies.get(r);
    const id = [r.body].flat()[0];
    const schema = id && t.app.ctx.schemas.composed[id];
    return schema ? sample(schema as any, hintsOf(a)) : {};
  };
  /** A's own record as the body of a PUT to the URL it was read from: valid by construction. */
  async function replayBodies() {
    for (const r of routes.filter((x) => x.method === 'PUT' && x.body)) {
      if (!routes.some((g) => g.method === 'GET' && g.url === r.url)) continue;
      const got = await call(t.app, 'GET', urlIn(r, a).url, { token: a.org.token });
      if (got.status !== 200 || !got.body.data || typeof got.body.data !== 'object') continue;
      const props = (t.app.ctx.schemas.composed[[r.body!].flat()[0]] as any).properties ?? {};
      const mine = Object.entries(got.body.data).filter(([k, v]) => k in props && v !== null);
      bodies.set(r, { ...(bodyFor(r) as object), ...Object.fromEntries(mine) });
    }
  }
  /** Whether the body passes the route's schema, so a refusal must come from the handler's ownership check. */
  const validBody = (r: RouteDef) => !r.body || [r.body].flat().some((id) => !t.app.ctx.schemas.validator.validate(id, bodyFor(r) ?? {}).length);
  /** The URL with A's ids and, for a route with a query schema, a valid query. */
  const urlOf = (r: RouteDef) => {
    const { url } = urlIn(r, a);
    const q = r.query && (sample(t.app.ctx.schemas.composed[r.query] as any, hintsOf(a)) as Record<string, unknown>);
    return q && Object.keys(q).length ? `${url}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}` : url;
  };
  const guarded = () => routes.filter((r) => r.access !== 'public');
  /** Routes for a participant's own token (access 'participant', landing with participant accounts). */
  const forParticipants = (r: RouteDef) => String(r.access) === 'participant';
  /** Routes for organizers, their staff and the super admin. */
  const forAccounts = () => guarded().filter((r) => !forParticipants(r));
  /** A signed token (organizer, participant or preview session): no GET answer may carry one. */
  const JWT = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{16,}/;
  const label = (r: RouteDef, res: { status: number; body: unknown }) => `${r.method} ${r.url} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;

  it('covers the whole route table, and fills almost every path parameter with a real object', () => {
    expect(routes.length).toBeGreaterThan(90);
    const guessed = routes.filter((r) => !urlIn(r, a).known).map((r) => r.url);
    // a new kind of id gets a line in paramKind (security.fixtures.ts); until then it is tried with A's meeting id
    expect(guessed.length, guessed.join(', ')).toBeLessThanOrEqual(Math.ceil(routes.length / 8));
  });

  it('no token, an expired token and a forged one: 401 on every guarded route, whatever the ids', async () => {
    const tokens = { none: undefined, expired: expiredToken(t, a.org.token), forged: forgedToken(b.org.token, { sub: a.org.user.id, role: 'SUPER_ADMIN' }) };
    for (const r of guarded()) {
      for (const [name, token] of Object.entries(tokens)) {
        const res = await call(t.app, r.method as string, urlOf(r), { token, body: bodyFor(r) });
        expect(res.status, `${name}: ${label(r, res)}`).toBe(401);
      }
    }
  });

  it('a participant token opens only the participant’s own routes, and those open to no organizer token', async () => {
    // Participant accounts (spec 3 §7) are another engineer's area: while POST /api/participants/auth is
    // absent there is no participant token, and this column checks only that no participant route exists.
    const own = routes.filter(forParticipants);
    if (!routes.some((r) => r.url === '/api/participants/auth')) {
      expect(own).toEqual([]);
      return;
    }
    const token = await participantToken(t, b);
    expect(token, 'participant auth gave no token').toBeTruthy();
    const headers = { 'participant-token': `Bearer ${token}` };
    for (const r of guarded()) {
      const res = await call(t.app, r.method as string, urlOf(r), { token, body: bodyFor(r), headers });
      expect(JSON.stringify(res.body), label(r, res)).not.toContain(a.mark);
      if (forParticipants(r)) expect(res.status, label(r, res)).toBeLessThan(500);
      else expect([401, 403], label(r, res)).toContain(res.status);
    }
    // and the other way round: an organizer's or the super admin's bearer token is no participant token
    for (const r of own) {
      for (const bearer of [a.org.token, admin]) expect((await call(t.app, r.method as string, urlOf(r), { token: bearer, body: bodyFor(r) })).status, r.url).toBe(401);
    }
  });

  it('another organizer: refused or not found on A’s ids, never A’s data, A’s rows untouched', async () => {
    await replayBodies();
    const before = await snapshot(t, a);
    let refused = 0;
    const unreached: string[] = [];
    for (const r of guarded()) {
      const { params } = urlIn(r, a);
      const res = await call(t.app, r.method as string, urlOf(r), { token: b.org.token, body: bodyFor(r) });
      expect(res.status, label(r, res)).toBeLessThan(500);
      expect(JSON.stringify(res.body), `A's data leaked: ${label(r, res)}`).not.toContain(a.mark);
      if (r.access === 'superAdmin' || (typeof r.access === 'object' && 'self' in r.access)) expect(res.status, label(r, res)).toBe(403);
      if (forParticipants(r)) expect(res.status, label(r, res)).toBe(401);
      // a route naming A's object in its path must not succeed for B (404 hides that the object exists)
      // organizer routes and meeting routes (staff roles: an organizer is admitted and then scoped to its own)
      if ((r.access === 'admin' || isMeetingAccess(r.access)) && params > 0) {
        if (!validBody(r)) unreached.push(`${r.url} ${JSON.stringify(t.app.ctx.schemas.validator.validate([r.body!].flat()[0], bodyFor(r))[0])}`);
        expect(validBody(r) ? [403, 404] : [400, 403, 404], label(r, res)).toContain(res.status);
      }
      if ([403, 404].includes(res.status)) refused++;
    }
    expect(refused).toBeGreaterThan(40);
    // routes whose sampled body the schema refuses are only checked for "no success, no leak"
    expect(unreached.length, unreached.join(', ')).toBeLessThanOrEqual(5);
    expect(await snapshot(t, a), 'organizer B changed organizer A’s rows').toBe(before);
  });

  it('the same ids are real: A reads each of them, and so does the super admin', async () => {
    let found = 0;
    for (const r of forAccounts().filter((x) => x.method === 'GET' && x.access !== 'superAdmin')) {
      const { known, params } = urlIn(r, a);
      if (!known || params === 0) continue;
      const url = urlOf(r);
      // found (a route may still want a query it does not declare: 400)
      const res = await call(t.app, 'GET', url, { token: a.org.token });
      expect([200, 400], label(r, res)).toContain(res.status);
      if (res.status === 200) found++;
      const adm = await call(t.app, 'GET', url, { token: admin });
      expect([200, 400], label(r, adm)).toContain(adm.status);
      // (call() already fails on any password or token hash in an answer)
      for (const x of [res, adm]) expect(JSON.stringify(x.body), `a token in ${label(r, x)}`).not.toMatch(JWT);
    }
    expect(found).toBeGreaterThan(30);
  });

  it('a staff sub-account of B reaches none of A’s objects either', async () => {
    const owner = await call(t.app, 'POST', '/api/auth/login', { body: { account: 'secbeta', password: 'world-pass-1' } });
    const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: owner.body.token, body: { username: 'secbetastaff2' } });
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'secbeta', subAccount: 'secbetastaff2', authToken: s.body.data.authToken } });
    const token = login.body.token as string;
    for (const r of forAccounts().filter((x) => x.method === 'GET' && urlIn(x, a).params > 0)) {
      const res = await call(t.app, 'GET', urlOf(r), { token });
      expect([403, 404], label(r, res)).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain(a.mark);
    }
  });
});
