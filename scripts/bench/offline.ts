// The offline door's figures for a meeting of 10,000 attendees (issue 20): the signed list as the
// scanner downloads it (pages, bytes as JSON, gzip and brotli — what travels when the proxy or server
// compresses), then what the page does with it, timed with WebCrypto as the page calls it (Node's
// implementation here; Chromium's is the same BoringSSL family): verify every page's Ed25519
// signature, parse, index; seal it with AES-GCM for IndexedDB; and verify signed codes one at a time
// as the door does. A benchmark, not a test. `npx tsx scripts/bench/offline.ts`; prints markdown.
import os from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { doorCodes, seededBenchApp, type Kind } from './seeded-app';
import { meetingKey } from '../../src/server/checkin/meeting-key';
import { signCode } from '../../src/server/checkin/signed-codes';
import { importPublicKey, listKey, readSigned, seal, verifySigned, verifyText } from '../../renderers/checkin/offline/offlineCrypto';
import { indexOf, type OfflineList, type Page } from '../../renderers/checkin/offline/offlineList';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchOffline(kind: Kind = 'pglite') {
  const { app, base, auth, meetingId: m, close } = await seededBenchApp(kind, { registrations: 0 });
  await doorCodes(app, m, 1);
  const [{ n }] = await app.ctx.db.query(`SELECT count(*)::int AS n FROM registrations WHERE meeting_id = $1 AND registration_status = 'confirmed'`, [m]);
  const download: number[] = [];
  let pages: Page[] = [];
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    pages = [];
    for (let after: number | null = 0; after !== null;) {
      const page = (await (await fetch(`${base}/api/co/checkin/meeting/${m}/offline-bundle?after=${after}`, { headers: auth })).json()).data as Page;
      pages.push(page);
      after = JSON.parse(page.payload).next;
    }
    download.push(performance.now() - t0);
  }
  const text = JSON.stringify(pages);
  const bytes = Buffer.byteLength(text);
  const verify: number[] = [];
  let attendees = 0;
  for (let run = 0; run < 20; run++) {
    const t0 = performance.now();
    const key = await importPublicKey(pages[0].publicKey);
    const list: OfflineList = { meetingId: m, publicKey: pages[0].publicKey, version: '', attendees: [], revoked: [], pages };
    for (const p of pages) {
      if (!(await verifyText(key, p.payload, p.signature))) throw new Error('a page did not verify');
      const body = JSON.parse(p.payload);
      list.attendees.push(...body.attendees);
      list.revoked.push(...body.revoked);
    }
    attendees = indexOf(list, key).byId.size;
    verify.push(performance.now() - t0);
  }
  const sealKey = await listKey('header.payload.signature-of-a-session-token', 'door-bench01', m);
  const sealing: number[] = [];
  for (let run = 0; run < 20; run++) {
    const t0 = performance.now();
    await seal(sealKey, pages);
    sealing.push(performance.now() - t0);
  }
  // signed codes verified one by one, as scans come
  const key = await meetingKey(app.ctx.db, app.ctx.tokenSecret, m);
  const regs = await app.ctx.db.query('SELECT id, door_code FROM registrations WHERE meeting_id = $1 ORDER BY id LIMIT 1000', [m]);
  const codes = regs.map((r) => signCode(key, { meetingId: m, registrationId: Number(r.id), doorCode: r.door_code }));
  const pub = await importPublicKey(key.publicRaw);
  const t0 = performance.now();
  for (const c of codes) if (!(await verifySigned(pub, readSigned(c)!))) throw new Error('a code did not verify');
  const perCode = ((performance.now() - t0) / codes.length) * 1000;
  await close();
  return [
    `\n## Offline check-in list, ${Number(n).toLocaleString('en')} attendees, ${kind} (${os.cpus().length} cores, Node ${process.versions.node})\n`,
    '| figure | value |', '|---|---|',
    `| signed list: pages of 5,000 | ${pages.length} |`,
    `| signed list as downloaded (JSON) | ${(bytes / 1024).toFixed(0)} KB (${(bytes / Number(n)).toFixed(0)} B an attendee) |`,
    `| … gzip / brotli | ${(gzipSync(text).length / 1024).toFixed(0)} KB / ${(brotliCompressSync(text).length / 1024).toFixed(0)} KB |`,
    `| download, all pages over loopback (median of 5) | ${median(download).toFixed(0)} ms |`,
    `| verify every page's signature, parse and index ${attendees.toLocaleString('en')} attendees (WebCrypto, median of 20) | ${median(verify).toFixed(1)} ms |`,
    `| seal the list with AES-GCM for IndexedDB (median of 20) | ${median(sealing).toFixed(1)} ms |`,
    `| verify one signed code (WebCrypto Ed25519, mean of 1,000) | ${perCode.toFixed(0)} µs |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchOffline());
