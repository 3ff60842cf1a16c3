import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { buildApp } from './app';
import { keepServing } from './http/last-resort';
import { shutDownGracefully } from './ops/shutdown';

const config = loadConfig();
// DIST_DIR lets a test run serve its own build
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist'));
const app = await buildApp({ config, distDir, limits: config.limits });
keepServing(app);
shutDownGracefully(app);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Conflow on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);
