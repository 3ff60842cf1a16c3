// Work that runs later or in bulk (exports, sends with retries, scheduled work) goes through one queue:
// a route `send`s a named job with JSON data and answers at once; a worker registered with `work` runs it.
// This file holds the contract and the in-process implementation (jobs live in memory: nothing survives a
// restart); the durable PostgreSQL implementation replaces it behind the same interface.
import { AsyncLocalStorage } from 'node:async_hooks';
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

export interface JobQueue {
  /** queues a job; answers its id, or null when a job with the same singletonKey is already waiting or running */
  send<T extends object>(name: string, data: T, opts?: JobOptions): Promise<string | null>;
  /** registers the one handler of a job name (before or after start); a handler that throws is retried */
  work<T extends object>(name: string, handler: (job: Job<T>) => Promise<void>): void;
  start(): Promise<void>;
  /** stops taking jobs and waits for those running */
  stop(): Promise<void>;
}

type Pending = { job: Job<object>; opts: JobOptions; tries: number; key?: string };

/** Runs jobs in this process, in memory. */
export function inProcessQueue(onError: (name: string, err: unknown) => void = () => {}): JobQueue {
  const handlers = new Map<string, (job: Job<object>) => Promise<void>>();
  const keys = new Set<string>();
  const waiting: Pending[] = [];
  const running = new Set<Promise<void>>();
  let started = false;
  let seq = 0;
  // jobs run outside the request that sent them (made before any request): their writes are not the
  // request's (http/write-scope.ts narrows a request's writes to its meetings) and their errors not its errors
  const outside = AsyncLocalStorage.snapshot();

  const run = (p: Pending) => {
    const handler = handlers.get(p.job.name);
    if (!handler || !started) return void waiting.push(p);
    const task = (async () => {
      const due = p.opts.startAfter ? p.opts.startAfter.getTime() - Date.now() : 0;
      if (due > 0) await new Promise((r) => setTimeout(r, due).unref());
      try {
        await handler(p.job);
        if (p.key) keys.delete(p.key);
      } catch (err) {
        onError(p.job.name, err);
        if (p.tries < (p.opts.retryLimit ?? 2) && started) {
          p.tries++;
          p.opts = { ...p.opts, startAfter: new Date(Date.now() + (p.opts.retryDelaySeconds ?? 1) * 1000) };
          run(p);
        } else if (p.key) keys.delete(p.key);
      }
    })();
    running.add(task);
    void task.finally(() => running.delete(task));
  };
  const drain = () => {
    for (const p of waiting.splice(0)) run(p);
  };

  return {
    async send(name, data, opts = {}) {
      const key = opts.singletonKey ? `${name}\u0000${opts.singletonKey}` : undefined;
      if (key) {
        if (keys.has(key)) return null;
        keys.add(key);
      }
      const job = { id: `local-${++seq}`, name, data };
      setImmediate(() => outside(() => run({ job, opts, tries: 0, key })));
      return job.id;
    },
    work(name, handler) {
      handlers.set(name, handler as (job: Job<object>) => Promise<void>);
      drain();
    },
    async start() {
      started = true;
      drain();
    },
    async stop() {
      started = false;
      await Promise.allSettled([...running]);
    },
  };
}

/** The app's queue: started when the app is ready, stopped (running jobs finished) before it closes. */
export function installQueue(app: FastifyInstance, queue: JobQueue): JobQueue {
  app.addHook('onReady', async () => queue.start());
  app.addHook('preClose', async () => queue.stop());
  return queue;
}
