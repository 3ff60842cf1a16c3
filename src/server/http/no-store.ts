// API answers carry personal data (a participant list, a token, a profile): no browser or proxy keeps
// them (Cache-Control: no-store), unless the route says otherwise (public images it serves for a day).
import type { FastifyInstance } from 'fastify';

export function noStoreAnswers(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
