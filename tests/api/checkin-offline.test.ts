// Offline check-in (issue 20) on a real database: signed door codes verify with the meeting's public
// key (as a browser would, over WebCrypto) and are accepted at the online door beside plain codes; a
// forged or tampered one is refused and recorded. The signed offline list goes to the meeting's
// check-in staff only (not another meeting's staff, not participants), lists revoked registrations with
// their state, and verifies. A journal synced twice is kept once; the same code at two devices arrives
// once, at the earliest scan, and is in the organizer's conflict report; 100 syncs at once naming one
// code record one arrival.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webcrypto } from 'node:crypto';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import { CODE_NOT_FOUND, MEETING_NOT_FOUND, NOT_LOGGED_IN, enrol, scan, world, type World } from './checkin.fixtures';
import { STAFF_FORBIDDEN } from './cast.fixtures';
import { staffAccount, type StaffAccount } from './staff.fixtures';
import { registerParticipant } from './participant-accounts.fixtures';
import { codeDigest, readClaim } from '../../src/server/checkin/signed-codes';

const FORGED = ['该签名签到码验证失败：不是本系统签发或已损坏', 'This signed check-in code does not verify: it was not issued by this system or is damaged'] as const;
const base = (w: World) => `/api/co/checkin/meeting/${w.meeting.id}`;

/** Verifies as the scanner page does: WebCrypto Ed25519 over the raw public key. */
async function webVerify(publicKey: string, data: Uint8Array, signature: Uint8Array) {
  const key = await webcrypto.subtle.importKey('raw', Buffer.from(publicKey, 'base64url'), { name: 'Ed25519' }, false, ['verify']);
  return webcrypto.subtle.verify({ name: 'Ed25519' }, key, signature, data);
}

