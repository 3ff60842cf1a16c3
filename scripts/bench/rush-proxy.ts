// The registration rush's load balancer (rush.ts): a small HTTP proxy in its own process, round-robin over
// the server processes that answer GET /api/ready with 200 (polled every PROXY_HEALTH_MS), as HAProxy or
// nginx would be set up in front of Conflow (neither is installed on the bench machine; a Node proxy
// needs no package). A backend whose connection fails is taken out at once (passive check) until its
// readiness answers again. A request whose connection was refused never reached a server, so it is
// sent to the next one (HAProxy's `retries` + `option redispatch`); a request cut after it was sent may
// have been handled, so it is answered 502 and the client decides (with its idempotency key).
// Run: node --import tsx rush-proxy.ts '["http://127.0.0.1:p1","http://127.0.0.1:p2"]'; prints
// `LISTENING <port>`. GET /__proxy/stats answers its counters.
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';

interface Backend {
  url: URL;
  up: boolean;
  agent: http.Agent;
  sent: number;
}

export interface ProxyStats {
  /** requests sent on to each backend, in the order given */
  perBackend: number[];
  /** whether each backend is taken now */
  up: boolean[];
  /** requests whose connection was refused and that went to another backend */
  redispatched: number;
  /** requests cut after they reached a backend: answered 502 */
  cut: number;
  /** requests that found no backend ready: answered 503 */
  noBackend: number;
}

// hop-by-hop headers are the proxy's own business on each side
const HOP = ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade'];
const withoutHop = (h: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => !HOP.includes(k)));

function serve(urls: string[], healthMs: number) {
  const list: Backend[] = urls.map((u) => ({ url: new URL(u), up: false, sent: 0, agent: new http.Agent({ keepAlive: true }) }));
  const stats = { redispatched: 0, cut: 0, noBackend: 0 };
  let next = 0;

  const check = (b: Backend) => {
    const req = http.get({ host: b.url.hostname, port: b.url.port, path: '/api/ready', agent: false, timeout: 1000 }, (res) => {
      b.up = res.statusCode === 200;
      res.resume();
    });
    req.on('timeout', () => req.destroy(new Error('readiness timed out')));
    req.on('error', () => (b.up = false));
  };
  list.forEach(check);
  setInterval(() => list.forEach(check), healthMs).unref();

  const pick = (tried: Set<Backend>) => {
    for (let i = 0; i < list.length; i++) {
      const b = list[next++ % list.length];
      if (b.up && !tried.has(b)) return b;
    }
    return undefined;
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tried: Set<Backend>) => {
    const b = pick(tried);
    if (!b) {
      stats.noBackend++;
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 503, message: 'no backend ready' }));
      return;
    }
    tried.add(b);
    b.sent++;
    const headers = { ...withoutHop(req.headers), 'x-forwarded-for': req.socket.remoteAddress ?? '', 'content-length': String(body.length) };
    const up = http.request({ host: b.url.hostname, port: b.url.port, method: req.method, path: req.url, headers, agent: b.agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHop(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    up.on('error', (err: NodeJS.ErrnoException) => {
      b.up = false;
      if (err.code === 'ECONNREFUSED') {
        stats.redispatched++;
        b.sent--;
        return forward(req, res, body, tried);
      }
      stats.cut++;
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 502, message: `backend failed: ${err.code ?? err.message}` }));
    });
    up.end(body);
  };

  const server = http.createServer((req, res) => {
    if (req.url === '/__proxy/stats') {
      const out: ProxyStats = { perBackend: list.map((b) => b.sent), up: list.map((b) => b.up), ...stats };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    const a = server.address();
    console.log(`LISTENING ${typeof a === 'object' && a ? a.port : 0}`);
  });
}

/** Starts the proxy in its own process in front of `backends`; answers its address once it listens. */
export async function startProxy(backends: string[], healthMs = 250): Promise<{ child: ChildProcess; base: string; stats(): Promise<ProxyStats>; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, JSON.stringify(backends)], {
    env: { ...process.env, PROXY_HEALTH_MS: String(healthMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`proxy exited ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return { child, base, stats: async () => (await fetch(`${base}/__proxy/stats`)).json() as Promise<ProxyStats>, stop: () => void child.kill('SIGTERM') };
}

if (process.argv[1] === import.meta.filename) serve(JSON.parse(process.argv[2]) as string[], Number(process.env.PROXY_HEALTH_MS ?? 250));
