// One Node version across the project: package.json's engines, .node-version (what scripts/ensure-node.sh
// brings where the machine's node is older) and, in CI, the node the tests run under (.ci/run puts it first).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pinned = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const engines: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const major = (v: string) => Number(/(\d+)/.exec(v)?.[1]);

describe('Node version', () => {
  it('.node-version pins an exact release of the major package.json asks for', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(engines).toBe(`>=${major(pinned)}`);
    expect(major(pinned)).toBeGreaterThanOrEqual(24);
  });

  it('the lock file asks for the same', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    expect(lock.packages[''].engines.node).toBe(engines);
  });

  it('CI runs the tests under it (.ci/run, scripts/ensure-node.sh)', () => {
    // a developer's own run may use another node; CI's must not
    const want = process.env.CI ? major(pinned) : 20;
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(want);
  });
});
