// `npm start`: builds the UI when dist/ is missing or older than its sources, then serves UI and API.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['index.html', 'src', 'renderers', 'schemas', 'public', 'vite.config.ts', 'tailwind.config.ts', 'package.json'];

function newest(p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(full)) if (!(p === 'src' && e === 'server')) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

const built = path.join(root, 'dist', 'index.html');
const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (!builtAt || Math.max(...SOURCES.map(newest)) > builtAt) {
  console.log('Building the UI (vite build)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import('../src/server/main');
