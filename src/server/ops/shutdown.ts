// Graceful shutdown at SIGTERM/SIGINT (main.ts; a container stop, a deploy replacing the process):
// 1. /api/ready answers 503 at once (readiness.ts), while requests are still taken for SHUTDOWN_DRAIN_MS
//    so a load balancer that polls readiness moves traffic away before connections are refused;
// 2. app.close(): the job queue stops taking jobs and waits for those running here (jobs/queue.ts's
//    preClose; a job cut short by a kill is run again by another process), the server accepts no new
//    connection, requests on open connections are answered 503 by Fastify, requests in flight finish
//    (idle kept-alive connections are closed as they become idle);
// 3. the database pool closes (app.ts's onClose, after the server closed) and the process exits 0.
// Requests still running SHUTDOWN_TIMEOUT_MS after the drain have their connections cut, and the
// process exits 1 so the supervisor's log shows the shutdown was not clean. A second signal (Ctrl-C again)
// exits at once, with 1.
import type { FastifyInstance } from 'fastify';

/** how often kept-alive connections that went idle while closing are closed */
const IDLE_SWEEP_MS = 100;

export function shutDownGracefully(app: FastifyInstance, exit: (code: number) => void = (code) => process.exit(code)) {
  const { drainMs, timeoutMs } = app.ctx.config.shutdown;
  let started = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (started) {
      app.log.warn(`${signal} again: exiting without waiting`);
      return exit(1);
    }
    started = true;
    app.lifecycle.draining = true;
    app.log.info(`${signal}: shutting down (not ready; ${drainMs} ms drain, then closing with ${timeoutMs} ms for requests in flight)`);
    if (drainMs) await new Promise((r) => setTimeout(r, drainMs));
    let code = 0;
    const cut = setTimeout(() => {
      code = 1;
      app.log.error(`requests still running after ${timeoutMs} ms: their connections are cut`);
      app.server.closeAllConnections();
      // what closing still waits for (a stuck pool) must not keep the process
      setTimeout(() => exit(1), 5000).unref();
    }, timeoutMs);
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await app.close();
    } catch (err) {
      code = 1;
      app.log.error({ err }, 'shutdown failed');
    } finally {
      clearTimeout(cut);
      clearInterval(sweep);
    }
    app.log.info(`shut down${code ? ' (not clean)' : ''}`);
    exit(code);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
