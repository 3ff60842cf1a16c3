import type { FastifyInstance } from 'fastify';
import { designRoutes } from './design-routes';
import { uploadRoutes } from './upload-routes';
import { peopleRoutes } from './people-routes';

// Badge designer (spec 2 §2.9): the design per meeting, insertable fields, background images, and
// whose badges an export prints.
export default async function routes(app: FastifyInstance) {
  designRoutes(app);
  uploadRoutes(app);
  peopleRoutes(app);
}
