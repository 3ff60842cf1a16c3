// Every route is declared with who may call it and which schemas validate it. The table of
// declarations feeds the OpenAPI document and the permission tests.
import type { FastifyInstance, FastifyReply, HTTPMethods } from 'fastify';
import type { Req } from './context';
import { AppError } from './errors';
import { requireAccess, type Access } from '../auth/guard';
import { confirmCaller } from '../auth/inline-session';
import { proveParticipant } from '../participant-accounts/sessions';
import { admit, PATH_PARAMS, type Declared } from './input-gate';
import { ownerScope } from '../meetings/owner';
import type { AnswerTag } from '../db/change-feed';

export interface RouteDef {
  method: HTTPMethods;
  url: string;
  access: Access;
  summary: string;
  tags?: string[];
  /** request schema ids (schemas/api or entities); a list: the body must match one of them (else the first one's errors) */
  body?: string | string[];
  query?: string;
  /**
   * answer shape for the OpenAPI document (openapi-answer.ts reads it): an entity id, `entity[]`, or
   * `{ key, key: entity[], … }` naming the keys; any other text is only described
   */
  answer?: string;
  /** a multipart upload: its file fields and text fields (the OpenAPI document shows them; the handler reads them) */
  multipart?: Multipart;
  /** the answer is a file, not JSON: its media types */
  file?: string[];
  /** the answer is a 302 to another page (a public short address), not JSON: where it leads */
  redirect?: string;
  /** the body's schema when the handler checks it itself (rules a schema cannot say); documented, not checked before */
  checkedBody?: string;
  /** error statuses the route answers beyond those derived (400 with input, 401/403 unless public, 404 with a path id, 413/415 for uploads) */
  errors?: number[];
  /** the OpenAPI operationId when the derived one (method + path) will not do */
  operationId?: string;
  /**
   * The handler proves the caller's session in its own statement (sessionGuard) and calls
   * confirmCaller when that finds nothing: one round trip for the hottest calls. 'admin' and meeting
   * routes; on 'participant' routes the handler reads the participant under liveParticipantSql and
   * calls proveParticipant (a submission: two round trips instead of three).
   */
  inlineSession?: boolean;
  /**
   * GET: the answer is kept for its caller until what it depends on is written (answer-cache.ts): with a
   * :meetingId in the path that meeting's rows, else the lists of the caller's organizer's meetings
   */
  answerCache?: boolean;
  handler(req: Req, reply: FastifyReply): Promise<unknown>;
}

export interface Multipart {
  /** the file fields taken, e.g. ['file'] */
  files: string[];
  /** more than one file per request */
  many?: boolean;
  /** the text fields read, each with what it means */
  fields?: Record<string, string>;
}

export const routeTable: WeakMap<FastifyInstance, RouteDef[]> = new WeakMap();

/** what Fastify sends an object answer as; a kept answer is sent alike */
const JSON_TYPE = 'application/json; charset=utf-8';

export function route(app: FastifyInstance, def: RouteDef) {
  if (def.answerCache && def.method !== 'GET') throw new Error(`${def.url}: answerCache is for GET routes`);
  const table = routeTable.get(app) ?? [];
  table.push(def);
  routeTable.set(app, table);
  const declared = declaredSchemas(app, def);
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access },
    preHandler: async (req) => {
      await requireAccess(app, req, def.access, def.inlineSession);
      const v = app.ctx.schemas.validator;
      await provenFirst(req, async () => {
        admit(req, declared, (params) => v.validate(PATH_PARAMS, params, { coerce: true }).map((e) => e.path.slice(1)));
        if (def.query) check(v.validate(def.query, req.query ?? {}, { coerce: true }));
        if (def.body) {
          // no body is an empty object: the handler sees what was validated
          req.body ??= {};
          const results = [def.body].flat().map((id) => v.validate(id, req.body));
          if (results.every((errors) => errors.length)) check(results[0]);
        }
      });
    },
    handler: def.answerCache ? kept : def.inlineSession ? (req, reply) => provenFirst(req, () => def.handler(req, reply)) : def.handler,
  });

  /** The caller's kept answer, else the handler's, kept when nothing was written while it was made. */
  async function kept(req: Req, reply: FastifyReply): Promise<unknown> {
    const answers = app.ctx.answers;
    const hit = answers.get(req);
    if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
    const epoch = answers.begin();
    const out = await provenFirst(req, () => def.handler(req, reply));
    if (epoch === null || reply.sent || reply.statusCode !== 200 || out === null || typeof out !== 'object') return out;
    // a successful answer proved the session (its statement's guard, confirmCaller when that found
    // nothing, or the full check before the handler on routes without inlineSession)
    const body = Buffer.from(JSON.stringify(out));
    answers.keep(req, epoch, answerTag(req), body);
    return reply.type(JSON_TYPE).send(body);
  }

  /** An unproven session answers its 401 before any other refusal, as a checked one would (auth before validation). */
  async function provenFirst<T>(req: Req, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      await confirmCaller(app.ctx, req);
      if (req.participantClaim) await proveParticipant(app.ctx, req);
      throw e;
    }
  }
}

/** What a kept answer depends on: the meeting the path names, else the lists of the caller's organizer (a super admin: all). */
function answerTag(req: Req): AnswerTag {
  const id = Number((req.params as Record<string, unknown> | undefined)?.meetingId);
  return Number.isInteger(id) && id > 0 ? { meeting: id } : { organizer: ownerScope(req.caller!.user) };
}

/** The route's parameter, query and body schemas; a path parameter without a schema is a mistake found at start. */
function declaredSchemas(app: FastifyInstance, def: RouteDef): Declared {
  const { composed } = app.ctx.schemas;
  const all = composed[PATH_PARAMS];
  const properties: Record<string, unknown> = {};
  for (const [, name] of def.url.matchAll(/:(\w+)/g)) {
    if (!all?.properties?.[name]) throw new Error(`${def.url}: path parameter :${name} has no schema in ${PATH_PARAMS} (schemas/api/path-params.json)`);
    properties[name] = all.properties[name];
  }
  return { params: { type: 'object', properties }, query: def.query ? composed[def.query] : undefined, body: def.body ? composed[[def.body].flat()[0]] : undefined };
}

function check(errors: ReturnType<import('../../shared/schema/validate').Validator['validate']>) {
  if (!errors.length) return;
  const first = errors[0];
  throw new AppError(400, first.key, { ...first.params, fallback: first.fallback }, errors);
}

export function ok(data: unknown, message?: string, extra: Record<string, unknown> = {}) {
  return { code: 200, message: message ?? 'ok', data, ...extra };
}
