// GET /api/openapi.json lists every route the server serves, with its access level and the same
// schemas that validate it; nothing private shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../src/server/http/route';
import { DATABASES, call, makeApp, type TestApp } from './harness';

/** "METHOD /url" for every route Fastify serves, read from its route tree (HEAD is automatic). */
function served(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack[depth] = (depth ? stack[depth - 1] : '') + m[2];
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) if (method !== 'HEAD') out.push(`${method} ${stack[depth]}`);
  }
  // the API's routes and the site's short address (a declared redirect): /robots.txt and the UI's pages are no operations
  return out.filter((r) => /^\/(api|s)\//.test(r.split(' ')[1])).sort();
}

/** What the contract (docs/contracts.md) says about who may call what. */
const CONTRACT: Record<string, unknown> = {
  'GET /api/captcha': 'public',
  'POST /api/captcha/verify': 'public',
  'POST /api/auth/send-code': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'user',
  'GET /api/auth/current-user': 'user',
  'GET /api/auth/users': 'public',
  'GET /api/auth/sub-accounts': 'admin',
  'POST /api/auth/sub-accounts': 'admin',
  'DELETE /api/auth/sub-accounts/:id': 'admin',
  'GET /api/user/info': 'user',
  'POST /api/user/update': 'user',
  'POST /api/user/change-password': 'user',
  'POST /api/files/upload': 'user',
  'GET /api/files/avatars/:filename': 'public',
  'POST /api/reports': 'public',
  'GET /api/notifications/user/:userId/unread-count': { self: 'userId' },
  'GET /api/notifications/user/:userId/details': { self: 'userId' },
  'PUT /api/notifications/user/:userId/read/:notificationId': { self: 'userId' },
  'PUT /api/notifications/user/:userId/read-all': { self: 'userId' },
  'GET /api/verification-codes': 'superAdmin',
  'GET /api/openapi.json': 'public',
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
};

