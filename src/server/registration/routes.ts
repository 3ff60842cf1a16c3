// The registration area (docs/registration.md): the page designer's calls, the site's public reads,
// the participant's own registrations, the organizer's lifecycle actions and the payment-deadline sweep.
import type { FastifyInstance } from 'fastify';
import designRoutes from './design-routes';
import publicRoutes from './public-routes';
import participantRoutes from './participant-routes';
import organizerRoutes from './organizer-routes';
import { installExpiry } from './expiry';

export default async function registrationRoutes(app: FastifyInstance) {
  await designRoutes(app);
  await publicRoutes(app);
  await participantRoutes(app);
  await organizerRoutes(app);
  installExpiry(app);
}
