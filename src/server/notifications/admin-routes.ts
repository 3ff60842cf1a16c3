// The sending side of notifications: the super admin's templates, records, sending and statistics,
// messages to a meeting's participants (organizers and the super admin), and the scheduler and
// delivery worker (started here, so buildApp needs no other edit).
import type { FastifyInstance } from 'fastify';
import { installNotificationRuntime } from './runtime';
import templateRoutes from './template-routes';
import recordRoutes from './record-routes';
import participantMessageRoutes from './participant-routes';

export default async function notificationAdminRoutes(app: FastifyInstance) {
  await installNotificationRuntime(app);
  await templateRoutes(app);
  await recordRoutes(app);
  await participantMessageRoutes(app);
}
