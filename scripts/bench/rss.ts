// Peak memory of the Chromium renderers this process started (the machine is shared: other people's
// browsers are not ours), sampled from /proc: the resident set of every descendant process whose
// command line says --type=renderer, summed, every `everyMs`.
import fs from 'node:fs';

function children(): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${d}/status`, 'utf8'))![1]);
      out.set(ppid, [...(out.get(ppid) ?? []), Number(d)]);
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

function renderersRss(root: number): number {
  const kids = children();
  let total = 0;
  const walk = (pid: number) => {
    for (const c of kids.get(pid) ?? []) {
      try {
        if (fs.readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('--type=renderer')) total += Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${c}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      } catch {
        // gone meanwhile
      }
      walk(c);
    }
  };
  walk(root);
  return total;
}

/** Starts sampling; stop() answers the peak in bytes since the start. */
export function peakRendererRss(root = process.pid, everyMs = 250) {
  let peak = renderersRss(root);
  const timer = setInterval(() => (peak = Math.max(peak, renderersRss(root))), everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, renderersRss(root));
    },
  };
}
