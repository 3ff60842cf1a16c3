// Unused participant uploads expire: a file a participant uploaded that no submitted registration
// (form answer or transfer proof) uses within uploads.unusedHours is deleted with its row, and its quota
// given back (a registration uses a file when it names the file's random stored name). Every process
// sweeps now and then; rows are claimed with FOR UPDATE SKIP LOCKED inside the one statement that
// deletes them, so two processes never handle one file twice (expire.ts). The same sweep drops a
// meeting's content images uploaded ahead of their record and never saved with one (meeting-content).
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { uploadSettings } from './quota';
import { BATCH, expireUploads } from './expire';
import { sweepPendingImages } from '../meeting-content/content-images';

const PARTICIPANT_FILES = `
  SELECT u.id, EXISTS (
    SELECT 1 FROM registrations r, substring(u.path from '[^/]+$') AS name
    WHERE r.participant_id = u.owner_id AND r.registration_status <> 'draft'
      AND (strpos(r.form_data::text, name) > 0 OR strpos(coalesce(r.bank_transfer_proof, ''), name) > 0)
  ) AS used
  FROM uploads u
  WHERE u.owner_kind = 'participant' AND u.used_at IS NULL AND u.created_at < now() - make_interval(hours => $1::int)`;

/** One sweep: deletes up to a batch of expired participant uploads, and of pending content images; answers the paths deleted. */
export async function sweepOnce(ctx: Ctx): Promise<string[]> {
  const { unusedHours } = await uploadSettings(ctx.db);
  const participants = await expireUploads(ctx, PARTICIPANT_FILES, [Math.floor(unusedHours)]);
  return [...participants, ...(await sweepPendingImages(ctx, unusedHours))];
}

/** Sweeps every uploads.sweepMinutes while the app runs (a first sweep soon after start). */
export function startSweeping(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = (async () => {
        try {
          while ((await sweepOnce(app.ctx)).length >= BATCH && !stopped);
        } catch (err) {
          app.log.error({ err }, 'upload sweep failed');
        }
        const { sweepMinutes } = await uploadSettings(app.ctx.db).catch(() => ({ sweepMinutes: 10 }));
        next(Math.max(1, sweepMinutes) * 60_000);
      })();
    }, ms);
    timer.unref(); // a forgotten app must not keep the process alive
  };
  app.addHook('onReady', async () => next(30_000));
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
