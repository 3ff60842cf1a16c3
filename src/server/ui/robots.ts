// /robots.txt: crawlers may read the home page, legal pages and published meeting websites
// (/{userId}/p/{meetingId}/{token}); the API and every page behind a login are not for them.
import type { FastifyInstance } from 'fastify';
import type { clientRoutes } from './client-routes';

export function robots(app: FastifyInstance, routes: ReturnType<typeof clientRoutes>) {
  const text = ['User-agent: *', 'Disallow: /api/', ...[...new Set(routes.private())].map((p) => `Disallow: ${p}`), 'Allow: /', ''].join('\n');
  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text));
}
