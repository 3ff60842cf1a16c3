// Turns every failure into `{ code, message, errors? }` in the caller's language.
import type { FastifyError, FastifyInstance } from 'fastify';
import { translate, pickLang } from '../../shared/messages';
import { AppError } from './errors';

export function installErrorHandling(app: FastifyInstance) {
  const { messages } = app.ctx.schemas;
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('t', function (this: { lang: 'zh' | 'en' }, key: string, params?: Record<string, unknown>) {
    return translate(messages[this.lang], key, params);
  });
  app.addHook('onRequest', async (req) => {
    req.lang = pickLang(req.headers['accept-language']);
  });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const m = messages[req.lang];
    if (err instanceof AppError) {
      const { fallback, ...params } = err.params as Record<string, unknown> & { fallback?: string };
      const errors = err.errors.map((e) => ({ path: e.path, message: translate(m, e.key, e.params, e.fallback) }));
      const message = errors[0]?.message ?? translate(m, err.key, params, fallback);
      return reply.status(err.status).send({ code: err.status, message, ...(errors.length ? { errors } : {}) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const key =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'validation.invalidJson'
        : status === 413
          ? 'validation.bodyTooLarge'
          : status === 415
            ? 'errors.badRequest'
            : status === 404
              ? 'errors.notFound'
              : status === 429
                ? 'errors.tooMany'
                : status >= 500
                  ? 'errors.server'
                  : 'errors.badRequest';
    return reply.status(status).send({ code: status, message: translate(m, key) });
  });
}
