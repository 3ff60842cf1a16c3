// The registration area (docs/registration.md): the page designer's calls, the site's public reads
// and the participant's own registrations.
import type { FastifyInstance } from 'fastify';
import designRoutes from './design-routes';
import publicRoutes from './public-routes';
import participantRoutes from './participant-routes';

export default async function registrationRoutes(app: FastifyInstance) {
  await designRoutes(app);
  await publicRoutes(app);
  await participantRoutes(app);
}
