// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  namespace autocannon {
    interface Histogram { p50: number; p99: number; average: number }
    interface Result { duration: number; latency: Histogram; requests: Histogram; errors: number; timeouts: number; non2xx: number; '2xx': number }
    interface Options {
      url: string;
      connections?: number;
      amount?: number;
      duration?: number;
      timeout?: number;
      requests?: Array<{ method?: string; setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }>;
    }
  }
  function autocannon(opts: autocannon.Options, cb: (err: Error | null, result: autocannon.Result) => void): EventEmitter;
  export default autocannon;
}
