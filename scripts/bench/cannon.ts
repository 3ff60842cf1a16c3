// Drives cannon-child.ts: one autocannon run against a URL from a separate process, answered as the
// LoadResult of load.ts so tables print alike. Bounded by `amount` requests; loopback only.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load';

export interface CannonJob {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  connections: number;
  amount: number;
  /** taken in turn, one per request */
  variants: Array<{ headers?: Record<string, string>; body?: unknown }>;
}

/** Async on purpose: the server under test runs in this process and must keep answering. */
export async function cannon(job: Omit<CannonJob, 'variants' | 'connections'> & Partial<Pick<CannonJob, 'variants' | 'connections'>>): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `conflow-cannon-${process.pid}-${Date.now()}.json`);
  // BENCH_CONNECTIONS=1: one request at a time, the latency without queueing
  const connections = process.env.BENCH_CONNECTIONS ? Number(process.env.BENCH_CONNECTIONS) : job.connections ?? 10;
  fs.writeFileSync(file, JSON.stringify({ variants: [{}], ...job, connections }));
  try {
    const { stdout: out } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cannon-child.ts'), file], { encoding: 'utf8', maxBuffer: 1 << 20 });
    return JSON.parse(out.trim().split('\n').pop()!);
  } finally {
    fs.rmSync(file, { force: true });
  }
}
