import type { FastifyInstance } from 'fastify';
import { listRoutes } from './list-routes';
import { crudRoutes } from './crud-routes';
import { publicRoutes } from './public-routes';
import { websiteSettingsRoutes } from './website-settings-routes';
import { ensureSearchIndexes } from './search-index';

// The /api/co/meeting* calls of spec 1 §7 and spec 3 §7. Times: see times.ts; ownership: owner.ts.
export default async function routes(app: FastifyInstance) {
  listRoutes(app);
  crudRoutes(app);
  publicRoutes(app);
  websiteSettingsRoutes(app);
  await ensureSearchIndexes(app.ctx.db);
}
