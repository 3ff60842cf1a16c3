// Staff roles per meeting (issue 15 item 3), generated from the route table: a sub-account holding role
// R on meeting M gets past the guard (no 401/403) exactly on the routes whose declaration names R, and
// is refused (403) on every other route, on its master's other meetings and on another tenant's
// meeting. Also: the meeting list of staff, managing roles, a disabled organizer's staff, and that
// staff actions are recorded as the sub-account's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteDef } from '../../src/server/http/route';
import { ANY_STAFF, isMeetingAccess, type MeetingAccess, type StaffRole } from '../../src/server/auth/staff';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { ADMIN_ONLY, STAFF_FORBIDDEN, type Organizer } from './cast.fixtures';
import { createMeeting } from './meetings.fixtures';
import { addParticipant, addRegistration } from './payments.fixtures';
import { readFileSync, writeFileSync } from 'node:fs';
import { grantRoles, staffAccount, staffLogin, staffRouteDoc, type StaffAccount } from './staff.fixtures';

const DISABLED = ['账号已被禁用，请联系管理员', 'This account has been disabled, please contact the administrator'] as const;
/** the routes only the organizer (or a super admin) may call: account settings, sub-accounts, creating and deleting meetings */
const ORGANIZER_ONLY = [
  'DELETE /api/auth/sub-accounts/:id', 'DELETE /api/co/meeting/:id', 'GET /api/auth/sub-accounts', 'POST /api/auth/sub-accounts',
  'POST /api/co/meeting', 'POST /api/co/meeting/draft', 'PUT /api/auth/sub-accounts/:id/roles',
];
/** body fields that carry a list of ids (batches) */
const LISTS = new Set(['ids', 'newsIds', 'hotelIds', 'roomTypeIds']);
const key = (r: RouteDef) => `${r.method} ${r.url}`;

