// The uploads area's part of the app: the sweep that deletes participants' unused uploads.
import type { FastifyInstance } from 'fastify';
import { startSweeping } from './sweep';

export default async function uploadRoutes(app: FastifyInstance) {
  startSweeping(app);
}
