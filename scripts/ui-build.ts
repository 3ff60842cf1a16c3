// When `npm start` (scripts/start.ts) builds the UI, and how: always a production build (a
// NODE_ENV=development left in the shell would make React's development build: larger, slower, with
// absolute source paths), and again whenever dist/ is missing, older than its sources, or was built in
// another mode (vite.config.ts writes the mode it built in to dist/.build-mode).
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_MODE_FILE = '.build-mode';
const SOURCES = ['index.html', 'site.html', 'src', 'renderers', 'schemas', 'public', 'vite.config.ts', 'tailwind.config.ts', 'package.json'];

function newest(root: string, p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(full)) if (!(p === 'src' && e === 'server')) max = Math.max(max, newest(root, path.join(p, e)));
  return max;
}

/** Why the UI must be built before serving, or undefined when dist/ is a current production build. */
export function buildReason(root: string): string | undefined {
  const dist = path.join(root, 'dist');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return 'no build yet';
  const mode = path.join(dist, BUILD_MODE_FILE);
  const built = fs.existsSync(mode) ? fs.readFileSync(mode, 'utf8').trim() : 'unknown';
  if (built !== 'production') return `the build in dist/ is not a production build (${built})`;
  if (Math.max(...SOURCES.map((s) => newest(root, s))) > fs.statSync(index).mtimeMs) return 'sources changed since the build';
  // a build from before the public site was drawn on the server (scripts/vite-site-ssr.ts)
  if (!fs.existsSync(path.join(dist, '.ssr', 'site.mjs'))) return 'the build has no server render of the public site';
  return undefined;
}

/** The environment the build runs in: the caller's, with NODE_ENV=production whatever it said. */
export const productionEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...env, NODE_ENV: 'production' });