describe.each(DATABASES)('staff roles (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let admin: string;
  /** A's meetings: m1 (where each staff holds its role), m2 (none); B's meeting mb */
  const m: Record<'m1' | 'm2' | 'mb', number> = { m1: 0, m2: 0, mb: 0 };
  /** a bare child row per table named by a declaration's `of`, in each meeting */
  const child: Record<string, Record<'m1' | 'm2' | 'mb', number>> = {};
  const staff = {} as Record<StaffRole, StaffAccount>;
  let routes: RouteDef[];
  /** the routes the matrix covers: organizer-only ('admin') and meeting routes */
  const matrix = () => routes.filter((r) => r.access === 'admin' || isMeetingAccess(r.access));

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await registerOrganizer(t, 'rolesa');
    b = await registerOrganizer(t, 'rolesb');
    admin = await loginAdmin(t);
    m.m1 = (await createMeeting(t, a.token, { title: '角色会议一' })).id;
    m.m2 = (await createMeeting(t, a.token, { title: '角色会议二' })).id;
    m.mb = (await createMeeting(t, b.token, { title: '他人的会议' })).id;
    routes = routeTable.get(t.app) ?? [];
    for (const r of matrix()) {
      const table = isMeetingAccess(r.access) ? r.access.of?.table : undefined;
      if (!table || table === 'meetings' || child[table]) continue;
      const ids = {} as Record<'m1' | 'm2' | 'mb', number>;
      for (const which of ['m1', 'm2', 'mb'] as const) ids[which] = Number((await t.db.query(`INSERT INTO ${table} (meeting_id) VALUES ($1) RETURNING id`, [m[which]]))[0].id);
      child[table] = ids;
    }
    for (const role of ANY_STAFF) staff[role] = await staffAccount(t, a, `staff-${role}`, [m.m1], [role], `员工${role}`);
  });
  afterAll(() => t.close());

  /** The request of a route on meeting `which`: its meeting (or child row) where the declaration reads it. */
  function request(r: RouteDef, which: 'm1' | 'm2' | 'mb'): { url: string; body?: unknown } {
    const access = r.access as MeetingAccess | 'admin';
    let url = r.url;
    const query: Record<string, number> = {};
    let body: Record<string, unknown> | undefined = r.method === 'GET' ? undefined : {};
    const of = typeof access === 'object' ? access.of : undefined;
    if (of) {
      const id = of.table === 'meetings' ? m[which] : child[of.table][which];
      if (of.param) url = url.replace(`:${of.param}`, String(id));
      if (of.query) query[of.query] = id;
      if (of.body) body = { [of.body]: LISTS.has(of.body) ? [id] : id };
    } else if (url.includes(':meetingId')) url = url.replace(':meetingId', String(m[which]));
    else if (/\/meeting\/:id\b/.test(url)) url = url.replace(':id', String(m[which]));
    else {
      query.meetingId = m[which];
      if (body) body.meetingId = m[which];
    }
    url = url.replace(':pageType', 'ticket').replace(/:(\w+)/g, '1');
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    return { url: qs ? `${url}?${qs}` : url, body };
  }

  const rolesOf = (r: RouteDef): StaffRole[] => (isMeetingAccess(r.access) ? r.access.meeting : []);

  it('the route table: every meeting route names known roles; the organizer-only routes are exactly these', () => {
    // the server's list of roles is the schema's enum (labels, table and rules cannot disagree)
    expect(ANY_STAFF).toEqual(t.app.ctx.schemas.entities.meetingStaff.properties.roles.items.enum);
    const meetingRoutes = routes.filter((r) => isMeetingAccess(r.access));
    expect(meetingRoutes.length).toBeGreaterThan(100);
    for (const r of meetingRoutes) {
      expect(rolesOf(r).length, key(r)).toBeGreaterThan(0);
      for (const role of rolesOf(r)) expect(ANY_STAFF, key(r)).toContain(role);
    }
    expect(routes.filter((r) => r.access === 'admin').map(key).sort()).toEqual(ORGANIZER_ONLY);
    // each role reaches something, and nothing but the routes naming it
    for (const role of ANY_STAFF) expect(meetingRoutes.filter((r) => rolesOf(r).includes(role)).length, role).toBeGreaterThan(3);
  });

  it('docs/contracts.md holds the route → role table of the route table', () => {
    const doc = readFileSync(new URL('../../docs/contracts.md', import.meta.url), 'utf8');
    const block = /<!-- staff-routes -->\n([\s\S]*?)\n<!-- \/staff-routes -->/.exec(doc)?.[1];
    // PRINT_STAFF_ROUTES=file writes the table there, to paste into the document after a route changed
    if (process.env.PRINT_STAFF_ROUTES) writeFileSync(process.env.PRINT_STAFF_ROUTES, staffRouteDoc(routes));
    expect(block).toBe(staffRouteDoc(routes));
  });

  it('refused: every route whose declaration does not name the role (403), on the role’s own meeting', async () => {
    const wrong: string[] = [];
    for (const role of ANY_STAFF) {
      for (const r of matrix().filter((x) => !rolesOf(x).includes(role))) {
        const { url, body } = request(r, 'm1');
        const res = await call(t.app, r.method as string, url, { token: staff[role].token, body });
        const want = r.access === 'admin' ? ADMIN_ONLY[0] : STAFF_FORBIDDEN[0];
        if (res.status !== 403 || res.body.message !== want) wrong.push(`${role}: ${r.method} ${url} → ${res.status} ${res.body?.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refused: a route naming the role, on the master’s other meeting and on another tenant’s meeting (403)', async () => {
    const wrong: string[] = [];
    for (const role of ANY_STAFF) {
      for (const r of matrix().filter((x) => rolesOf(x).includes(role) && !(x.access as MeetingAccess).across)) {
        for (const which of ['m2', 'mb'] as const) {
          const { url, body } = request(r, which);
          const res = await call(t.app, r.method as string, url, { token: staff[role].token, body });
          if (res.status !== 403 || res.body.message !== STAFF_FORBIDDEN[0]) wrong.push(`${role} on ${which}: ${r.method} ${url} → ${res.status} ${res.body?.message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // the message in English too
    await expectMessage(t.app, 'GET', `/api/co/payments/meeting/${m.m2}`, { token: staff.finance.token }, 403, ...STAFF_FORBIDDEN);
  });

  it('admitted: every route naming the role gets past the guard on the role’s meeting (no 401/403, no 5xx)', async () => {
    const wrong: string[] = [];
    for (const role of ANY_STAFF) {
      for (const r of matrix().filter((x) => rolesOf(x).includes(role))) {
        const { url, body } = request(r, 'm1');
        const res = await call(t.app, r.method as string, url, { token: staff[role].token, body });
        if ([401, 403].includes(res.status) || res.status >= 500) wrong.push(`${role}: ${r.method} ${url} → ${res.status} ${res.body?.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a granted meeting in the query does not open another one named in the body', async () => {
    const q = await addParticipant(t, { id: m.m2, organizerId: a.user.id });
    await addRegistration(t, q, { registrationStatus: 'confirmed', paymentStatus: 'paid' });
    const steered = `/api/user/update-checkin-status?meetingId=${m.m1}`;
    await expectMessage(t.app, 'POST', steered, { token: staff.checkin.token, body: { userId: q.id, meetingId: m.m2, status: 'checked_in' } }, 403, ...STAFF_FORBIDDEN);
    expect(await t.db.query('SELECT id FROM checkin_records WHERE participant_id = $1', [q.id])).toEqual([]);
    // a multipart upload names its collection in the form: a collection of another meeting is refused too
    const [other] = await t.db.query('INSERT INTO document_collections (meeting_id, name) VALUES ($1, $2) RETURNING id', [m.m2, '资料']);
    const editor = await staffAccount(t, a, 'staff-uploader', [m.m1], ['editor']);
    const boundary = 'x-staff-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="collectionId"\r\n\r\n${other.id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`;
    const up = await t.app.inject({ method: 'POST', url: '/api/document/upload', payload, headers: { authorization: `Bearer ${editor.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect([up.statusCode, up.json().message]).toEqual([403, STAFF_FORBIDDEN[0]]);
    expect(await t.db.query('SELECT id FROM documents WHERE collection_id = $1', [other.id])).toEqual([]);
  });

  it('roles per meeting: check-in on one meeting and finance on another do not mix', async () => {
    const s = await staffAccount(t, a, 'staff-mixed', [m.m1], ['checkin']);
    await grantRoles(t, a, s.user.id, m.m2, ['finance']);
    expect((await call(t.app, 'GET', `/api/co/checkin/meeting/${m.m1}/stats`, { token: s.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/co/payments/meeting/${m.m2}`, { token: s.token })).status).toBe(200);
    await expectMessage(t.app, 'GET', `/api/co/payments/meeting/${m.m1}`, { token: s.token }, 403, ...STAFF_FORBIDDEN);
    await expectMessage(t.app, 'GET', `/api/co/checkin/meeting/${m.m2}/stats`, { token: s.token }, 403, ...STAFF_FORBIDDEN);
    // a route that works across meetings for the organizer names one for staff, else 403 (never all of them)
    await expectMessage(t.app, 'GET', '/api/co/finance/overview', { token: s.token }, 403, ...STAFF_FORBIDDEN);
    expect((await call(t.app, 'GET', `/api/co/finance/overview?meetingId=${m.m2}`, { token: s.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/co/finance/overview', { token: a.token })).status).toBe(200);
    // taking the role away refuses at once
    await grantRoles(t, a, s.user.id, m.m2, []);
    await expectMessage(t.app, 'GET', `/api/co/payments/meeting/${m.m2}`, { token: s.token }, 403, ...STAFF_FORBIDDEN);
  });

  it('the meeting list of staff holds only the meetings it has a role on', async () => {
    const list = async (token: string) => (await call(t.app, 'GET', '/api/co/meeting/list?page=0&size=50', { token })).body.data.meetings.map((x: { id: number }) => x.id).sort();
    expect(await list(staff.viewer.token)).toEqual([m.m1]);
    expect(await list(a.token)).toEqual([m.m1, m.m2].sort());
    const s = await staffAccount(t, a, 'staff-two-meetings', [m.m1, m.m2], ['viewer']);
    expect(await list(s.token)).toEqual([m.m1, m.m2].sort());
    // the meeting's website section (the settings shell's header) answers the staff account its own roles there (the settings shell shows what they reach)
    expect((await call(t.app, 'GET', `/api/co/meeting/${m.m2}`, { token: s.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/co/meeting/${m.m2}/website`, { token: s.token })).body.data.staffRoles).toEqual(['viewer']);
    expect((await call(t.app, 'GET', `/api/co/meeting/${m.m2}/website`, { token: a.token })).body.data.staffRoles).toBeUndefined();
    expect((await call(t.app, 'GET', `/api/co/meeting/${m.m2}/website`, { token: a.token })).body.data.staffRefused).toBeUndefined();
  });

  it('the console learns from the route declarations which calls the staff account will be refused (to hide their buttons)', async () => {
    const refusedOf = async (token: string) => (await call(t.app, 'GET', `/api/co/meeting/${m.m1}/website`, { token })).body.data.staffRefused as string[];
    const viewer = await refusedOf(staff.viewer.token);
    const editor = await refusedOf(staff.editor.token);
    // a viewer reads the website section but may not publish it; an editor may
    expect(viewer).not.toContain('GET /api/co/meeting/:id/website');
    expect(viewer).toContain('PUT /api/co/meeting/:id/website-status');
    expect(editor).not.toContain('PUT /api/co/meeting/:id/website-status');
    // organizer-only routes are refused to every staff account, meeting or not
    expect(editor).toContain('DELETE /api/co/meeting/:id');
    // what the list says is what the server does
    await expectMessage(t.app, 'PUT', `/api/co/meeting/${m.m1}/website-status`, { token: staff.viewer.token, body: { websiteStatus: 'draft' } }, 403, ...STAFF_FORBIDDEN);
    expect((await call(t.app, 'GET', `/api/co/meeting/${m.m1}/website`, { token: staff.viewer.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/co/finance/meetings', { token: staff.finance.token })).body.data.map((x: { id: number }) => x.id)).toEqual([m.m1]);
  });

  it('managing roles: the organizer’s own sub-accounts on its own meetings; listed with their meetings; gone with the sub-account', async () => {
    const s = await staffAccount(t, a, 'staff-managed', [m.m1], ['editor', 'checkin']);
    const url = `/api/auth/sub-accounts/${s.user.id}/roles`;
    const listed = (await call(t.app, 'GET', '/api/auth/sub-accounts', { token: a.token })).body.data.find((u: { id: number }) => u.id === s.user.id);
    // stored in the schema's order, whatever order was sent
    expect(listed.grants).toEqual([{ meetingId: m.m1, meetingTitle: '角色会议一', roles: ['checkin', 'editor'] }]);
    expect((await call(t.app, 'PUT', url, { token: a.token, body: { meetingId: m.mb, roles: ['viewer'] } })).status).toBe(404);
    expect((await call(t.app, 'PUT', url, { token: b.token, body: { meetingId: m.mb, roles: ['viewer'] } })).status).toBe(404);
    const bad = await call(t.app, 'PUT', url, { token: a.token, body: { meetingId: m.m1, roles: ['owner'] } });
    expect([bad.status, bad.body.errors?.[0]?.path]).toEqual([400, '/roles/0']);
    expect((await call(t.app, 'PUT', url, { token: a.token, body: { roles: ['viewer'] } })).status).toBe(400);
    await expectMessage(t.app, 'PUT', url, { token: s.token, body: { meetingId: m.m1, roles: ['viewer'] } }, 403, ...ADMIN_ONLY);
    const removed = await call(t.app, 'PUT', url, { token: a.token, body: { meetingId: m.m1, roles: [] } });
    expect([removed.status, removed.body.message]).toEqual([200, '角色已移除']);
    expect(await t.db.query('SELECT * FROM meeting_staff WHERE user_id = $1', [s.user.id])).toEqual([]);
    await grantRoles(t, a, s.user.id, m.m1, ['viewer']);
    expect((await call(t.app, 'DELETE', `/api/auth/sub-accounts/${s.user.id}`, { token: a.token })).status).toBe(200);
    expect(await t.db.query('SELECT * FROM meeting_staff WHERE user_id = $1', [s.user.id])).toEqual([]);
  });

  it('a disabled organizer: its staff cannot log in and their tokens are refused; enabled again, they log in', async () => {
    const c = await registerOrganizer(t, 'rolesc');
    const meeting = await createMeeting(t, c.token);
    const s = await staffAccount(t, c, 'staff-of-c', [meeting.id], ['viewer']);
    expect((await call(t.app, 'GET', `/api/co/meeting/${meeting.id}`, { token: s.token })).status).toBe(200);
    // disabled behind the routes' back: the guard itself refuses the staff's live session
    await t.db.query("UPDATE users SET status = 'disabled' WHERE id = $1", [c.user.id]);
    await expectMessage(t.app, 'GET', `/api/co/meeting/${meeting.id}`, { token: s.token }, 401, ...DISABLED);
    await t.db.query("UPDATE users SET status = 'active' WHERE id = $1", [c.user.id]);
    expect((await call(t.app, 'GET', `/api/co/meeting/${meeting.id}`, { token: s.token })).status).toBe(200);
    // by the super admin: sessions end, and logging in is refused
    expect((await call(t.app, 'PUT', `/api/super-admin/organizer-users/${c.user.id}/disable`, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/co/meeting/${meeting.id}`, { token: s.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/current-user', { token: s.token })).status).toBe(401);
    const login = await staffLogin(t, 'rolesc', 'staff-of-c', s.authToken);
    expect([login.status, login.body.message]).toEqual([403, DISABLED[0]]);
    expect((await call(t.app, 'PUT', `/api/super-admin/organizer-users/${c.user.id}/enable`, { token: admin })).status).toBe(200);
    const again = await staffLogin(t, 'rolesc', 'staff-of-c', s.authToken);
    expect(again.status).toBe(200);
    expect((await call(t.app, 'GET', `/api/co/meeting/${meeting.id}`, { token: again.body.token })).status).toBe(200);
  });

  it('staff actions are recorded as the sub-account’s: payment review and registration events, check-in', async () => {
    const finance = staff.finance;
    const p = await addParticipant(t, { id: m.m1, organizerId: a.user.id });
    const r = await addRegistration(t, p, { paymentMethod: 'bankCard', bankTransferProof: '/uploads/proof.png', paymentStatus: 'pending', totalAmount: 199 });
    const res = await call(t.app, 'PUT', `/api/participants/${p.id}/payment-review`, { token: finance.token, body: { action: 'approve' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reviewer: '员工finance', reviewerId: finance.user.id });
    const events = await t.db.query('SELECT actor_id, actor_name FROM registration_events WHERE registration_id = $1', [r.id]);
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e).toEqual({ actor_id: finance.user.id, actor_name: '员工finance' });

    const door = staff.checkin;
    const q = await addParticipant(t, { id: m.m1, organizerId: a.user.id });
    await addRegistration(t, q, { registrationStatus: 'confirmed', paymentStatus: 'paid' });
    const arrived = await call(t.app, 'POST', '/api/user/update-checkin-status', { token: door.token, body: { userId: q.id, meetingId: m.m1, status: 'checked_in' } });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    const records = await t.db.query('SELECT operator_id, operator FROM checkin_records WHERE participant_id = $1', [q.id]);
    expect(records.length).toBeGreaterThan(0);
    for (const rec of records) expect(Number(rec.operator_id)).toBe(door.user.id);
    // the finance account may not work the door
    await expectMessage(t.app, 'POST', '/api/user/update-checkin-status', { token: finance.token, body: { userId: q.id, meetingId: m.m1, status: 'checked_in' } }, 403, ...STAFF_FORBIDDEN);
  });
});
