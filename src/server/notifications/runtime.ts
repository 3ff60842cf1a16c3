// The notification area's per-app parts: the e-mail/SMS channel, the scheduler (started when the app
// is ready, stopped before it closes) and the background sending of e-mail/SMS copies.
import type { FastifyInstance } from 'fastify';
import { createChannel, type NotificationChannel } from './channel';
import { sendCopies, type Delivered } from './deliver';
import { Scheduler } from './scheduler';
import { schedulerSettings } from './settings';

export interface NotificationRuntime {
  /** replaceable (tests capture what would be e-mailed or texted) */
  channel: NotificationChannel;
  scheduler: Scheduler;
  /** after an in-app delivery committed: e-mail/SMS copies in the background (close waits for them) */
  afterDelivery(d: Delivered): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationRuntime;
  }
}

export async function installNotificationRuntime(app: FastifyInstance): Promise<NotificationRuntime> {
  const { db } = app.ctx;
  const pending = new Set<Promise<unknown>>();
  const logErr = (err: unknown, msg: string) => app.log.error({ err }, msg);
  const rt: NotificationRuntime = {
    channel: await createChannel(app.ctx.config, app.log),
    scheduler: undefined as unknown as Scheduler,
    afterDelivery(d) {
      const p = sendCopies(db, rt.channel, d, (err) => logErr(err, 'notification copy not sent'))
        .catch((err) => logErr(err, 'notification copies failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
  };
  rt.scheduler = new Scheduler(db, schedulerSettings(), (d) => rt.afterDelivery(d), logErr);
  app.decorate('notifications', rt);
  app.addHook('onReady', async () => rt.scheduler.start());
  app.addHook('preClose', async () => {
    await rt.scheduler.stop();
    await Promise.allSettled([...pending]);
  });
  return rt;
}