describe.each(DATABASES)('offline check-in (%s)', (kind) => {
  let t: TestApp;
  let a: World;
  let b: World;
  let door: StaffAccount;
  let otherDoor: StaffAccount;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await world(t, 'ofa');
    b = await world(t, 'ofb');
    door = await staffAccount(t, { token: a.token, username: a.org.username }, 'ofa-door', [a.meeting.id], ['checkin']);
    otherDoor = await staffAccount(t, { token: b.token, username: b.org.username }, 'ofb-door', [b.meeting.id], ['checkin']);
  });
  afterAll(() => t.close());

  const signedOf = async (w: World, p: Record<string, any>) => {
    const r = await call(t.app, 'GET', `/api/user/get-checkin-code?userId=${Number(p.id)}&meetingId=${w.meeting.id}`, { token: w.token });
    expect(r.status).toBe(200);
    return r.body.data.signedCode as string;
  };
  const bundle = async (w: World, token: string, after = 0) => call(t.app, 'GET', `${base(w)}/offline-bundle?after=${after}`, { token });
  const sync = (w: World, token: string, deviceId: string, entries: Array<{ entryId: string; code: string; scannedAt: string }>) =>
    call(t.app, 'POST', `${base(w)}/offline-sync`, { token, body: { deviceId, entries } });

  it('signs each code with the meeting key: WebCrypto verifies it, the online door accepts it, a changed byte is refused and recorded', async () => {
    const p = a.people[0];
    const signed = await signedOf(a, p);
    expect(signed).toMatch(/^CF\.[A-Za-z0-9_-]{114}$/);
    const claim = readClaim(signed)!;
    expect(claim).toMatchObject({ meetingId: a.meeting.id, registrationId: p.reg.id, doorCode: p.code });
    const { publicKey } = (await bundle(a, door.token)).body.data;
    expect(await webVerify(publicKey, claim.payload, claim.signature)).toBe(true);
    // another meeting's key does not verify it
    expect(await webVerify((await bundle(b, otherDoor.token)).body.data.publicKey, claim.payload, claim.signature)).toBe(false);

    // a forgery: the registration id changed, the signature kept
    const bytes = Buffer.from(signed.slice(3), 'base64url');
    bytes.writeUInt32BE(a.people[1].reg.id, 5);
    bytes.write(a.people[1].code, 9, 12, 'latin1');
    const forged = `CF.${bytes.toString('base64url')}`;
    await expectMessage(t.app, 'POST', `${base(a)}/scan`, { token: door.token, body: { code: forged } }, 404, ...FORGED);
    const [rec] = (await call(t.app, 'GET', `${base(a)}/records`, { token: a.token })).body.data;
    expect(rec).toMatchObject({ status: 'failure', participantId: null, message: FORGED[1] });
    const [still] = await t.db.query('SELECT registration_status FROM registrations WHERE id = $1', [a.people[1].reg.id]);
    expect(still.registration_status).toBe('confirmed');

    // the signed code and the plain one both work at the online door (the staff scans the signed one)
    const ok = await scan(t, door.token, a.meeting.id, signed);
    expect(ok.status).toBe(200);
    expect(ok.body.data.registration).toMatchObject({ id: p.reg.id, registrationStatus: 'checked_in' });
    const plain = await scan(t, door.token, a.meeting.id, a.people[2].code.toLowerCase());
    expect(plain.status).toBe(200);
    // another meeting's signed code: its own meeting's key verifies it, the door says whose it is
    expect((await scan(t, door.token, a.meeting.id, await signedOf(b, b.people[0]))).status).toBe(404);
  });

  it('a renewed code makes the old signed code name nobody', async () => {
    const p = await enrol(t, a, 'confirmed', { name: '换码者' });
    const old = await signedOf(a, p);
    const renewed = await call(t.app, 'POST', `/api/user/generate-checkin-code?userId=${p.id}&meetingId=${a.meeting.id}`, { token: a.token });
    expect(renewed.body.data.signedCode).not.toBe(old);
    await expectMessage(t.app, 'POST', `${base(a)}/scan`, { token: door.token, body: { code: old } }, 404, ...CODE_NOT_FOUND);
  });

  it('gives the signed list to the meeting’s check-in staff and organizer only; it verifies and lists the revoked with their state', async () => {
    const cancelled = await enrol(t, a, 'cancelled', { name: '已取消' });
    const unpaid = await enrol(t, a, 'awaiting_payment', { name: '未付款' });
    const inside = await enrol(t, a, 'checked_in', { name: '已入场' });
    const r = await bundle(a, door.token);
    expect(r.status).toBe(200);
    const { payload, signature, publicKey } = r.body.data;
    expect(await webVerify(publicKey, new TextEncoder().encode(payload), Buffer.from(signature, 'base64url'))).toBe(true);
    // one attendee's name changed and the list no longer verifies
    const tampered = payload.replace(a.people[1].name, `${a.people[1].name}改`);
    expect(tampered).not.toBe(payload);
    expect(await webVerify(publicKey, new TextEncoder().encode(tampered), Buffer.from(signature, 'base64url'))).toBe(false);
    const list = JSON.parse(payload);
    expect(list).toMatchObject({ format: 1, meetingId: a.meeting.id, after: 0, next: null });
    const p = a.people[1];
    expect(list.attendees).toContainEqual([p.reg.id, p.name, '标准票', 0, codeDigest(p.code)]);
    expect(list.attendees).toContainEqual([inside.reg.id, '已入场', '标准票', 1, codeDigest(inside.code)]);
    expect(list.revoked).toEqual(expect.arrayContaining([[cancelled.reg.id, 'cancelled'], [unpaid.reg.id, 'awaiting_payment']]));
    expect(JSON.stringify(list)).not.toContain(p.code);
    expect(JSON.stringify(list)).not.toContain('ofb');
    expect((await bundle(a, a.token)).status).toBe(200);

    // refused: another meeting's staff, another organizer, a participant, nobody
    await expectMessage(t.app, 'GET', `${base(a)}/offline-bundle`, { token: otherDoor.token }, 403, ...STAFF_FORBIDDEN);
    await expectMessage(t.app, 'GET', `${base(a)}/offline-bundle`, { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', `${base(a)}/offline-bundle`, {}, 401, ...NOT_LOGGED_IN);
    const participant = await registerParticipant(t, a.meeting.id);
    expect([401, 403]).toContain((await bundle(a, participant.token)).status);
    expect([401, 403]).toContain((await sync(a, participant.token, 'device-part', [{ entryId: 'entry-0001', code: a.people[1].code, scannedAt: new Date().toISOString() }])).status);
    expect((await sync(a, otherDoor.token, 'device-other', [{ entryId: 'entry-0001', code: a.people[1].code, scannedAt: new Date().toISOString() }])).status).toBe(403);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM offline_arrivals WHERE meeting_id = $1', [a.meeting.id]);
    expect(Number(n)).toBe(0);
  });

  it('keeps a journal once however often it is sent; the same code at two devices arrives once, at the earlier scan, and is reported', async () => {
    const p = await enrol(t, a, 'confirmed', { name: '两门者' });
    const q = await enrol(t, a, 'confirmed', { name: '一门者' });
    const code = await signedOf(a, p);
    const early = new Date(Date.now() - 10 * 60_000).toISOString();
    const late = new Date(Date.now() - 5 * 60_000).toISOString();
    // door 2 comes online first, with the later scan
    const second = await sync(a, door.token, 'door-two-device', [{ entryId: 'two-entry-1', code, scannedAt: late }]);
    expect(second.status).toBe(200);
    expect(second.body.data.lines).toEqual([{ entryId: 'two-entry-1', registrationId: p.reg.id, outcome: 'in', first: true, conflict: false }]);
    const journal = [{ entryId: 'one-entry-1', code, scannedAt: early }, { entryId: 'one-entry-2', code: q.code, scannedAt: late }, { entryId: 'one-entry-3', code: 'NOSUCHCODE99', scannedAt: late }];
    for (let i = 0; i < 2; i++) {
      const first = await sync(a, door.token, 'door-one-device', journal);
      expect(first.status).toBe(200);
      expect(first.body.data.lines).toEqual([
        { entryId: 'one-entry-1', registrationId: p.reg.id, outcome: 'in', first: true, conflict: true },
        { entryId: 'one-entry-2', registrationId: q.reg.id, outcome: 'in', first: true, conflict: false },
        { entryId: 'one-entry-3', registrationId: null, outcome: 'unknown', first: false, conflict: false },
      ]);
    }
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM offline_arrivals WHERE registration_id = $1', [p.reg.id]);
    expect(Number(n)).toBe(2);
    const events = await t.db.query(`SELECT 1 FROM registration_events WHERE registration_id = $1 AND action = 'checkIn'`, [p.reg.id]);
    expect(events).toHaveLength(1);
    const [row] = await t.db.query('SELECT checkin_status, checkin_time FROM participants WHERE id = $1', [p.id]);
    expect(row.checkin_status).toBe('checked_in');
    expect(new Date(row.checkin_time).toISOString()).toBe(early);

    const report = await call(t.app, 'GET', `${base(a)}/offline-conflicts`, { token: a.token });
    expect(report.status).toBe(200);
    expect(report.body.data).toEqual([{
      registrationId: p.reg.id, name: '两门者', ticket: '标准票',
      earliest: { deviceId: 'door-one-device', scannedAt: early, operator: 'ofa-door' },
      scans: [{ deviceId: 'door-one-device', scannedAt: early, operator: 'ofa-door' }, { deviceId: 'door-two-device', scannedAt: late, operator: 'ofa-door' }],
    }]);
    expect((await call(t.app, 'GET', `${base(a)}/offline-conflicts`, { token: b.token })).status).toBe(404);
  });

  it('refuses at sync a code revoked while the door was offline, and a forged one, arriving nobody', async () => {
    const p = await enrol(t, a, 'confirmed', { name: '离线时取消' });
    const code = await signedOf(a, p);
    await t.db.query(`UPDATE registrations SET registration_status = 'cancelled' WHERE id = $1`, [p.reg.id]);
    const bytes = Buffer.from(code.slice(3), 'base64url');
    bytes[bytes.length - 1] ^= 1;
    const r = await sync(a, door.token, 'door-three-device', [
      { entryId: 'three-entry-1', code, scannedAt: new Date().toISOString() },
      { entryId: 'three-entry-2', code: `CF.${bytes.toString('base64url')}`, scannedAt: new Date().toISOString() },
    ]);
    expect(r.body.data.lines.map((l: { outcome: string }) => l.outcome)).toEqual(['refused', 'unknown']);
    const [row] = await t.db.query('SELECT registration_status FROM registrations WHERE id = $1', [p.reg.id]);
    expect(row.registration_status).toBe('cancelled');
  });

  it('refuses a malformed journal with the field’s message', async () => {
    await expectMessage(t.app, 'POST', `${base(a)}/offline-sync`, { token: door.token, body: { deviceId: 'x', entries: [] } }, 400, '扫码设备标识无效', 'Invalid scanner device id');
    await expectMessage(t.app, 'POST', `${base(a)}/offline-sync`, { token: door.token, body: { deviceId: 'device-ok-1', entries: [] } }, 400, '签到日志为空', 'The journal has no lines');
    const many = Array.from({ length: 501 }, (_, i) => ({ entryId: `entry-${String(i).padStart(4, '0')}`, code: 'ABCDEFGHJKMN', scannedAt: new Date().toISOString() }));
    await expectMessage(t.app, 'POST', `${base(a)}/offline-sync`, { token: door.token, body: { deviceId: 'device-ok-1', entries: many } }, 400, '每次最多提交 500 条签到日志', 'At most 500 journal lines a request');
    const bad = await sync(a, door.token, 'device-ok-1', [{ entryId: 'entry-0001', code: 'ABCDEFGHJKMN', scannedAt: 'yesterday' }]);
    expect(bad.status).toBe(400);
  });

  it('100 devices syncing the same code at once record one arrival', async () => {
    const p = await enrol(t, a, 'confirmed', { name: '百门者' });
    const code = await signedOf(a, p);
    const at = Date.now() - 60_000;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      sync(a, door.token, `racing-device-${i}`, [{ entryId: `race-entry-${i}`, code, scannedAt: new Date(at + i * 1000).toISOString() }])));
    expect(answers.map((x) => x.status)).toEqual(answers.map(() => 200));
    const events = await t.db.query(`SELECT 1 FROM registration_events WHERE registration_id = $1 AND action = 'checkIn'`, [p.reg.id]);
    expect(events).toHaveLength(1);
    const records = await t.db.query(`SELECT 1 FROM checkin_records WHERE registration_id = $1 AND status = 'success'`, [p.reg.id]);
    expect(records).toHaveLength(1);
    const [row] = await t.db.query('SELECT checkin_time FROM participants WHERE id = $1', [p.id]);
    expect(new Date(row.checkin_time).getTime()).toBe(at);
    const report = (await call(t.app, 'GET', `${base(a)}/offline-conflicts`, { token: door.token })).body.data;
    const mine = report.find((c: { registrationId: number }) => c.registrationId === p.reg.id);
    expect(mine.scans).toHaveLength(100);
    expect(mine.earliest.deviceId).toBe('racing-device-0');
  });
});
