import type { FastifyInstance } from 'fastify';

// Routes of this area are declared here with route() from ../http/route.
export default async function routes(_app: FastifyInstance) {}
