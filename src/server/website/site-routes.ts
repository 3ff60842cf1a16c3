// The meeting website builder's server side: saved site data and its image uploads.
import type { FastifyInstance } from 'fastify';
import { websiteDataRoutes } from './data-routes';
import { websiteUploadRoutes } from './upload-routes';

export default async function siteRoutes(app: FastifyInstance) {
  websiteDataRoutes(app);
  websiteUploadRoutes(app);
}
