// A plain HTTP client for the fuzzer: the path goes on the wire as written (percent-encoding and all,
// nothing normalised as fetch would), any body and headers; a request that gets no answer in time, or
// whose connection is refused or reset, answers status 0 with the error.
import http from 'node:http';

export interface Wire {
  method: string;
  /** path and query exactly as sent */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  error?: string;
}

// a connection per request: an answer the server gives before reading the whole body (and then
// closes) must not be mistaken for a server that stopped answering the next request
const agent = new http.Agent({ keepAlive: false });

export function send(port: number, w: Wire, timeoutMs = 20_000): Promise<Answer> {
  return new Promise((resolve) => {
    const headers = { ...w.headers, ...(w.body ? { 'content-length': String(w.body.length) } : {}) };
    let req: http.ClientRequest;
    try {
      req = http.request({ host: '127.0.0.1', port, method: w.method, path: w.path, headers, agent });
    } catch (e) {
      // the client itself refuses the path or a header (characters no HTTP client can send): nothing was sent
      resolve({ status: -1, body: '', headers: {}, error: (e as Error).message });
      return;
    }
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (e) => resolve({ status: 0, body: '', headers: {}, error: e.message }));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (e) => resolve({ status: 0, body: '', headers: {}, error: e.message }));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.end(w.body);
  });
}
