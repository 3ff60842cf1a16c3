// A tiny built UI, as vite writes it: index.html, the meeting website's site.html with the
// placeholders the server fills in, and one hashed asset. For tests of what the server sends besides answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'site.html'), '<!doctype html><html><head><title>Conflow</title><!--site-meta--></head><body><div id="site"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  return dir;
}
