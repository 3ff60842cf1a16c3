// Turns every failure into `{ code, message, errors? }` in the caller's language: errors of handlers
// and hooks, of the router (a malformed or over-long path) and of the HTTP parser (a URL or headers
// over Node's 16 KB, answered before any request exists).
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate, pickLang, type Messages } from '../../shared/messages';
import { AppError } from './errors';
import { paramsIn } from '../../shared/bilingual';

/** What a multipart parser's error means for the caller (limits of @fastify/multipart, a cut or malformed body). */
const MULTIPART: Record<string, [number, string]> = {
  FST_FILES_LIMIT: [400, 'validation.tooManyFiles'],
  FST_PARTS_LIMIT: [400, 'validation.tooManyParts'],
  FST_FIELDS_LIMIT: [400, 'validation.tooManyParts'],
  FST_REQ_FILE_TOO_LARGE: [413, 'validation.fileTooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'validation.badMultipart'],
  FST_MP_PREMATURE_CLOSE: [400, 'validation.badMultipart'],
};
/** busboy's own errors carry no code */
const BUSBOY = /^(Unexpected end of multipart data|Multipart: Boundary not found|Malformed part header|Part terminated early|Unexpected end of form)/;

/** A multipart parser's refusal as status and message key, or null for any other error. */
export function multipartRefusal(err: { code?: string; message?: string }): [number, string] | null {
  if (err.code && MULTIPART[err.code]) return MULTIPART[err.code];
  return BUSBOY.test(err.message ?? '') ? [400, 'validation.badMultipart'] : null;
}

/** Status and message key of an error that is not an AppError. */
function keyOf(err: FastifyError & { code?: string }): [number, string] {
  const mp = multipartRefusal(err);
  if (mp) return mp;
  // a file removed between its check and its reading
  if (err.code === 'ENOENT') return [404, 'errors.notFound'];
  const status = err.statusCode ?? 500;
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return [status, 'validation.invalidJson'];
  const byStatus: Record<number, string> = { 404: 'errors.notFound', 413: 'validation.bodyTooLarge', 414: 'errors.urlTooLong', 429: 'errors.tooMany', 431: 'errors.headersTooLarge' };
  return [status, byStatus[status] ?? (status >= 500 ? 'errors.server' : 'errors.badRequest')];
}

export function installErrorHandling(app: FastifyInstance) {
  const { messages } = app.ctx.schemas;
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('t', function (this: { lang: 'zh' | 'en' }, key: string, params?: Record<string, unknown>) {
    return translate(messages[this.lang], key, paramsIn(params, this.lang));
  });
  // a callback hook: an async one costs every request a promise and a microtask turn
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = pickLang(req.headers['accept-language']);
    done();
  });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const m = messages[req.lang];
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err: err.cause ?? err }, err.key);
      const { fallback, ...params } = err.params as Record<string, unknown> & { fallback?: string };
      // the first message in either language too (`messages`), so a page can show it again in the
      // language switched to; a designed label given in both languages is taken in each
      const say = (lang: 'zh' | 'en') => {
        const errors = err.errors.map((e) => ({ path: e.path, message: translate(messages[lang], e.key, paramsIn(e.params, lang), e.fallback) }));
        return { errors, message: errors[0]?.message ?? translate(messages[lang], err.key, paramsIn(params, lang), fallback) };
      };
      const { errors, message } = say(req.lang);
      const other = say(req.lang === 'zh' ? 'en' : 'zh').message;
      const both = req.lang === 'zh' ? { zh: message, en: other } : { zh: other, en: message };
      return reply.status(err.status).send({ code: err.status, message, ...(errors.length ? { errors } : {}), messages: both });
    }
    const [status, key] = keyOf(err);
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.status(status).send({ code: status, message: translate(m, key) });
  });
}

/** The router's errors (Fastify's frameworkErrors option): a path that is no valid URL, a parameter over its length. */
export function routerErrors(messages: () => { zh: Messages; en: Messages }) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const [status, key] = err.code === 'FST_ERR_BAD_URL' ? [400, 'errors.badUrl'] : keyOf(err);
    return reply.status(status).send({ code: status, message: translate(messages()[pickLang(req.headers['accept-language'])], key) });
  };
}

/**
 * The HTTP parser's errors (Fastify's clientErrorHandler option), written on the socket as Fastify's own
 * handler does, but in the house format: headers over the limit because of a long URL are a 414, other
 * oversized headers a 431. The language comes from the bytes received, when they name one.
 */
export function parserErrors(messages: () => { zh: Messages; en: Messages }) {
  return function (this: FastifyInstance, err: ConnectionError, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const packet = err.rawPacket as unknown;
    const raw = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
    // the request line (method and URL) taking most of the bytes: the URL is what is too long
    const line = raw.indexOf('\r\n') < 0 ? raw.length : raw.indexOf('\r\n');
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? (line > raw.length / 2 ? 414 : 431) : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const key = status === 431 ? 'errors.headersTooLarge' : status === 414 ? 'errors.urlTooLong' : status === 408 ? 'errors.timeout' : 'errors.badRequest';
    const lang = pickLang(/\r\naccept-language:\s*([^\r\n]*)/i.exec(raw)?.[1]);
    const body = JSON.stringify({ code: status, message: translate(messages()[lang], key) });
    this.log.debug({ err }, 'client error');
    if (socket.writable) {
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`);
    }
    socket.destroy(err);
  };
}
