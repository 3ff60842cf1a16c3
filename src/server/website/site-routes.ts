// The meeting website builder's server side: saved site data, its image uploads and the blocks' public reads.
import type { FastifyInstance } from 'fastify';
import { websiteDataRoutes } from './data-routes';
import { websiteUploadRoutes } from './upload-routes';
import publicSiteRoutes from './public-site-routes';

export default async function siteRoutes(app: FastifyInstance) {
  websiteDataRoutes(app);
  websiteUploadRoutes(app);
  publicSiteRoutes(app);
}
