// The super admin's side of notifications: templates, records, sending, statistics, and the
// scheduler that delivers scheduled records (started here, so buildApp needs no other edit).
import type { FastifyInstance } from 'fastify';
import { installNotificationRuntime } from './runtime';
import templateRoutes from './template-routes';
import recordRoutes from './record-routes';

export default async function notificationAdminRoutes(app: FastifyInstance) {
  await installNotificationRuntime(app);
  await templateRoutes(app);
  await recordRoutes(app);
}
