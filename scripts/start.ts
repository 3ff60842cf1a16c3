// `npm start`: builds the UI for production when dist/ is missing, older than its sources or not a
// production build (scripts/ui-build.ts), then serves UI and API.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { buildReason, productionEnv } from './ui-build';
import { withThisNode } from './this-node';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const reason = buildReason(root);
if (reason) {
  console.log(`Building the UI for production (${reason})…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: withThisNode(productionEnv(process.env)) });
}
await import('../src/server/main');
