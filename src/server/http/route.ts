// Every route is declared with who may call it and which schemas validate it. The table of
// declarations feeds the OpenAPI document and the permission tests.
import type { FastifyInstance, FastifyReply, HTTPMethods } from 'fastify';
import type { Req } from './context';
import { AppError } from './errors';
import { requireAccess, type Access } from '../auth/guard';

export interface RouteDef {
  method: HTTPMethods;
  url: string;
  access: Access;
  summary: string;
  tags?: string[];
  /** request schema ids (schemas/api or entities); a list: the body must match one of them (else the first one's errors) */
  body?: string | string[];
  query?: string;
  /** answer shape for the OpenAPI document: entity id or a free description */
  answer?: string;
  multipart?: boolean;
  handler(req: Req, reply: FastifyReply): Promise<unknown>;
}

export const routeTable: WeakMap<FastifyInstance, RouteDef[]> = new WeakMap();

export function route(app: FastifyInstance, def: RouteDef) {
  const table = routeTable.get(app) ?? [];
  table.push(def);
  routeTable.set(app, table);
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access },
    preHandler: async (req) => {
      await requireAccess(app, req, def.access);
      const v = app.ctx.schemas.validator;
      if (def.query) check(v.validate(def.query, req.query ?? {}, { coerce: true }));
      if (def.body) {
        const results = [def.body].flat().map((id) => v.validate(id, req.body ?? {}));
        if (results.every((errors) => errors.length)) check(results[0]);
      }
    },
    handler: def.handler,
  });
}

function check(errors: ReturnType<import('../../shared/schema/validate').Validator['validate']>) {
  if (!errors.length) return;
  const first = errors[0];
  throw new AppError(400, first.key, { ...first.params, fallback: first.fallback }, errors);
}

export function ok(data: unknown, message?: string, extra: Record<string, unknown> = {}) {
  return { code: 200, message: message ?? 'ok', data, ...extra };
}
