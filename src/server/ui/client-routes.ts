// The UI's own addresses, from the route table the client router is built from (schemas/routes.json),
// so the server can tell a page that exists (200) from one that does not (404: the SPA still draws its
// not-found page) and list the console pages robots should leave alone.
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_DIR } from '../schemas';

interface Entry {
  path: string;
  guard?: string;
}

const entries = (dir: string): Entry[] => (JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')).routes as Entry[]).filter((r) => r.path !== '*');

/** `/meeting/:id/page-design/:flowId?` as a pattern for a path without its query. */
function pattern(p: string): RegExp {
  const body = p
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? (seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  return new RegExp(`^${body}/?$`);
}

export function clientRoutes(dir = SCHEMA_DIR) {
  const all = entries(dir);
  const patterns = all.map((r) => pattern(r.path));
  return {
    /** Is this (path and query) an address of the UI? */
    known(url: string): boolean {
      const p = url.split('?')[0];
      return p === '/' || patterns.some((re) => re.test(p));
    },
    /** robots.txt lines for the pages behind a login: parameters as wildcards, an optional last one dropped */
    private(): string[] {
      return all.filter((r) => r.guard && r.guard !== 'public').map((r) => r.path.replace(/\/:\w+\?$/, '').replace(/:\w+\??/g, '*'));
    },
  };
}
