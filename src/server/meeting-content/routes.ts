// Data management of a meeting (spec 3 §2.6, §2.7, §7): speakers, partners, news, document
// collections and the document manager, the contact-us configuration, and the uploaded images.
import type { FastifyInstance } from 'fastify';
import { speakerRoutes } from './speaker-routes';
import { agendaRoutes } from './agenda-routes';
import { partnerRoutes } from './partner-routes';
import { newsRoutes } from './news-routes';
import { collectionRoutes } from './collection-routes';
import { documentRoutes } from './document-routes';
import { contactUsRoutes } from './contact-us-routes';
import { imageFileRoute } from './image-routes';
import { contentImageRoutes } from './content-images';

export default async function dataRoutes(app: FastifyInstance) {
  speakerRoutes(app);
  agendaRoutes(app);
  partnerRoutes(app);
  newsRoutes(app);
  collectionRoutes(app);
  documentRoutes(app);
  contactUsRoutes(app);
  imageFileRoute(app);
  contentImageRoutes(app);
}
