// What the built UI weighs: every chunk raw and gzip, and what each HTML entry (index.html: the
// platform and admin app; site.html: the public meeting site) pulls in before anything else.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Weight { raw: number; gzip: number }

export function weights(dist: string) {
  const assets = path.join(dist, 'assets');
  const chunks = fs.readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css')).map((f) => {
    const buf = fs.readFileSync(path.join(assets, f));
    return { file: f, raw: buf.length, gzip: gzipSync(buf).length };
  });
  const sum = (files: string[], ext: string): Weight =>
    chunks.filter((c) => files.includes(c.file) && c.file.endsWith(ext)).reduce((a, c) => ({ raw: a.raw + c.raw, gzip: a.gzip + c.gzip }), { raw: 0, gzip: 0 });
  const entry = (html: string) => {
    const files = initialOf(dist, html);
    return { html, js: sum(files, '.js'), css: sum(files, '.css') };
  };
  const entries = fs.readdirSync(dist).filter((f) => f.endsWith('.html')).map(entry);
  const main = entries.find((e) => e.html === 'index.html')!;
  // the editors load on demand: what opening one adds to the admin app's first load
  const loaded = closure(assets, initialOf(dist, 'index.html'));
  const editors = chunks
    .filter((c) => c.file.endsWith('.js') && /^(WebsiteEditor|DesignerScreen)-/.test(c.file))
    .map((c) => ({ file: c.file, ...sum([...closure(assets, [c.file])].filter((f) => !loaded.has(f)), '.js') }));
  return { chunks: chunks.sort((a, b) => b.gzip - a.gzip), entries, editors, initialJs: main.js, initialCss: main.css };
}

/** The scripts, module preloads and styles an HTML file names: its first load. */
function initialOf(dist: string, html: string): string[] {
  const text = fs.readFileSync(path.join(dist, html), 'utf8');
  return [...text.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
}

/** The chunks `roots` import statically (`import … from"./x.js"`), themselves included. */
function closure(assets: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f) || !f.endsWith('.js')) {
      seen.add(f);
      continue;
    }
    seen.add(f);
    const text = fs.readFileSync(path.join(assets, f), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) todo.push(m[1]);
  }
  return seen;
}
