// The app every API benchmark loads: built on PGlite or PostgreSQL (its own schema), seeded with one
// meeting of 10,000 participants and 2,000 registrations (or as many as asked; scripts/seed/meeting-data.ts) and, when asked,
// more meetings of the same organizer; listening on a loopback port, the organizer logged in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { seedMeeting } from '../seed/meeting-data';
import { seedMeetings } from './meetings-seed';
import { fillDoorCodes } from '../../src/server/checkin/door-codes';

export type Kind = 'pglite' | 'postgres';
export const KINDS: Kind[] = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

export interface BenchApp {
  app: FastifyInstance;
  base: string;
  /** the organizer's bearer header */
  auth: { authorization: string };
  meetingId: number;
  /** milliseconds the seeding took */
  seedMs: number;
  close(): Promise<void>;
}

export async function seededBenchApp(kind: Kind, opts: { meetings?: number; analyze?: boolean; registrations?: number } = {}): Promise<BenchApp> {
  const schema = `bench_${process.pid}_${Date.now() % 1e6}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SUPER_ADMIN_PASSWORD: 'bench-pass', LOG_LEVEL: 'error' }),
    captcha: false,
    databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
  };
  // logins are loaded too: no lock-out after failures
  const app = await buildApp({ config, logger: false, print: () => {}, pgSchema: kind === 'postgres' ? schema : undefined, limits: { loginMaxFailures: 1e9 } });
  const t0 = performance.now();
  const seeded = await seedMeeting(app.ctx.db, { participants: 10_000, registrations: opts.registrations ?? 2_000, username: 'bench-org', password: 'bench-pass-1', uploadDir: app.ctx.uploadDir });
  if (opts.meetings) {
    const [org] = await app.ctx.db.query('SELECT id FROM users WHERE username = $1', ['bench-org']);
    await seedMeetings(app.ctx.db, Number(org.id), opts.meetings);
  }
  const seedMs = performance.now() - t0;
  // statistics and the visibility map as PostgreSQL's autovacuum keeps them after a bulk load (it
  // vacuums a table after inserts too); PGlite runs no autovacuum
  if (opts.analyze !== false) await app.ctx.db.query('VACUUM ANALYZE');
  // BENCH_PORT: a fixed port on a shared machine (default: any free one)
  const base = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LOGIN) });
  const { token } = await login.json();
  if (!token) throw new Error(`bench login: ${login.status}`);
  return {
    app, base, meetingId: seeded.meetingId, seedMs, auth: { authorization: `Bearer ${token}` },
    async close() {
      // the app's background jobs still run while its schema is dropped: a deadlock with one of them is retried
      for (let i = 0; kind === 'postgres'; i++) {
        try {
          await app.ctx.db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          break;
        } catch (e) {
          if ((e as { code?: string }).code !== '40P01' || i >= 3) throw e;
        }
      }
      await app.close();
      // the job queue's own schema (`<schema>_jobs`) outlives the app's pool: dropped once the queue has stopped
      if (kind === 'postgres') {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`).finally(() => admin.end());
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The seeded organizer's login body. */
export const LOGIN = { method: 'account', account: 'bench-org', password: 'bench-pass-1' };

/**
 * Door codes to check in (issue 15: a code belongs to a registration that may enter): every participant
 * of the meeting without a registration gets a confirmed, paid one with its door code, and the
 * `limit` newest confirmed registrations not yet in are answered with their participant and code.
 */
export async function doorCodes(app: FastifyInstance, meetingId: number, limit: number): Promise<Array<{ participantId: number; code: string }>> {
  const db = app.ctx.db;
  await db.query(
    `INSERT INTO registrations (meeting_id, participant_id, registration_status, payment_status, payment_method, ticket_price, ticket_quantity, selected_ticket_name, total_amount, registration_time, submit_time)
     SELECT p.meeting_id, p.id, 'confirmed', 'paid', 'cash', 199, 1, '标准票', 199, now(), now() FROM participants p
     WHERE p.meeting_id = $1 AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.participant_id = p.id)`, [meetingId]);
  await fillDoorCodes(db, meetingId);
  await db.query('ANALYZE registrations');
  const rows = await db.query(
    `SELECT r.participant_id, r.door_code FROM registrations r JOIN participants p ON p.id = r.participant_id
     WHERE r.meeting_id = $1 AND r.registration_status = 'confirmed' AND p.checkin_status NOT IN ('checked_in', 'late') ORDER BY r.id DESC LIMIT $2`, [meetingId, limit]);
  return rows.map((r) => ({ participantId: Number(r.participant_id), code: String(r.door_code) }));
}
