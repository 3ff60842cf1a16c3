// Runs autocannon in its own process (so the load generator does not share the server's event loop)
// and prints one JSON line of figures. Input: a JSON file named by argv[2] (see cannon.ts): the URL,
// the method, and a list of { headers, body } that requests take in turn (per-participant tokens,
// one check-in per participant).
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { CannonJob } from './cannon';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as CannonJob;
let next = 0;
let last = 0;
const statuses: Record<number, number> = {};
const t0 = performance.now();
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: job.url,
      connections: job.connections,
      amount: job.amount,
      timeout: 30,
      requests: [
        {
          method: job.method,
          setupRequest(req: Record<string, unknown>) {
            const v = job.variants[next++ % job.variants.length];
            const headers = { ...(v.body !== undefined ? { 'content-type': 'application/json' } : {}), ...v.headers };
            return { ...req, headers, body: v.body === undefined ? undefined : JSON.stringify(v.body) };
          },
        },
      ],
    },
    (err, res) => (err ? reject(err) : resolve(res)),
  );
  // autocannon's own duration is whole seconds; the run ends at its last answer
  instance.on('response', (_client: unknown, status: number) => {
    last = performance.now();
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
});
const ok = result['2xx'];
const seconds = (last - t0) / 1000;
process.stdout.write(
  `${JSON.stringify({ requests: ok + result.non2xx, seconds, rps: ok / seconds, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts, statuses })}\n`,
);
