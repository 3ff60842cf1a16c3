import type { FastifyInstance } from 'fastify';
import { designRoutes } from './design-routes';
import { uploadRoutes } from './upload-routes';

// Badge designer (spec 2 §2.9): the design per meeting, insertable fields, background images.
export default async function routes(app: FastifyInstance) {
  designRoutes(app);
  uploadRoutes(app);
}
