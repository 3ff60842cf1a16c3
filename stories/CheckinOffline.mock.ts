// A stand-in for the offline door's three calls inside stories (issue 20): the signed list (signed in
// the browser with an Ed25519 key made for the story, exactly as the server signs it), the journal
// sync and the conflict report. The signed codes of the story's attendees are made the same way, so the
// page verifies them with the real WebCrypto code; `CODES.forged` is one with a changed byte.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { codeDigest, toB64url } from '../renderers/checkin/offline/offlineCrypto';
import { forgetPageStore } from '../renderers/checkin/offline/offlineStore';
import type { Conflict } from '../renderers/checkin/offline/ConflictReport';
import { stubFetch } from './fetchStub';

export const MEETING_ID = 12;
const json = (body: unknown) => new Response(JSON.stringify({ code: 200, message: 'ok', data: body }), { status: 200, headers: { 'content-type': 'application/json' } });

const PEOPLE: Array<[number, string, string, 0 | 1, string]> = [[101, '王伟', 'VIP票', 0, 'K7M2QX9PAB3C'], [102, '李娜', '标准票', 1, 'P3Q4R5S6T7U8']];
export const CONFLICTS: Conflict[] = [{
  registrationId: 101, name: '王伟', ticket: 'VIP票',
  earliest: { deviceId: 'door-3f2a91c0', scannedAt: '2026-11-29T01:02:03.000Z', operator: '东门' },
  scans: [{ deviceId: 'door-3f2a91c0', scannedAt: '2026-11-29T01:02:03.000Z', operator: '东门' }, { deviceId: 'door-8b7d44e1', scannedAt: '2026-11-29T01:04:10.000Z', operator: '西门' }],
}];

interface Keys { pair: CryptoKeyPair; raw: string }
let keys: Promise<Keys> | null = null;
const keyPair = () => (keys ??= (async () => {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  return { pair, raw: toB64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))) };
})());

/** The signed code of a registration of the story's meeting (signed-codes.ts layout). */
export async function signedCode(registrationId: number, doorCode: string, meetingId = MEETING_ID): Promise<string> {
  const p = new Uint8Array(21);
  const v = new DataView(p.buffer);
  p[0] = 1;
  v.setUint32(1, meetingId);
  v.setUint32(5, registrationId);
  for (let i = 0; i < 12; i++) p[9 + i] = doorCode.charCodeAt(i);
  const sig = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, (await keyPair()).pair.privateKey, p));
  const all = new Uint8Array(85);
  all.set(p);
  all.set(sig, 21);
  return `CF.${toB64url(all)}`;
}

export async function forgedCode(): Promise<string> {
  const good = await signedCode(101, 'K7M2QX9PAB3C');
  return `${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`;
}

async function page(): Promise<unknown> {
  const k = await keyPair();
  const attendees = await Promise.all(PEOPLE.map(async ([id, name, ticket, inside, code]) => [id, name, ticket, inside, await codeDigest(code)]));
  const payload = JSON.stringify({ format: 1, meetingId: MEETING_ID, version: '2026-11-29T00:30:00.000Z', after: 0, next: null, attendees, revoked: [[103, 'cancelled']] });
  const signature = toB64url(new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, k.pair.privateKey, new TextEncoder().encode(payload))));
  return { payload, signature, publicKey: k.raw };
}

let conflicts: Conflict[] = [];
stubFetch(async (method, url, body) => {
  const base = `/api/co/checkin/meeting/${MEETING_ID}`;
  if (url.pathname === `${base}/offline-bundle`) return json(await page());
  if (url.pathname === `${base}/offline-conflicts`) return json(conflicts);
  if (url.pathname === `${base}/offline-sync` && method === 'POST') {
    const entries = (body as { entries: Array<{ entryId: string }> }).entries;
    return json({ lines: entries.map((e) => ({ entryId: e.entryId, registrationId: 101, outcome: 'in', first: true, conflict: false })) });
  }
  return null;
});

export const withOfflineApi = (opts: { conflicts?: boolean } = {}): Decorator => (Story) => {
  conflicts = opts.conflicts ? CONFLICTS : [];
  forgetPageStore();
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Story));
};
