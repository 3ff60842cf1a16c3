// No request ends the process (issue 14, item 1). The request that did — an organizer's guest export
// with keyword=%00 — sent to a real server process, which must answer it (400) and every request
// after it. A database error during a streamed export, caused for real by renaming a table the export
// reads: before the first row it is a 500 in the error format; after rows went out it ends that
// answer's connection only. And main.ts's last resort: an error nothing handles is logged, its request
// answered 500, and the process serves on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { childEnv, json, loginAdminAt, removeChild, startChild, type Child } from './child.fixtures';
import { createHotel, createMeeting, createRoom, seedGuest } from './hotels.fixtures';
import { validMeeting } from './meetings.fixtures';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DATABASES)('no request ends the process (%s)', (kind) => {
  describe('a real server process', () => {
    const env = childEnv(kind, 'crash');
    let server: Child | undefined;
    afterAll(() => removeChild(server, env));

    it('GET …/guests/export?keyword=%00 is a 400 naming the field, and the server answers after it', async () => {
      server = await startChild(env);
      const token = await loginAdminAt(server.base);
      const meeting = await json(server.base, 'POST', '/api/co/meeting', validMeeting(), token);
      expect(meeting.status).toBe(200);
      const url = `/api/co/hotels/meeting/${meeting.body.data.id}/guests/export`;
      for (const q of ['keyword=%00', 'keyword=a%00b', 'keyword=%00&page=0']) {
        const r = await json(server.base, 'GET', `${url}?${q}`, undefined, token);
        expect([r.status, r.body.code], q).toEqual([400, 400]);
        expect(r.body.message).toMatch(/含有不允许的字符（U\+0000）$/);
      }
      // the process ended a moment after the request, when the stream's error surfaced
      await sleep(300);
      expect(server.alive(), server.output()).toBe(true);
      expect((await json(server.base, 'GET', '/api/health')).status).toBe(200);
      expect((await json(server.base, 'GET', `${url}?keyword=x`, undefined, token)).status).toBe(200);
    }, 60_000);
  });

  describe('a database error during a streamed export', () => {
    let t: TestApp;
    let org: Organizer;
    let url: string;
    const ROWS = 520;
    beforeAll(async () => {
      ({ t, org } = await adminAndOrganizer(kind, `crash${kind}`));
      const meeting = await createMeeting(t, org.token);
      const hotel = await createHotel(t, org.token, meeting.id);
      const room = await createRoom(t, org.token, hotel.id);
      // more rows than the export reads in one page (500), each large enough that one page fills every buffer
      // between server and a client that does not read
      for (let i = 0; i < ROWS; i++) {
        await seedGuest(t, meeting, { name: `客人${i}`, phone: '13800000000' }, {
          hotelSelection: { hotelId: hotel.id, roomTypeId: room.id, checkinDate: '2026-12-01', checkoutDate: '2026-12-02', specialRequests: `${i}`.padEnd(16_000, 'x') },
        });
      }
      url = `/api/co/hotels/meeting/${meeting.id}/guests/export`;
    }, 300_000);
    afterAll(() => t?.close());

    it('before the first row: a 500 in the error format, in the caller’s language; the next export works', async () => {
      await t.db.query('ALTER TABLE room_types RENAME TO room_types_away');
      try {
        const zh = await call(t.app, 'GET', url, { token: org.token });
        const en = await call(t.app, 'GET', url, { token: org.token, lang: 'en' });
        expect([zh.status, zh.body]).toEqual([500, { code: 500, message: '服务器内部错误，请稍后重试' }]);
        expect([en.status, en.body.message]).toEqual([500, 'Internal server error, please try again later']);
      } finally {
        await t.db.query('ALTER TABLE room_types_away RENAME TO room_types');
      }
      const ok = await call(t.app, 'GET', `${url}?keyword=${encodeURIComponent('客人1')}`, { token: org.token });
      expect([ok.status, ok.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    });

    it('after rows went out: that connection ends short, nothing else does, and the server answers', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      let renamed = false;
      const got = await new Promise<{ status: number; bytes: number; ended: 'complete' | 'cut' }>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: url, headers: { authorization: `Bearer ${org.token}` } }, (res) => {
          let bytes = 0;
          // stop reading at once: the server stalls inside its first page while the table goes away
          res.pause();
          t.db.query('ALTER TABLE room_types RENAME TO room_types_away').then(() => {
            renamed = true;
            res.on('data', (c: Buffer) => (bytes += c.length));
            res.resume();
          });
          res.on('end', () => resolve({ status: res.statusCode!, bytes, ended: res.complete ? 'complete' : 'cut' }));
          res.on('error', () => resolve({ status: res.statusCode!, bytes, ended: 'cut' }));
        });
        req.on('error', () => resolve({ status: 0, bytes: 0, ended: 'cut' }));
      });
      await t.db.query('ALTER TABLE room_types_away RENAME TO room_types');
      expect(renamed).toBe(true);
      expect(got.status).toBe(200);
      expect(got.ended).toBe('cut');
      expect(got.bytes).toBeGreaterThan(16_000);
      expect(got.bytes).toBeLessThan(ROWS * 16_000);
      expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
      const whole = await call(t.app, 'GET', url, { token: org.token });
      expect(whole.status).toBe(200);
      expect(String(whole.body).split('\n').filter((l) => l.includes('客人')).length).toBe(ROWS);
    }, 120_000);
  });
});

describe('the last resort of the server process (main.ts)', () => {
  const env = childEnv('pglite', 'resort');
  let server: Child | undefined;
  afterAll(() => removeChild(server, env));

  it('an error nothing handles is logged with its request, answered 500, and the process serves on', async () => {
    server = await startChild({ ...env, LAST_RESORT: '1' });
    const r = await json(server.base, 'GET', '/test/unhandled');
    expect(r).toEqual({ status: 500, body: { code: 500, message: '服务器内部错误，请稍后重试' } });
    expect(server.alive()).toBe(true);
    expect((await json(server.base, 'GET', '/api/health')).status).toBe(200);
    expect(server.output()).toMatch(/"reqId":"[^"]+".*nobody listens.*uncaught exception: the server goes on/s);
  }, 60_000);
});
