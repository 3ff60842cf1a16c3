// Check-in throughput over one meeting of 10,000 participants (scripts/seed/meeting-data.ts): code
// look-ups, confirmations of distinct people (what a row of scanners at the door does), 200 parallel
// confirmations of one code (one success), and the statistics calls. PGlite, and PostgreSQL with
// DATABASE_URL. A benchmark, not a test. `npx tsx scripts/bench/checkin.ts`; prints markdown.
import os from 'node:os';
import { load } from './load';
import { KINDS, doorCodes, seededBenchApp, type Kind } from './seeded-app';

export async function benchCheckin(kind: Kind, total = 1000) {
  const { app, base, auth, meetingId: m, close } = await seededBenchApp(kind);
  const headers = { ...auth, 'content-type': 'application/json' };
  const t0 = performance.now();
  await app.ctx.db.query("UPDATE registrations SET door_code = NULL WHERE meeting_id = $1", [m]);
  const batch = await (await fetch(`${base}/api/co/checkin/meeting/${m}/codes`, { method: 'POST', headers: { authorization: headers.authorization } })).json();
  const codesMs = performance.now() - t0;
  // a registration that may enter for everyone, as scanners meet them (issue 15: a code belongs to a registration)
  const waiting = (await doorCodes(app, m, 20_000)).map((c) => ({ id: c.participantId, checkin_code: c.code }));
  let i = 0;
  let j = 0;
  const out = [`\n## Check-in over 10,000 participants, ${kind} (${os.cpus().length} cores, closed loop, 10 workers, ${total} requests a row)\n`,
    `door codes for ${batch.data.generated} registrations (batch call): ${(codesMs / 1000).toFixed(2)} s\n`, '| call | req/s | p50 ms | p99 ms | errors |', '|---|---|---|---|---|'];
  const row = (name: string, r: Awaited<ReturnType<typeof load>>) => out.push(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  row('look up a code (find-by-checkin-code)', await load(() => fetch(`${base}/api/participants/find-by-checkin-code?meetingId=${m}&checkinCode=${waiting[i++ % waiting.length].checkin_code}`, { headers }), { total, workers: 10 }));
  row('confirm a check-in (distinct registrations)', await load(() => {
    const p = waiting[j++];
    return fetch(`${base}/api/user/update-checkin-status`, { method: 'POST', headers, body: JSON.stringify({ userId: p.id, meetingId: m, status: 'checked_in', checkinCode: p.checkin_code }) });
  }, { total, workers: 10 }));
  let k = total;
  row('scan to check in (distinct registrations, lower case)', await load(() =>
    fetch(`${base}/api/co/checkin/meeting/${m}/scan`, { method: 'POST', headers, body: JSON.stringify({ code: waiting[k++].checkin_code.toLowerCase() }) }), { total, workers: 10 }));
  const one = waiting[waiting.length - 1];
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: 200 }, () =>
    fetch(`${base}/api/co/checkin/meeting/${m}/scan`, { method: 'POST', headers, body: JSON.stringify({ code: one.checkin_code.toLowerCase() }) }).then((r) => r.status)));
  out.push(`| 200 parallel scans of one code (scan to check in) | ${answers.filter((s) => s === 200).length} success, ${answers.filter((s) => s === 409).length} refused in ${(performance.now() - started).toFixed(0)} ms | | | |`);
  for (const [name, url] of [['scanner stats', `/api/co/checkin/meeting/${m}/stats`], ['recent records (20)', `/api/co/checkin/meeting/${m}/records`],
    ['statistics figures', `/api/co/statistics/meeting/${m}`], ['distribution by identity', `/api/co/statistics/meeting/${m}/distribution?by=identity`],
    ['check-in trend, 30 days', `/api/co/statistics/meeting/${m}/trend?period=30`]] as const) {
    row(name, await load(() => fetch(base + url, { headers }), { total: Math.min(total, 300), workers: 10 }));
  }
  const e0 = performance.now();
  const xlsx = await (await fetch(`${base}/api/co/statistics/meeting/${m}/export`, { headers })).arrayBuffer();
  out.push(`| XLSX report | ${(xlsx.byteLength / 1024).toFixed(1)} KB in ${(performance.now() - e0).toFixed(0)} ms | | | |`);
  await close();
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of KINDS) console.log(await benchCheckin(kind));
}
