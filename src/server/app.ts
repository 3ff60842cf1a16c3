// Builds the Fastify app: database, migrations, seed, routes, the built UI.
import { openStorage } from './storage/open';
import { installQueue } from './jobs/queue';
import { bossQueue } from './jobs/boss-queue';
import { jobSettings } from './jobs/settings';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { fastifyTrustProxy, type Config } from './config';
import { openDb, type Db } from './db/driver';
import { migrate } from './db/migrate';
import { Repo } from './db/repo';
import { loadSchemas, type SchemaBundle } from './schemas';
import type { Ctx } from './http/context';
import { installErrorHandling, parserErrors, routerErrors } from './http/errors-handler';
import { AnswerCache } from './http/answer-cache';
import { trackRequests } from './http/last-resort';
import { requestScope, trackWriteScopes } from './http/write-scope';
import { noStoreAnswers } from './http/no-store';
import { securityHeaders } from './http/security-headers';
import { buildOpenApi } from './http/openapi';
import { route } from './http/route';
import { installMetrics } from './ops/metrics';
import { readiness } from './ops/readiness';
import { loadLimits, tokenSecret } from './settings';
import type { Limits } from './limits';
import { createSender, type Sender } from './accounts/sender';
import { seedSuperAdmin } from './seed';
import captchaRoutes from './captcha/routes';
import authRoutes from './accounts/auth-routes';
import resetRoutes from './accounts/reset-routes';
import userRoutes from './accounts/user-routes';
import fileRoutes from './files/routes';
import reportRoutes from './reports/routes';
import userNotificationRoutes from './notifications/user-routes';
import codeLogRoutes from './admin/codes-routes';
import meetingRoutes from './meetings/routes';
import organizerRoutes from './admin/organizer-routes';
import dashboardRoutes from './admin/dashboard-routes';
import reportAdminRoutes from './reports/admin-routes';
import notificationAdminRoutes from './notifications/admin-routes';
import participantRoutes from './participants/routes';
import participantAccountRoutes from './participant-accounts/routes';
import dataRoutes from './meeting-content/routes';
import paymentRoutes from './payments/routes';
import statementRoutes from './statements/routes';
import financeRoutes from './finance/routes';
import hotelRoutes from './hotels/routes';
import mediaRoutes from './media/routes';
import websiteRoutes from './website/routes';
import siteRoutes from './website/site-routes';
import { serveUi } from './ui/serve';
import flowRoutes from './flows/routes';
import registrationRoutes from './registration/routes';
import waitlistRoutes from './waitlist/routes';
import registrationFileRoutes from './registration-files/routes';
import checkinRoutes from './checkin/routes';
import statisticsRoutes from './statistics/routes';
import badgeRoutes from './badges/routes';
import { exportJobRoutes } from './exports/jobs/routes';
import uploadRoutes from './uploads/routes';

export interface BuildOptions {
  config: Config;
  db?: Db;
  /** PostgreSQL schema (tests isolate themselves) */
  pgSchema?: string;
  limits?: Partial<Limits>;
  sender?: Sender;
  schemas?: SchemaBundle;
  /** where the built UI lives; served when present */
  distDir?: string;
  logger?: boolean | object;
  print?: (line: string) => void;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const schemas = opts.schemas ?? loadSchemas();
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // the router's and the HTTP parser's refusals answer in the error format too
    frameworkErrors: routerErrors(() => schemas.messages),
    clientErrorHandler: parserErrors(() => schemas.messages),
  });
  const db = opts.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), schema: opts.pgSchema, prepare: config.pgPrepare }));
  await migrate(db, schemas.entities);
  // a write to these tables alone, made by a request that checked its meetings, drops only those meetings' kept answers
  db.changes.meetingTables = new Set((await db.query(
    "SELECT DISTINCT table_name FROM information_schema.columns WHERE column_name = 'meeting_id' AND table_schema = current_schema()",
  )).map((r) => String(r.table_name)));
  db.changes.scopeOf = requestScope;
  const repos = new Map<string, Repo>();
  const ctx: Ctx = {
    db,
    config,
    schemas,
    repo(entity) {
      let r = repos.get(entity);
      if (!r) repos.set(entity, (r = new Repo(schemas.entities[entity])));
      return r;
    },
    limits: await loadLimits(db, opts.limits),
    sender: opts.sender ?? (await createSender(config, app.log)),
    tokenSecret: await tokenSecret(db),
    uploadDir: path.join(config.dataDir, 'uploads'),
    storage: openStorage(config.storage, path.join(config.dataDir, 'uploads')),
    answers: new AnswerCache(db.changes, config.answerCacheMs),
    // durable on both databases (pg-boss); a failed try is logged and counted on /metrics
    jobs: bossQueue(db, { ...jobSettings(), stopMs: config.shutdown.timeoutMs }, (name, err) => {
      app.metrics?.jobFailed(name);
      app.log.error({ err, job: name }, 'job failed');
    }),
  };
  app.decorate('ctx', ctx);
  await ctx.jobs.open?.();
  installQueue(app, ctx.jobs);
  // other processes' writes reach this one's kept answers; stopped before the database closes
  const stopListening = config.answerCacheMs > 0 ? await db.listenForChanges() : async () => {};
  app.addHook('onClose', async () => {
    await stopListening();
    if (!opts.db) await db.close();
  });
  installErrorHandling(app);
  trackRequests(app);
  trackWriteScopes(app);
  installMetrics(app);
  noStoreAnswers(app);

  securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ajv compiles validators at run time in the browser (see README: precompiling is planned)
        scriptSrc: ["'self'", "'unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // meeting websites may show images by https address (spec 3 §5: image URLs)
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 10 } });

  const areas = [captchaRoutes, authRoutes, resetRoutes, userRoutes, fileRoutes, reportRoutes, userNotificationRoutes, codeLogRoutes];
  areas.push(meetingRoutes, organizerRoutes, dashboardRoutes, reportAdminRoutes, notificationAdminRoutes);
  areas.push(participantRoutes, participantAccountRoutes, dataRoutes);
  areas.push(paymentRoutes, statementRoutes, financeRoutes);
  areas.push(hotelRoutes, mediaRoutes);
  areas.push(websiteRoutes, flowRoutes);
  areas.push(registrationRoutes, registrationFileRoutes, waitlistRoutes);
  areas.push(siteRoutes);
  areas.push(checkinRoutes, statisticsRoutes);
  areas.push(badgeRoutes, async (a) => exportJobRoutes(a));
  areas.push(uploadRoutes);
  for (const plugin of areas) await plugin(app);
  route(app, {
    method: 'GET', url: '/api/openapi.json', access: 'public', summary: 'This document', tags: ['meta'],
    async handler() {
      return buildOpenApi(app);
    },
  });
  route(app, {
    method: 'GET', url: '/api/health', access: 'public', summary: 'Liveness and database check', tags: ['meta'],
    async handler() {
      await db.query('SELECT 1');
      return { code: 200, message: 'ok', data: { db: db.kind } };
    },
  });
  readiness(app);

  await serveUi(app, opts.distDir);
  await seedSuperAdmin(ctx, opts.print ?? ((l) => console.log(l)));
  return app;
}
