// The participant and registration exports of a 10,000-participant meeting in which everyone registered
// and answered a 10-field form (scripts/seed/meeting-data.ts plus the form), as its organizer, on
// PGlite and PostgreSQL (DATABASE_URL). For each file: time to the last byte, size, the longest stall
// of the event loop meanwhile (other requests wait that long) and the process's peak memory.
// A benchmark, not a test. `npx tsx scripts/bench/exports.ts`; prints a markdown table.
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { KINDS, seededBenchApp, type Kind } from './seeded-app';

const FIELDS = 10;
const FORM = { formPage: { formGroups: [{ id: 'g', name: '信息', fields: Array.from({ length: FIELDS }, (_, k) => ({ id: `f${k + 1}`, label: `问题 ${k + 1}`, fieldType: 'text' })) }] } };

export async function benchExports(kind: Kind) {
  const { app, base, auth: headers, meetingId: m, close } = await seededBenchApp(kind, { registrations: 10_000 });
  await app.ctx.db.query(`INSERT INTO registration_flows (meeting_id, name, type, currency, is_default, form_config) VALUES ($1, '标准注册', 'standard', 'CNY', true, $2)`, [m, JSON.stringify(FORM)]);
  await app.ctx.db.query(
    `UPDATE registrations r SET form_data = (SELECT jsonb_object_agg('f' || k, jsonb_build_object('label', '问题 ' || k, 'value', '第 ' || k || ' 题的回答 ' || r.id)) FROM generate_series(1, ${FIELDS}) k)
     WHERE r.meeting_id = $1`, [m]);
  // as autovacuum would leave the table some time after the bulk update
  await app.ctx.db.query('VACUUM ANALYZE registrations');
  const files: Array<[string, string]> = [
    ['(warm-up: participant list, page 0)', `/api/user-management/meeting/${m}/participants?page=0&size=20`],
    ['participants, CSV', `/api/user-management/meeting/${m}/participants/export?format=csv`],
    ['participants, XLSX', `/api/user-management/meeting/${m}/participants/export?format=xlsx`],
    ['registrations, XLSX', `/api/user-management/meeting/${m}/registrations/export?format=xlsx`],
  ];
  const out = [`\n## Exports of 10,000 participants / 10,000 registrations with a ${FIELDS}-field form, ${kind} (${os.cpus().length} cores)\n`,
    `process RSS before: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB\n`,
    '| file | rows | columns | time to last byte | size | longest event-loop stall | peak RSS |', '|---|---|---|---|---|---|---|'];
  for (const [name, url] of files) {
    global.gc?.();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
    loop.enable();
    const t0 = performance.now();
    const res = await fetch(base + url, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - t0;
    loop.disable();
    clearInterval(sampler);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.toString().slice(0, 200)}`);
    const csv = url.includes('csv') ? body.toString('utf8').split('\n') : null;
    const rows = csv ? csv.filter(Boolean).length - 1 : url.includes('export') ? 10_000 : 20;
    const cols = csv ? csv[0].split(',').length : 0;
    out.push(`| ${name} | ${rows} | ${cols || '(same)'} | ${(ms / 1000).toFixed(2)} s | ${(body.length / 1e6).toFixed(1)} MB | ${(loop.max / 1e6).toFixed(0)} ms | ${(peak / 1e6).toFixed(0)} MB |`);
  }
  await close();
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of KINDS) console.log(await benchExports(kind));
}
