// The offline door's verdicts (renderers/checkin/offline/offlineList.ts) on codes the server signed
// (src/server/checkin/signed-codes.ts), checked with the page's own WebCrypto code: admitted, a second
// scan at this door, already in before the list was made, revoked with its state, a renewed code's old
// QR, another meeting's code, a forged signature, a plain door code found by its digest, and unknown.
import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { codeDigest as serverDigest, signCode } from '../../src/server/checkin/signed-codes';
import type { MeetingKey } from '../../src/server/checkin/meeting-key';
import { codeDigest, importPublicKey } from '../../renderers/checkin/offline/offlineCrypto';
import { indexOf, judge, type OfflineList } from '../../renderers/checkin/offline/offlineList';

function key(meetingId: number): MeetingKey {
  const pair = generateKeyPairSync('ed25519');
  const raw = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64url');
  return { meetingId, publicRaw: raw, publicKey: pair.publicKey, privateKey: pair.privateKey };
}

describe('offline door verdicts', async () => {
  const k = key(7);
  const list: OfflineList = {
    meetingId: 7, publicKey: k.publicRaw, version: '2026-11-29T00:00:00.000Z', pages: [],
    attendees: [[11, '王伟', 'VIP票', 0, serverDigest('K7M2QX9PAB3C')], [12, '李娜', '标准票', 1, serverDigest('P3Q4R5S6T7U8')]],
    revoked: [[13, 'cancelled']],
  };
  const ix = indexOf(list, await importPublicKey(k.publicRaw));
  const none = () => undefined;
  const code = (registrationId: number, doorCode: string, signer = k) => signCode(signer, { meetingId: signer.meetingId, registrationId, doorCode });

  it('digests the door code as the server does', async () => {
    expect(await codeDigest('K7M2QX9PAB3C')).toBe(serverDigest('K7M2QX9PAB3C'));
  });
  it('admits a signed code of the list, once per door', async () => {
    const c = code(11, 'K7M2QX9PAB3C');
    expect(await judge(ix, c, none)).toMatchObject({ kind: 'admitted', attendee: [11, '王伟', 'VIP票', 0, expect.any(String)], code: c });
    expect(await judge(ix, c, (id) => (id === 11 ? '2026-11-29T01:00:00.000Z' : undefined))).toMatchObject({ kind: 'already', at: '2026-11-29T01:00:00.000Z' });
    expect(await judge(ix, code(12, 'P3Q4R5S6T7U8'), none)).toMatchObject({ kind: 'already', at: undefined });
  });
  it('refuses revoked, renewed, another meeting’s, forged and unknown codes', async () => {
    expect(await judge(ix, code(13, 'CXNC2LDABC34'), none)).toEqual({ kind: 'revoked', state: 'cancelled' });
    expect(await judge(ix, code(11, 'OLDC0DEABC23'), none)).toEqual({ kind: 'renewed' });
    expect(await judge(ix, code(11, 'K7M2QX9PAB3C', key(8)), none)).toEqual({ kind: 'otherMeeting' });
    expect(await judge(ix, code(11, 'K7M2QX9PAB3C', key(7)), none)).toEqual({ kind: 'forged' });
    expect(await judge(ix, code(99, 'NEWREGABC234'), none)).toEqual({ kind: 'unknown' });
  });
  it('finds a typed plain code by its digest, in any letter case', async () => {
    expect(await judge(ix, ' k7m2qx9pab3c ', none)).toMatchObject({ kind: 'admitted', code: 'K7M2QX9PAB3C' });
    expect(await judge(ix, 'NOSUCHCODE99', none)).toEqual({ kind: 'unknown' });
  });
});
