// A plan as bytes on the wire: the world's ids in place of Refs, Raw text untouched, everything else
// encoded as a browser would (JSON bodies, percent-encoded path segments and query values).
import { randomBytes } from 'node:crypto';
import type { Wire } from './http';
import type { Form, Plan, Role } from './plans';
import { Raw, Ref } from './values';

export interface Context {
  ids: Record<string, number | string>;
  tokens: Partial<Record<Role, string>>;
}

const idOf = (ctx: Context, r: Ref) => String(ctx.ids[r.kind] ?? ctx.ids.meeting);

function inUrl(ctx: Context, v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (v instanceof Ref) return idOf(ctx, v);
  // a URL carries bytes: a lone surrogate goes as U+FFFD, as a browser sends it (QUERY_EDGES send the raw bytes)
  return encodeURIComponent((typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)).replace(/\p{Cs}/gu, '\ufffd'));
}

/** JSON with Refs as the ids they name and Raw text spliced in as it is. */
export function json(ctx: Context, v: unknown): string {
  if (v instanceof Raw) return v.text;
  const raws: string[] = [];
  const text = JSON.stringify(v, (_k, x) => {
    if (x instanceof Ref) return ctx.ids[x.kind] ?? ctx.ids.meeting;
    if (x instanceof Raw) return `@@raw${raws.push(x.text) - 1}@@`;
    return x;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_, i) => raws[Number(i)]);
}

function query(ctx: Context, q: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) && v.length ? v : [v]) parts.push(`${encodeURIComponent(k)}=${inUrl(ctx, one)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function multipart(ctx: Context, f: Form): { body: Buffer; type: string } {
  const boundary = f.boundary ?? `----fuzz${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of f.parts) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    const data = p.data instanceof Ref ? idOf(ctx, p.data) : p.data;
    chunks.push(Buffer.from(head), Buffer.isBuffer(data) ? data : Buffer.from(data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  // cut inside the last part: the body ends without its closing boundary, as an interrupted upload does
  if (f.cut) body = body.subarray(0, Math.max(1, body.length - boundary.length - 12));
  return { body, type: `multipart/form-data${f.boundary === '' ? '' : `; boundary=${boundary}`}` };
}

export function wire(ctx: Context, p: Plan): Wire {
  const path = p.op.path.replace(/\{(\w+)\}/g, (_, name: string) => inUrl(ctx, p.path[name]));
  const headers: Record<string, string> = { 'accept-language': p.lang };
  const token = p.role === 'anonymous' ? undefined : ctx.tokens[p.role];
  if (token) headers.authorization = `Bearer ${token}`;
  let body: Buffer | undefined;
  if (p.form) {
    const m = multipart(ctx, p.form);
    body = m.body;
    headers['content-type'] = m.type;
  } else if (p.body !== undefined) {
    body = Buffer.from(json(ctx, p.body));
    headers['content-type'] = 'application/json';
  }
  return { method: p.op.method, path: path + query(ctx, p.query), headers, body };
}
