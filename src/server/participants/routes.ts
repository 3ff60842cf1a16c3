import type { FastifyInstance } from 'fastify';
import { listRoutes } from './list-routes';
import { oneRoutes } from './one-routes';
import { recordsRoutes } from './records-routes';
import { columnsRoutes } from './columns-routes';
import { exportRoutes } from './export-routes';
import { importRoutes } from './import-routes';

// A meeting's participants (spec 2 §2.6, §7 /api/user-management/*, /api/registration-records/*).
// Every call first checks the meeting is the caller's (meetings/scoped.ts).
export default async function routes(app: FastifyInstance) {
  listRoutes(app);
  oneRoutes(app);
  recordsRoutes(app);
  columnsRoutes(app);
  exportRoutes(app);
  importRoutes(app);
}
