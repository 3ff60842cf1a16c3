// npm start always serves a production build of the UI (scripts/ui-build.ts): it builds with
// NODE_ENV=production whatever the shell says, and builds again over a build of another mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MODE_FILE, buildReason, productionEnv } from '../../scripts/ui-build';

function project(mode?: string, builtAgoMs = 0, ssr = true): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-start-'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src', 'main.ts'), '');
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(root, 'src', 'main.ts'), past, past);
  if (mode !== undefined) {
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html>');
    if (mode) fs.writeFileSync(path.join(root, 'dist', BUILD_MODE_FILE), mode);
    if (ssr) {
      fs.mkdirSync(path.join(root, 'dist', '.ssr'));
      fs.writeFileSync(path.join(root, 'dist', '.ssr', 'site.mjs'), 'export {}');
    }
    const at = new Date(Date.now() - builtAgoMs);
    fs.utimesSync(path.join(root, 'dist', 'index.html'), at, at);
  }
  return root;
}

describe('npm start builds for production', () => {
  it('the build runs with NODE_ENV=production, whatever the environment says', () => {
    expect(productionEnv({ NODE_ENV: 'development', PATH: '/bin' })).toEqual({ NODE_ENV: 'production', PATH: '/bin' });
    expect(productionEnv({}).NODE_ENV).toBe('production');
  });

  it('builds when there is no build, a development build, a build of unknown mode, a stale one or one without the public site’s server render; not over a current production build', () => {
    expect(buildReason(project())).toBe('no build yet');
    expect(buildReason(project('development'))).toBe('the build in dist/ is not a production build (development)');
    expect(buildReason(project(''))).toBe('the build in dist/ is not a production build (unknown)');
    expect(buildReason(project('production', 120_000))).toBe('sources changed since the build');
    expect(buildReason(project('production', 0, false))).toBe('the build has no server render of the public site');
    expect(buildReason(project('production'))).toBeUndefined();
  });
});