describe.each(DATABASES)('OpenAPI document (%s)', (kind) => {
  let t: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await makeApp(kind);
    const r = await call(t.app, 'GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    doc = r.body;
  });
  afterAll(() => t.close());

  const documented = () =>
    Object.entries<Record<string, unknown>>(doc.paths)
      .flatMap(([url, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`))
      .sort();
  const declared = () => (routeTable.get(t.app) ?? []).map((r) => `${r.method} ${r.url}`).sort();

  it('GET /api/health answers ok with the database kind', async () => {
    const r = await call(t.app, 'GET', '/api/health');
    expect([r.status, r.body.data]).toEqual([200, { db: kind }]);
  });

  it('is an OpenAPI 3.1 document with bearer security', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Conflow API');
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('lists exactly the routes Fastify serves, which are exactly the declared ones', () => {
    const s = served(t.app);
    expect(s.length).toBeGreaterThanOrEqual(Object.keys(CONTRACT).length);
    expect(documented()).toEqual(s);
    expect(declared()).toEqual(s);
    // each route once
    expect(new Set(declared()).size).toBe(declared().length);
  });

  it('declares every contract route with the contract’s access level', () => {
    const table = new Map((routeTable.get(t.app) ?? []).map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const [route, access] of Object.entries(CONTRACT)) expect(table.get(route), route).toEqual(access);
  });

  it('each operation carries its access, security, path parameters and answers', () => {
    for (const r of routeTable.get(t.app) ?? []) {
      const url = r.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[url][r.method.toLowerCase()];
      const name = `${r.method} ${r.url}`;
      expect(op['x-access'], name).toEqual(r.access);
      expect(op.summary, name).toBeTruthy();
      expect(op.security, name).toEqual(r.access === 'public' ? [] : [{ bearer: [] }]);
      const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(op.parameters.filter((p: { in: string }) => p.in === 'path').map((p: { name: string }) => p.name), name).toEqual(params);
      if (r.access !== 'public') expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['200', '401', '403']));
    }
  });

  it('request bodies point at the schemas that validate them', () => {
    for (const r of routeTable.get(t.app) ?? []) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')][r.method.toLowerCase()];
      const name = `${r.method} ${r.url}`;
      if (!r.body && !r.multipart && !r.checkedBody) {
        expect(op.requestBody, name).toBeUndefined();
        continue;
      }
      const content = op.requestBody.content;
      if (r.multipart) {
        expect(Object.keys(content), name).toEqual(['multipart/form-data']);
        continue;
      }
      const schema = content['application/json'].schema;
      const refs: string[] = (schema.anyOf ?? [schema]).map((s: { $ref: string }) => s.$ref);
      expect(refs.map((ref) => ref.replace('#/components/schemas/', '')), name).toEqual([r.body ?? r.checkedBody].flat());
      for (const ref of refs) expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeTruthy();
    }
    expect(doc.components.schemas['auth.register'].properties).toHaveProperty('agreedToTerms');
    expect(doc.components.schemas['auth.register'].properties.password.minLength).toBe(6);
    expect(doc.components.schemas['user.profile'].required).toEqual(['name', 'gender']);
    const upload = doc.paths['/api/files/upload'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.avatar).toEqual({ type: 'string', format: 'binary' });
    // the bodies their handlers check whole are declared too
    expect(doc.paths['/api/website-data/meeting/{meetingId}/batch'].post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/website.save');
    expect(doc.components.schemas['website.save'].items.$ref).toBe('#/components/schemas/websiteData.record');
    expect(doc.components.schemas['badge.designSave'].properties.fields.items.$ref).toBe('#/components/schemas/badge.field');
  });

  it('operationIds are unique, and each is the route’s own', () => {
    const ids = Object.values<Record<string, { operationId: string }>>(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.length).toBe(declared().length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|delete|patch)[A-Z]\w*$/);
    expect(doc.paths['/api/co/meeting/{id}/info'].get.operationId).toBe('getCoMeetingByIdInfo');
  });

  it('every operation declares its answers: the 200 and each error status it can give, errors in the error format', () => {
    for (const r of routeTable.get(t.app) ?? []) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')][r.method.toLowerCase()];
      const name = `${r.method} ${r.url}`;
      const statuses = Object.keys(op.responses);
      expect(statuses[0], name).toBe(r.redirect ? '302' : '200');
      if (/:\w+/.test(r.url)) expect(statuses, name).toEqual(expect.arrayContaining(['400', '404']));
      if (r.body || r.query) expect(statuses, name).toContain('400');
      if (r.multipart) expect(statuses, name).toEqual(expect.arrayContaining(['413', '415']));
      for (const s of r.errors ?? []) expect(statuses, name).toContain(String(s));
      for (const s of statuses.slice(1)) expect(op.responses[s].content['application/json'].schema.$ref, `${name} ${s}`).toBe('#/components/schemas/Error');
    }
    expect(Object.keys(doc.paths['/api/auth/login'].post.responses)).toContain('429');
    expect(Object.keys(doc.paths['/api/registrations/submit'].post.responses)).toContain('409');
  });

  it('answers are typed from the entity schemas', () => {
    const data = (p: string, m = 'get') => doc.paths[p][m].responses['200'].content['application/json'].schema.properties.data;
    expect(data('/api/co/meeting/{id}')).toEqual({ $ref: '#/components/schemas/meeting' });
    expect(data('/api/speakers/meeting/{meetingId}')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/speaker' } });
    expect(data('/api/notifications/user/{userId}/details').properties.content).toEqual({ type: 'array', items: { $ref: '#/components/schemas/notification' } });
    expect(data('/api/auth/login', 'post').properties.user).toEqual({ $ref: '#/components/schemas/user' });
    // the media library: its items as the entity answers them (with what x-row computes), its list query from x-list
    expect(data('/api/media/library').properties.list).toEqual({ type: 'array', items: { $ref: '#/components/schemas/mediaItem' } });
    expect(Object.keys(doc.components.schemas.mediaItem.properties)).toEqual(expect.arrayContaining(['category', 'description', 'url', 'originalName', 'size', 'mime']));
    expect(doc.components.schemas.mediaItem.properties).not.toHaveProperty('uploadId');
    const query = doc.paths['/api/media/library'].get.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name);
    expect(query).toEqual(expect.arrayContaining(['category', 'page', 'size', 'kind', 'meetingId']));
  });

  it('file answers are files, not JSON, and multipart forms name their fields', () => {
    const files = (routeTable.get(t.app) ?? []).filter((r) => r.file);
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const r of files) {
      const content = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')][r.method.toLowerCase()].responses['200'].content;
      expect(Object.keys(content), `${r.method} ${r.url}`).not.toContain('application/json');
      for (const type of Object.keys(content)) expect(content[type].schema).toEqual({ type: 'string', format: 'binary' });
    }
    const exp = doc.paths['/api/user-management/meeting/{meetingId}/participants/export'].get.responses['200'].content;
    expect(Object.keys(exp)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv']);
    const docs = doc.paths['/api/documents'].post.requestBody.content['multipart/form-data'].schema.properties;
    expect(Object.keys(docs)).toEqual(['file', 'collectionId', 'name', 'description', 'parentId']);
  });

  it('query parameters come from the query schema', () => {
    const op = doc.paths['/api/notifications/user/{userId}/details'].get;
    expect(op.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'size']));
  });

  it('shows no private field and no private entity', () => {
    const text = JSON.stringify(doc);
    for (const secret of ['passwordHash', 'subTokenHash', 'targetX', 'passToken']) expect(text).not.toContain(secret);
    expect(doc.components.schemas.user.properties).not.toHaveProperty('passwordHash');
    expect(doc.components.schemas.report.properties).not.toHaveProperty('ip');
    for (const hidden of ['captcha', 'session', 'rateCounter']) expect(doc.components.schemas).not.toHaveProperty(hidden);
    expect(doc.components.schemas.user.properties).toHaveProperty('username');
  });
});
