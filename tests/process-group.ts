// Stopping a server started as `npx tsx …` in its own process group. npx can exit before the
// server under it has closed its PGlite files, so waiting for npx is not enough: wait until no
// process of the group is left (SIGKILL after `graceMs`), then the data directory can be removed.
import fs from 'node:fs';

const alive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function stopGroup(pid: number | undefined, graceMs = 10_000): Promise<void> {
  if (!pid || !alive(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const until = Date.now() + graceMs;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
}

/** Removes a server's data directory; retries because a just-stopped process may still be closing files. */
export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
