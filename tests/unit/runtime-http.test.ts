// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { http } from '../../src/runtime/http';
import { setSession, setParticipantSession } from '../../src/runtime/auth';
import { setLanguage } from '../../src/runtime/i18n';
import zh from '../../schemas/messages/zh.json';
import { failure, jsonResponse, jwt, setupHttpTests, stubFetch, user } from './runtime-helpers';

setupHttpTests();

describe('headers', () => {
  it('sends the bearer token, JSON, credentials and the language', async () => {
    const token = jwt(3600);
    setSession({ token, user }, true);
    await setLanguage('en');
    const { calls } = stubFetch(jsonResponse({ code: 200, data: 1 }));
    await http.post('/api/co/meeting', { title: 'x' });
    expect(calls[0].headers.Authorization).toBe(`Bearer ${token}`);
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].headers['Accept-Language']).toBe('en');
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].init.body).toBe('{"title":"x"}');
  });

  it('sends no Authorization header on /participants/ paths', async () => {
    setSession({ token: jwt(3600), user }, false);
    const { calls } = stubFetch(jsonResponse({ code: 200, data: null }));
    await http.post('/api/participants/register', { phone: '13800000000' });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[0].headers['participant-token']).toBeUndefined();
  });

  it('sends the bearer token on the organizer’s payment review (spec 2 §7), though its path names /participants/', async () => {
    const token = jwt(3600);
    setSession({ token, user }, false);
    const { calls } = stubFetch(jsonResponse({ code: 200, data: {} }));
    await http.put('/api/participants/12/payment-review', { action: 'approve' });
    await http.put('/api/participants/12/payment-review/x', {});
    expect(calls.map((c) => c.headers.Authorization)).toEqual([`Bearer ${token}`, undefined]);
  });

  it('sends the bearer token on the organizer’s participant export, though its path names /participants/', async () => {
    const token = jwt(3600);
    setSession({ token, user }, false);
    const { calls } = stubFetch(jsonResponse({ code: 200, data: {} }));
    await http.blob('/api/user-management/meeting/5/participants/export?format=csv', { search: '王' });
    await http.get('/api/user-management/meeting/5/participants/export/x');
    expect(calls.map((c) => c.headers.Authorization)).toEqual([`Bearer ${token}`, undefined]);
  });

  it('sends the newest participant token on registrations/update-profile/info/checkin paths', async () => {
    setSession({ token: jwt(3600), user }, false);
    setParticipantSession(7, { userInfo: { id: 70 }, jwtToken: 'old-token', loginTime: Date.now() - 60_000 });
    setParticipantSession(8, { userInfo: { id: 80 }, jwtToken: 'new-token' });
    const { calls } = stubFetch(jsonResponse({ code: 200, data: {} }));
    for (const p of ['/api/participants/info', '/api/participants/update-profile', '/api/participants/9/registrations', '/api/participants/checkin']) await http.get(p);
    await http.get('/api/participants/70/registrations'); // the id in the path picks that participant
    expect(calls.map((c) => c.headers['participant-token'])).toEqual(['Bearer new-token', 'Bearer new-token', 'Bearer new-token', 'Bearer new-token', 'Bearer old-token']);
    expect(calls.every((c) => c.headers.Authorization === undefined)).toBe(true);
  });

  it('adds a _t timestamp to GET only and keeps the params', async () => {
    const { calls } = stubFetch(jsonResponse({ code: 200, data: [] }));
    await http.get('/api/news/list', { page: 0, status: 'published', none: undefined });
    await http.post('/api/reports', { description: 'x' });
    await http.put('/api/co/meeting/1', {});
    await http.del('/api/news/1');
    const get = new URL(calls[0].url, 'http://x');
    expect(get.searchParams.get('page')).toBe('0');
    expect(get.searchParams.get('status')).toBe('published');
    expect(get.searchParams.has('none')).toBe(false);
    expect(Number(get.searchParams.get('_t'))).toBeGreaterThan(Date.now() - 5000);
    expect(calls.slice(1).map((c) => c.url)).toEqual(['/api/reports', '/api/co/meeting/1', '/api/news/1']);
  });

  it('sends multipart uploads without a JSON content type', async () => {
    const { calls } = stubFetch(jsonResponse({ code: 200, data: { filename: 'a.png' }, filename: 'a.png', success: true }));
    const fd = new FormData();
    fd.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    expect(await http.upload('/api/files/upload', fd)).toEqual({ filename: 'a.png' });
    expect(calls[0].headers['Content-Type']).toBeUndefined();
    expect(calls[0].init.body).toBe(fd);
  });
});

describe('answers', () => {
  it('returns data for body code 200 and 0', async () => {
    stubFetch(jsonResponse({ code: 200, message: 'ok', data: { a: 1 } }));
    expect(await http.get('/api/x')).toEqual({ a: 1 });
    stubFetch(jsonResponse({ code: 0, data: [1, 2] }));
    expect(await http.get('/api/x')).toEqual([1, 2]);
  });

  it('returns a login-shaped body whole', async () => {
    const body = { code: 200, message: 'ok', token: 't', user, data: { token: 't', user } };
    stubFetch(jsonResponse(body));
    expect(await http.post('/api/auth/login', {})).toEqual(body);
  });

  it('passes images through as a Blob', async () => {
    stubFetch(new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png' } }));
    const b = await http.get('/api/files/avatars/a.png');
    // Node's Blob, not jsdom's: compare by shape
    expect((b as Blob).type).toBe('image/png');
    expect(new Uint8Array(await (b as Blob).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('rejects a body code other than 0/200 with the server message or the default', async () => {
    stubFetch(jsonResponse({ code: 4001, message: '名额已满' }));
    expect((await failure(http.post('/api/x'))).message).toBe('名额已满');
    stubFetch(jsonResponse({ code: 500 }));
    expect((await failure(http.post('/api/x'))).message).toBe(zh.errors.bodyCode);
  });
});
