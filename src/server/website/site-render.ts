// The server's first render of a published meeting site: the site's own render module (built by vite
// beside the UI, <dist>/.ssr/site.mjs; scripts/vite-site-ssr.ts) draws the first page as HTML from the
// answers the page itself would ask for. Those answers are asked of this server through the same public
// calls, with no credentials (app.inject), so the HTML shows exactly what the calls let a visitor see:
// a refused call (wrong token, site not published) means no render, and the page loads as before.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { cleanRichText } from './rich-text';

interface RenderModule {
  renderSite(input: { meeting: any; records: any[]; meetingId: string; userId: string; token: string; get(url: string): Promise<unknown>; cleanHtml(html: string): string }): Promise<{ html: string; state: unknown }>;
  stateScript(state: unknown): string;
}

export const SSR_MODULE = path.join('.ssr', 'site.mjs');

/** The render module of the build in `distDir` (again after a new build: keyed by its time). */
const modules = new Map<string, { mtime: number; mod: Promise<RenderModule> }>();
function renderModule(distDir: string): Promise<RenderModule> | null {
  const file = path.join(distDir, SSR_MODULE);
  let mtime: number;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const had = modules.get(file);
  if (had && had.mtime === mtime) return had.mod;
  const mod = import(`${pathToFileURL(file).href}?t=${mtime}`) as Promise<RenderModule>;
  modules.set(file, { mtime, mod });
  return mod;
}

/** A public GET of this server's API, as a visitor without a session makes it: its data, or undefined. */
async function publicGet(app: FastifyInstance, url: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': 'zh' } });
  if (res.statusCode !== 200) return undefined;
  const body = res.json();
  return body && typeof body === 'object' && 'data' in body ? body.data : body;
}

/** The first page's HTML and the page's state script, or null (no render module, a refused call, a failure: logged). */
export async function renderPublishedSite(app: FastifyInstance, distDir: string, p: { userId: string; meetingId: string; token: string }): Promise<{ html: string; state: string } | null> {
  const mod = renderModule(distDir);
  if (!mod) return null;
  try {
    const m = await mod;
    const [meeting, records] = await Promise.all([
      publicGet(app, `/api/co/meeting/${p.meetingId}/website/preview?token=${encodeURIComponent(p.token)}`),
      publicGet(app, `/api/website-data/meeting/${p.meetingId}`),
    ]);
    if (!meeting || !Array.isArray(records)) return null;
    const out = await m.renderSite({ meeting, records, meetingId: p.meetingId, userId: p.userId, token: p.token, get: (url) => publicGet(app, url), cleanHtml: cleanRichText });
    return { html: out.html, state: m.stateScript(out.state) };
  } catch (e) {
    app.log.warn({ err: e, meetingId: p.meetingId }, 'site render failed; the page draws itself');
    return null;
  }
}
