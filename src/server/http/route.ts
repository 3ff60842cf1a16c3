// Every route is declared with who may call it and which schemas validate it. The table of
// declarations feeds the OpenAPI document and the permission tests.
import type { FastifyInstance, FastifyReply, HTTPMethods } from 'fastify';
import type { Req } from './context';
import { AppError } from './errors';
import { requireAccess, type Access } from '../auth/guard';
import { confirmCaller } from '../auth/inline-session';

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
  /**
   * The handler proves the caller's session in its own statement (sessionGuard) and calls
   * confirmCaller when that finds nothing: one round trip for the hottest calls. 'admin' routes only.
   */
  inlineSession?: boolean;
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
      await requireAccess(app, req, def.access, def.inlineSession);
      const v = app.ctx.schemas.validator;
      await provenFirst(req, async () => {
        if (def.query) check(v.validate(def.query, req.query ?? {}, { coerce: true }));
        if (def.body) {
          const results = [def.body].flat().map((id) => v.validate(id, req.body ?? {}));
          if (results.every((errors) => errors.length)) check(results[0]);
        }
      });
    },
    handler: def.inlineSession ? (req, reply) => provenFirst(req, () => def.handler(req, reply)) : def.handler,
  });

  /** An unproven session answers its 401 before any other refusal, as a checked one would (auth before validation). */
  async function provenFirst<T>(req: Req, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      await confirmCaller(app.ctx, req);
      throw e;
    }
  }
}

function check(errors: ReturnType<import('../../shared/schema/validate').Validator['validate']>) {
  if (!errors.length) return;
  const first = errors[0];
  throw new AppError(400, first.key, { ...first.params, fallback: first.fallback }, errors);
}

export function ok(data: unknown, message?: string, extra: Record<string, unknown> = {}) {
  return { code: 200, message: message ?? 'ok', data, ...extra };
}
