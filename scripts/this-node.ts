// Child processes that run `npm` or `npx` find `node` on PATH (their `#!/usr/bin/env node`): this
// process's own node goes first, so a test or script started under Node 24 (scripts/ensure-node.sh on a
// machine whose node is older) never hands its children the older one. A child that is node itself is
// started as process.execPath instead.
import path from 'node:path';

export function withThisNode(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PATH: [path.dirname(process.execPath), env.PATH].filter(Boolean).join(path.delimiter) };
}
