// What the built UI weighs: every chunk raw and gzip, and what the home page's HTML pulls in first.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function weights(dist: string) {
  const assets = path.join(dist, 'assets');
  const chunks = fs.readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css')).map((f) => {
    const buf = fs.readFileSync(path.join(assets, f));
    return { file: f, raw: buf.length, gzip: gzipSync(buf).length };
  });
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const sum = (files: string[], ext: string) =>
    chunks.filter((c) => files.includes(c.file) && c.file.endsWith(ext)).reduce((a, c) => ({ raw: a.raw + c.raw, gzip: a.gzip + c.gzip }), { raw: 0, gzip: 0 });
  return { chunks: chunks.sort((a, b) => b.gzip - a.gzip), initialJs: sum(initial, '.js'), initialCss: sum(initial, '.css') };
}
