// The real server in a child process for the restart test: `npm start`'s app, on PGlite in DATA_DIR or
// on PostgreSQL in the schema PG_SCHEMA (so parallel runs don't share tables). Prints its port.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

const config = loadConfig();
const app = await buildApp({ config, pgSchema: process.env.PG_SCHEMA, logger: false, print: () => {} });
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : 0}`);
