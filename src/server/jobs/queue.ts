// Work that runs later or in bulk (exports, sends with retries, scheduled work) goes through one queue:
// a route `send`s a named job with JSON data and answers at once; a worker registered with `work` runs it.
// This file holds the contract; the app's implementation is durable, on pg-boss (boss-queue.ts), on
// PostgreSQL and on PGlite alike.
import type { FastifyInstance } from 'fastify';

export interface JobOptions {
  /** at most one job with this key waiting or running at a time: a second send answers null */
  singletonKey?: string;
  /** run no earlier than this */
  startAfter?: Date;
  /** runs again after a failure, up to this many times (default 2) */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
}

/** jobs of one name: due and waiting for a worker, and running now */
export interface QueueDepth {
  name: string;
  waiting: number;
  active: number;
}

export interface JobQueue {
  /** queues a job; answers its id, or null when a job with the same singletonKey is already waiting or running */
  send<T extends object>(name: string, data: T, opts?: JobOptions): Promise<string | null>;
  /** registers the one handler of a job name (before or after start); a handler that throws is retried */
  work<T extends object>(name: string, handler: (job: Job<T>) => Promise<void>): void;
  /** prepares the queue's storage (at the app's build); sending works from then on, running jobs from start() */
  open?(): Promise<void>;
  start(): Promise<void>;
  /** stops taking jobs and waits for those running */
  stop(): Promise<void>;
  /** per job name, what waits and what runs (the metrics read it at each scrape) */
  depths?(): Promise<QueueDepth[]>;
}

/** The app's queue: started when the app is ready, stopped (running jobs finished) before it closes. */
export function installQueue(app: FastifyInstance, queue: JobQueue): JobQueue {
  app.addHook('onReady', async () => queue.start());
  app.addHook('preClose', async () => queue.stop());
  return queue;
}
