// The one kind registry (renderers/kinds.ts): every screen the app can open — each file of
// schemas/screens, the screens routes.json names, the tabs of consoles and sub-tabs (by name or
// inline) — has a kind the registry draws, and nothing else declares a kind to disagree with it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../../schemas/routes.json';
import { KINDS, ensureKind, isKind } from '../../renderers/kinds';
import { getRenderer } from '../../src/runtime/registry';

const root = join(__dirname, '../..');
const filesUnder = (dir: string, ext: RegExp): string[] =>
  readdirSync(join(root, dir)).flatMap((f) => {
    const p = `${dir}/${f}`;
    return statSync(join(root, p)).isDirectory() ? filesUnder(p, ext) : ext.test(f) ? [p] : [];
  });
// the navbar and footer of every page, read by src/app/Shell.tsx itself: not a screen a route draws
const CHROME = 'schemas/screens/shell.json';
const screenFiles = filesUnder('schemas/screens', /\.json$/).filter((f) => f !== CHROME);
const screenNames = new Set(screenFiles.map((f) => relative('schemas/screens', f).replace(/\.json$/, '')));

/** Where each screen config sits and its kind: the files' roots and every object under a `screen` key. */
function screensIn(node: unknown, where: string, out: Array<{ where: string; kind: unknown }>, names: Array<{ where: string; name: string }>) {
  if (Array.isArray(node)) node.forEach((n, i) => screensIn(n, `${where}[${i}]`, out, names));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === 'screen' && typeof v === 'string') names.push({ where: `${where}.screen`, name: v });
      else if (k === 'screen' && v && typeof v === 'object') out.push({ where: `${where}.screen`, kind: (v as { kind?: unknown }).kind });
      screensIn(v, `${where}.${k}`, out, names);
    }
}

function allScreens() {
  const configs: Array<{ where: string; kind: unknown }> = [];
  const named: Array<{ where: string; name: string }> = [];
  for (const f of screenFiles) {
    const json = JSON.parse(readFileSync(join(root, f), 'utf8'));
    configs.push({ where: f, kind: json.kind });
    screensIn(json, f, configs, named);
  }
  screensIn(routes.routes, 'schemas/routes.json', configs, named);
  return { configs, named };
}

describe('kind registry', () => {
  it('draws the kind of every screen: files, routes, console and sub-tab screens (named or inline)', () => {
    const { configs, named } = allScreens();
    expect(configs.length).toBeGreaterThan(screenFiles.length); // inline tabs were found too
    expect(configs.filter((c) => typeof c.kind !== 'string' || !isKind(c.kind)).map((c) => `${c.where}: ${String(c.kind)}`)).toEqual([]);
    // a console tab, sub-tab or route naming a screen that does not exist would draw nothing
    expect(named.filter((n) => !screenNames.has(n.name)).map((n) => `${n.where}: ${n.name}`)).toEqual([]);
    expect(named.map((n) => n.where)).toContain('schemas/screens/meeting-settings.json.nav[6].screen');
  });

  it('is the only place a kind is declared: no other code registers a renderer', () => {
    const declaring = [...filesUnder('renderers', /\.tsx?$/), ...filesUnder('src', /\.tsx?$/)]
      .filter((f) => f !== 'renderers/kinds.ts' && f !== 'src/runtime/registry.ts')
      .filter((f) => /\bregisterRenderers?\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(declaring).toEqual([]);
  });

  it('imports each kind’s module and registers a component under that kind', async () => {
    for (const kind of Object.keys(KINDS)) {
      expect(await ensureKind(kind), kind).toBe(true);
      expect(typeof getRenderer(kind), kind).toBe('function');
    }
    expect(await ensureKind('no-such-kind')).toBe(false);
  }, 60_000);
});
