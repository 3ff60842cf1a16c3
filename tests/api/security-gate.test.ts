// The input gate (issue 14, item 2), one case of each kind the fuzzer found answered 500: a NUL or a
// lone surrogate in a text or search field (login and participant registration included), ids of 2^31
// and more, page numbers such as 1e308, a JSON null body, a cut multipart upload, two file parts; and
// the rest of the gate: bidi overrides and zero-width characters refused in names, names stored in
// NFC, nesting limited, URLs and headers over Node's 16 KB and malformed paths answered in the error
// format, the bounds shown in the OpenAPI document.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { createMeeting, form } from './hotels.fixtures';
import { validMeeting } from './meetings.fixtures';
import { MAX_DEPTH } from '../../src/server/http/input-gate';

const NUL = ['含有不允许的字符（U+0000）', 'contains a character that is not allowed (U+0000)'];

/** Raw bytes over loopback: the URL and headers exactly as given, no client normalising or refusing them. */
function raw(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
}

describe.each(DATABASES)('the input gate (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let org: Organizer;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    ({ t, admin, org } = await adminAndOrganizer(kind, `gate${kind.slice(0, 2)}`, { limits: { codePerIpHour: 10_000 } }));
    meeting = await createMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('a NUL in any text or search field is a 400 naming the field: login, participant registration, a search, a title', async () => {
    await expectMessage(t.app, 'POST', '/api/auth/login', { body: { account: 'a\u0000b', password: 'x' } }, 400, `账号${NUL[0]}`, `Account ${NUL[1]}`);
    const reg = await call(t.app, 'POST', '/api/participants/register', { body: { username: '张\u0000三', password: 'abc12345', meetingId: meeting.id, phone: '13812345678', verificationCode: '123456' } });
    expect([reg.status, reg.body.errors?.[0]?.path]).toEqual([400, '/username']);
    expect(reg.body.message).toContain(NUL[0]);
    // the query field is named by its label (fields.*: Keyword), as every message names its field
    const search = await call(t.app, 'GET', `/api/co/hotels/meeting/${meeting.id}/guests?keyword=%00`, { token: org.token, lang: 'en' });
    expect([search.status, search.body.message]).toEqual([400, `Keyword ${NUL[1]}`]);
    const title = await call(t.app, 'PUT', `/api/co/meeting/${meeting.id}`, { token: org.token, body: validMeeting({ title: 'x\u0000' }) });
    expect([title.status, title.body.message]).toEqual([400, `会议名称${NUL[0]}`]);
  });

  it('a lone surrogate is a 400 too (no UTF-8 spells it), also in a key and deep in free JSON', async () => {
    const bodies = ['{"account":"\\ud800","password":"x"}', '{"account":"a","password":"x","\\udc00":1}'];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json' } });
      expect([res.statusCode, res.json().message], payload).toEqual([400, expect.stringMatching(/含有不允许的字符（U\+D[8C]00）$/)]);
    }
  });

  it('ids of 2^31 and more, and page numbers like 1e308, are refused by the schemas (400), or name nothing in a path (404)', async () => {
    const cases: Array<[string, string, unknown, number]> = [
      ['GET', `/api/registration-records/meeting/${meeting.id}?participantId=2147483648`, undefined, 400],
      ['POST', '/api/user/update-checkin-status', { meetingId: meeting.id, userId: 2147483648, checkinStatus: 'checked_in' }, 400],
      ['GET', `/api/user/get-checkin-code?meetingId=1e308&userId=1`, undefined, 400],
      ['GET', '/api/super-admin/organizer-users?page=1e308', undefined, 400],
      ['GET', '/api/notifications/admin?page=Infinity', undefined, 400],
      ['GET', '/api/co/meeting/2147483648', undefined, 404],
      ['GET', '/api/co/hotels/meeting/99999999999999999999/guests', undefined, 404],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await call(t.app, method, url, { token: admin, body });
      expect([res.status, typeof res.body.message], url).toEqual([status, 'string']);
    }
    const page = await call(t.app, 'GET', '/api/super-admin/organizer-users?page=1e308', { token: admin, lang: 'en' });
    expect(page.body.message).toBe('Page must be at most 100000');
  });

  it('a JSON body that is null, a number or a string is a 400; an empty one too', async () => {
    for (const payload of ['null', '42', '"x"', 'true']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/co/meeting/draft', payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${org.token}`, 'accept-language': 'en' } });
      expect([res.statusCode, res.json().message], payload).toEqual([400, 'The request body must be a JSON object']);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/co/meeting/draft', payload: '', headers: { 'content-type': 'application/json', authorization: `Bearer ${org.token}` } });
    expect([empty.statusCode, empty.json().message]).toEqual([400, '请求体不是合法的 JSON']);
  });

  it(`nesting deeper than ${MAX_DEPTH} levels is a 400, never stored (3,000 levels were)`, async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const res = await t.app.inject({ method: 'PUT', url: `/api/co/meeting/${meeting.id}/page-design`, payload: `{"design":${deep}}`, headers: { 'content-type': 'application/json', authorization: `Bearer ${org.token}`, 'accept-language': 'en' } });
    expect([res.statusCode, res.json().message]).toEqual([400, `The request data is nested too deeply (at most ${MAX_DEPTH} levels)`]);
  });

  it('names: bidi overrides and zero-width characters refused, an emoji sequence kept, the name stored composed (NFC)', async () => {
    const put = (title: string, lang: 'zh' | 'en' = 'zh') => call(t.app, 'PUT', `/api/co/meeting/${meeting.id}`, { token: org.token, lang, body: validMeeting({ title }) });
    expect((await put('年会\u202Egnp.exe', 'en')).body.message).toBe('Meeting name contains a character that is not allowed (U+202E)');
    expect((await put('年\u200B会')).body.message).toBe('会议名称含有不允许的字符（U+200B）');
    expect((await put('年会\uFEFF')).status).toBe(400);
    expect((await put('团建 👨‍👩‍👧 Cafe\u0301')).status).toBe(200);
    const [row] = await t.db.query('SELECT title FROM meetings WHERE id = $1', [meeting.id]);
    expect(row.title).toBe('团建 👨‍👩‍👧 Caf\u00e9');
  });

  it('multipart: two file parts are "too many files" (400), not "body too large"; a cut upload is a 400, nothing stored', async () => {
    const boundary = '----gate';
    const part = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\nhello world\r\n`;
    const two = Buffer.from(`${part('a.txt')}${part('b.txt')}--${boundary}--\r\n`);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${org.token}`, 'accept-language': 'en' };
    const many = await t.app.inject({ method: 'POST', url: `/api/co/badges/meeting/${meeting.id}/background`, payload: two, headers });
    expect([many.statusCode, many.json().message]).toEqual([400, 'Too many files in one upload']);
    const f = form({ meetingId: String(meeting.id), category: 'hotel' }, { name: 'a.png', type: 'image/png', data: Buffer.alloc(2048, 1) });
    for (const url of ['/api/media/upload', '/api/documents', `/api/co/badges/meeting/${meeting.id}/background`]) {
      const cut = await t.app.inject({ method: 'POST', url, payload: f.payload.subarray(0, f.payload.length - 30), headers: { ...headers, 'content-type': f.contentType } });
      expect([cut.statusCode, cut.json().message], url).toEqual([400, 'The upload is incomplete or malformed, please upload it again']);
    }
    const nul = form({ meetingId: String(meeting.id), category: 'ho\u0000tel' }, { name: 'a.png', type: 'image/png', data: Buffer.alloc(64, 1) });
    const field = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload: nul.payload, headers: { ...headers, 'content-type': nul.contentType } });
    expect([field.statusCode, field.json().message]).toEqual([400, `category ${NUL[1]}`]);
  });

  it('over the wire: a URL or headers over 16 KB, a malformed or over-long path, all in the error format and language', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(await raw(port, `/api/health?x=${'a'.repeat(17_000)}`, { 'accept-language': 'en' })).toEqual({ status: 414, body: { code: 414, message: 'The request address is too long' } });
    expect(await raw(port, '/api/health', { 'x-big': 'a'.repeat(17_000) })).toEqual({ status: 431, body: { code: 431, message: '请求头过大' } });
    expect(await raw(port, '/api/co/meeting/%C0%AF', { 'accept-language': 'en' })).toEqual({ status: 400, body: { code: 400, message: 'The request address is not valid' } });
    expect(await raw(port, `/api/co/meeting/${'1'.repeat(200)}`)).toEqual({ status: 414, body: { code: 414, message: '请求地址过长' } });
    expect((await raw(port, '/api/health')).status).toBe(200);
  });

  it('the OpenAPI document shows the bounds: ids in PostgreSQL’s integer range, pages with a maximum', async () => {
    const doc = (await call(t.app, 'GET', '/api/openapi.json')).body;
    const meetingId = doc.paths['/api/co/meeting/{id}'].get.parameters.find((p: any) => p.name === 'id');
    expect(meetingId.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
    const page = doc.paths['/api/super-admin/organizer-users'].get.parameters.find((p: any) => p.name === 'page');
    expect(page.schema.maximum).toBe(100000);
    expect(doc.components.schemas.checkinStatus ?? doc.components.schemas['checkin.status']).toBeTruthy();
    expect(doc.components.schemas['checkin.status'].properties.userId).toMatchObject({ minimum: expect.any(Number), maximum: 2147483647 });
  });
});
