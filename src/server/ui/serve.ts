// The built UI: hashed bundles cached for good, index.html for every address of the UI (the client
// router draws it), status 404 with the same index.html for any other address (the SPA draws its
// not-found page), the public meeting website's own page, and /robots.txt.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sitePage } from '../website/site-page';
import { clientRoutes } from './client-routes';
import { robots } from './robots';

export async function serveUi(app: FastifyInstance, distDir?: string) {
  const routes = clientRoutes();
  robots(app, routes);
  const index = distDir && path.join(distDir, 'index.html');
  const hasUi = !!index && fs.existsSync(index);
  const sendIndex = (req: FastifyRequest, reply: FastifyReply, status = 200) => {
    reply.status(status).type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const br = `${index}.br`;
    if (/\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) && fs.existsSync(br)) {
      return reply.header('content-encoding', 'br').send(fs.createReadStream(br));
    }
    return reply.send(fs.createReadStream(index!));
  };
  if (hasUi) {
    // wildcard: files of a build made after start are found too; hashed bundles are cached for good,
    // and the .br/.gz written by scripts/compress-dist.ts are sent to browsers that take them
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    } as never);
    app.get('/', (req, reply) => sendIndex(req, reply));
    sitePage(app, distDir!);
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/assets/') || !hasUi || req.method !== 'GET') {
      return reply.status(404).send({ code: 404, message: req.t('errors.notFound') });
    }
    return sendIndex(req, reply, routes.known(req.url) ? 200 : 404);
  });
}
