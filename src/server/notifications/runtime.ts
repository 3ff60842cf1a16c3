// The notification area's per-app parts: the e-mail/SMS channel, the scheduler of notification records
// and the delivery worker that sends queued e-mails and SMS (both started when the app is ready and
// stopped before it closes).
import type { FastifyInstance } from 'fastify';
import { createChannel, type NotificationChannel } from './channel';
import type { Delivered } from './deliver';
import { Scheduler } from './scheduler';
import { DeliveryWorker } from './deliveries/worker';
import { deliverySettings, schedulerSettings } from './settings';

export interface NotificationRuntime {
  /** replaceable (tests capture what would be e-mailed or texted) */
  channel: NotificationChannel;
  scheduler: Scheduler;
  deliveries: DeliveryWorker;
  /** after an in-app delivery committed: its e-mail/SMS copies go out now, in the background */
  afterDelivery(d: Delivered): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationRuntime;
  }
}

export async function installNotificationRuntime(app: FastifyInstance): Promise<NotificationRuntime> {
  const { db } = app.ctx;
  // every error a job logs is one failure on /metrics (conflow_job_failures_total)
  const logErr = (job: string) => (err: unknown, msg: string) => {
    app.metrics.jobFailed(job);
    app.log.error({ err }, msg);
  };
  const rt: NotificationRuntime = {
    channel: await createChannel(app.ctx.config, app.log),
    scheduler: undefined as unknown as Scheduler,
    deliveries: new DeliveryWorker(app.ctx, deliverySettings(), () => rt.channel, logErr('deliveries')),
    afterDelivery(d) {
      if (d.copies > 0) rt.deliveries.kick();
    },
  };
  rt.scheduler = new Scheduler(db, schedulerSettings(), (d) => rt.afterDelivery(d), logErr('notifications'), app.ctx.jobs);
  app.decorate('notifications', rt);
  app.addHook('onReady', async () => {
    rt.scheduler.start();
    rt.deliveries.start();
  });
  app.addHook('preClose', async () => {
    await rt.scheduler.stop();
    await rt.deliveries.stop();
  });
  return rt;
}
