// A look at what one GET costs in the database: seeds the bench data, answers the call once with every
// statement recorded, then runs each statement under EXPLAIN (ANALYZE, BUFFERS) a few times and prints the
// last plan. EXPLAIN_PATH=/api/… ({meetingId} filled) DATABASE_URL=… npx tsx scripts/bench/explain-route.ts
import { seededBenchApp } from './seeded-app';
import { AnswerCache } from '../../src/server/http/answer-cache';

const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const { app, base, auth, meetingId, close } = await seededBenchApp(kind, { meetings: 999 });
app.ctx.answers = new AnswerCache(app.ctx.db.changes, 0);
const seen: Array<[string, unknown[] | undefined]> = [];
const db = app.ctx.db;
const query = db.query.bind(db);
(db as { query: typeof db.query }).query = ((sql: string, params?: unknown[]) => {
  seen.push([sql, params]);
  return query(sql, params);
}) as typeof db.query;
const res = await fetch(base + process.env.EXPLAIN_PATH!.replace('{meetingId}', String(meetingId)), { headers: auth });
console.log(res.status, (await res.text()).length, 'bytes');
(db as { query: typeof db.query }).query = query;
for (const [sql, params] of seen) {
  let plan: Array<Record<string, string>> = [];
  for (let i = 0; i < 8; i++) plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  console.log(`\n${sql}\n${JSON.stringify(params)}\n${plan.map((r) => Object.values(r)[0]).join('\n')}`);
}
await close();
