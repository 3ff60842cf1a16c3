// The real server in a child process (child.fixtures.ts, the restart and race tests): `npm start`'s app,
// on PGlite in DATA_DIR or on PostgreSQL in the schema PG_SCHEMA (so parallel runs don't share tables).
// Prints its port. SIGTERM/SIGINT shut it down as main.ts does (ops/shutdown.ts); SLOW_ROUTE=1 adds a slow route.
// TEST_JOBS=1 adds a job and a route that sends it (jobs.server-hooks.ts). LAST_RESORT=1 installs
// main.ts's last-resort handlers and one route whose error nothing handles, to show what they do when
// a bug slips through.
import { EventEmitter } from 'node:events';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { keepServing } from '../../src/server/http/last-resort';
import { shutDownGracefully } from '../../src/server/ops/shutdown';

const config = loadConfig();
const lastResort = process.env.LAST_RESORT === '1';
const app = await buildApp({ config, pgSchema: process.env.PG_SCHEMA, logger: lastResort ? { level: 'error' } : false, print: () => {} });
if (lastResort) {
  keepServing(app);
  app.get('/test/unhandled', async () => {
    // an error event with no listener, a tick later: the kind of bug that ends a process
    const e = new EventEmitter();
    setImmediate(() => e.emit('error', new Error('nobody listens')));
    return new Promise(() => {});
  });
}
shutDownGracefully(app);
if (process.env.SLOW_ROUTE === '1') {
  // a request that takes SLOW_MS (default 1500 ms): the shutdown test's request in flight
  app.get('/test/slow', async () => {
    await new Promise((r) => setTimeout(r, Number(process.env.SLOW_MS ?? 1500)));
    return { done: true };
  });
}
// TEST_JOBS=1: the two-instance test's job and the route that sends it
if (process.env.TEST_JOBS === '1') await (await import('./jobs.server-hooks')).installTestJobs(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : 0}`);
