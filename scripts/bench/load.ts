// A bounded closed-loop load generator on loopback: N workers, each sending requests back to back
// until the count is reached. Answers throughput and latency percentiles.
export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(send: () => Promise<Response>, { total = 2000, workers = 20 } = {}): Promise<LoadResult> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next++ < total) {
        const t0 = performance.now();
        const res = await send();
        await res.arrayBuffer();
        if (!res.ok) errors++;
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { requests: times.length, seconds, rps: times.length / seconds, p50: pct(50), p99: pct(99), errors };
}
