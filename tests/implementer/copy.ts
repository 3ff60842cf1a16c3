// A temporary copy of the repository (its git-tracked files, node_modules linked) with README's
// steps applied, regenerated, built and started on a free port with a PGlite directory of its own.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addWecom } from './steps';
import { removeDir, stopGroup } from '../process-group';
import { withThisNode } from '../../scripts/this-node';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Copy {
  root: string;
  base: string;
  /** the server's process group */
  pid: number;
  dataDir: string;
  /** stops the server (the database stays for a look after) */
  stop(): Promise<void>;
  remove(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

const run = (cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = withThisNode()) => {
  const t = Date.now();
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  console.log(`[implementer] ${cmd} ${args.join(' ')}: ${Math.round((Date.now() - t) / 1000)} s`);
};

/** The copy with the property added, `npm run gen` run and the UI built; not started. */
export function makeCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-implementer-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    const from = path.join(REPO, f);
    if (!fs.existsSync(from)) continue; // deleted in the work tree, not yet committed
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.copyFileSync(from, path.join(root, f));
  }
  fs.symlinkSync(fs.realpathSync(path.join(REPO, 'node_modules')), path.join(root, 'node_modules'));
  addWecom(root);
  run('npm', ['run', 'gen'], root); // step 5
  run('npx', ['vite', 'build', '--logLevel', 'error'], root);
  return root;
}

export async function startCopy(root: string): Promise<Copy> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, '.data');
  const log = path.join(root, 'server.log');
  const out = fs.openSync(log, 'a');
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DIST_DIR: path.join(root, 'dist'), SUPER_ADMIN_PASSWORD: 'implementer-admin', CAPTCHA: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', out, out],
    detached: true,
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    if (exited || i > 240) throw new Error(`the copy's server did not start:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    root, base, dataDir, pid: server.pid!,
    async stop() {
      // the spec may have stopped it already (to open its database)
      await stopGroup(server.pid);
    },
    remove() {
      removeDir(root);
    },
  };
}
