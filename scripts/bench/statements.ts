// Issue 20: a 5,000-line bank statement imported and matched against a meeting with 5,000 registrations
// awaiting payment — the whole POST …/statements/…/import (upload, MT940 parse, one candidate query,
// matching, lines stored), as its organizer, on PGlite and on PostgreSQL when DATABASE_URL is set.
// `npx tsx scripts/bench/statements.ts`. Prints a markdown table. Target: ≤ 5 s.
import os from 'node:os';
import { makeApp, registerOrganizer, DATABASES } from '../../tests/api/harness';
import { createMeeting } from '../../tests/api/meetings.fixtures';
import { mt940, sendStatement, type Credit } from '../../tests/api/statements.fixtures';
import { newReference } from '../../src/server/registration/references';

const N = Number(process.env.STATEMENT_LINES ?? 5000);

async function one(kind: (typeof DATABASES)[number]) {
  const t = await makeApp(kind);
  const org = await registerOrganizer(t, `bench${Date.now() % 100000}`);
  const m = await createMeeting(t, org.token, { title: '流水基准' });
  const refs = Array.from({ length: N }, () => newReference());
  const started = Date.now();
  await t.db.query(
    `WITH p AS (INSERT INTO participants (meeting_id, admin_id, username, name, phone)
       SELECT $1, $2, 'bench' || i, '参会人' || i, '139' || lpad(i::text, 8, '0') FROM generate_series(1, $3::int) i RETURNING id, username)
     INSERT INTO registrations (meeting_id, participant_id, registration_status, payment_status, ticket_price, total_amount, currency, transfer_reference, door_code)
     SELECT $1, p.id, 'awaiting_payment', 'unpaid', 100 + (substr(p.username, 6)::int % 50), 100 + (substr(p.username, 6)::int % 50), 'CNY', ($4::text[])[substr(p.username, 6)::int], 'D' || lpad(substr(p.username, 6), 11, '0') FROM p`,
    [m.id, m.organizerId, N, refs],
  );
  const seedMs = Date.now() - started;
  // most lines carry their reference; every tenth pays by name and amount only, every fiftieth is a stranger
  const credits: Credit[] = refs.map((ref, k) => {
    const i = k + 1;
    const amount = `${100 + (i % 50)}.00`;
    if (i % 50 === 0) return { date: '2026-11-20', amount: '77.77', name: `陌生人${i}`, memo: '其它' };
    if (i % 10 === 0) return { date: '2026-11-20', amount, name: `参会人${i}`, memo: '会议费' };
    return { date: '2026-11-20', amount, name: `参会人${i}`, memo: `会议费 ${ref}` };
  });
  const file = mt940(credits);
  const t0 = performance.now();
  const res = await sendStatement(t, `/api/co/statements/meeting/${m.id}/import`, org.token, file, 'bench.sta');
  const ms = performance.now() - t0;
  await t.close();
  if (res.status !== 200) throw new Error(`import ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  const c = res.body.data.counts;
  return `| ${kind} | ${N} | ${(file.length / 1024).toFixed(0)} KiB | ${(ms / 1000).toFixed(2)} s | ${c.suggested} (${c.high} high) / ${c.unmatched} / ${c.duplicate} | seeded ${(seedMs / 1000).toFixed(1)} s |`;
}

const rows = ['| database | lines (= registrations awaiting) | MT940 size | import + match time | suggested (high) / unmatched / duplicate | |', '|---|---|---|---|---|---|'];
for (const kind of DATABASES) rows.push(await one(kind));
console.log(`\n## Bank statement matching (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})\n\n${rows.join('\n')}`);
