// The public site loads only some message groups (the runtime's first-load ones and SITE_MESSAGES,
// which src/site/messages.ts adds), so a key of another group shows raw on the site. Every key the site's code
// names (src/site/main.tsx and every module it imports, found by walking the imports) must be in those
// groups, in zh and in en; a key built from a template names its prefix, which must be a group of texts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import siteEn from '../../src/site/messages-en';
import { FIRST_LOAD_GROUPS, SITE_MESSAGES, pickMessages } from '../../src/shared/messageGroups';
import agendaSession from '../../schemas/entities/agenda-session.json';
import type { Messages } from '../../src/shared/messages';

const root = join(__dirname, '../..');
const ALIASES: Record<string, string> = { '@renderers/': 'renderers/', '@runtime/': 'src/runtime/', '@shared/': 'src/shared/', '@schemas/': 'schemas/' };

/** The source file an import names (null for packages, JSON, CSS). */
function resolve(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  const base = alias ? join(root, ALIASES[alias], spec.slice(alias.length)) : spec.startsWith('.') ? join(dirname(from), spec) : null;
  if (!base) return null;
  for (const p of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(p) && existsSync(p) && statSync(p).isFile()) return p;
  }
  return null;
}

/**
 * Every source file the entry's bundle holds: static imports only (a dynamic import is a chunk that comes
 * with every message, as the participant UI's: src/site/participant.tsx), type-only ones left out.
 */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm)) {
      const next = m[1] ? null : resolve(file, m[2]);
      if (next) walk(next);
    }
  };
  walk(join(root, entry));
  return [...seen];
}

/** The message keys a file names: t('key'), t(`prefix.${x}`) (as `prefix.*`) and { t: 'key' }. */
export function keysNamed(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bt\(\s*(?:'([^']+)'|"([^"]+)"|`([^`]+)`)|\bt:\s*['"]([A-Za-z][\w.]*)['"]/g)) {
    const key = m[1] ?? m[2] ?? m[4] ?? m[3];
    out.push(m[3] !== undefined && key.includes('${') ? `${key.slice(0, key.indexOf('${')).replace(/\.$/, '')}.*` : key);
  }
  return out;
}

/** A key's value, a text or a group of texts. */
const at = (messages: unknown, key: string): unknown => key.split('.').reduce((o: any, k) => (o && typeof o === 'object' ? o[k] : undefined), messages);

/** The groups the site has: the runtime's first-load ones and the site's own. */
const loaded = (messages: Messages): Messages => {
  const out: Record<string, any> = {};
  for (const g of [...FIRST_LOAD_GROUPS, ...SITE_MESSAGES]) {
    const path = g.split('.');
    const v = at(messages, g);
    if (v === undefined) continue;
    let o = out;
    for (const k of path.slice(0, -1)) o = o[k] ??= {};
    o[path[path.length - 1]] = v;
  }
  return out as Messages;
};

describe('public site messages', () => {
  const files = moduleGraph('src/site/main.tsx');
  const named = files.flatMap((f) => keysNamed(readFileSync(f, 'utf8')).map((key) => ({ key, file: relative(root, f) })));

  it('walks the site bundle: its entry, the site blocks and what they import', () => {
    const rel = files.map((f) => relative(root, f));
    expect(rel).toEqual(expect.arrayContaining(['src/site/SiteApp.tsx', 'renderers/meeting-site/index.ts', 'renderers/meeting-site/Agenda.tsx']));
    expect(named.length).toBeGreaterThan(40);
  });

  it('loads SITE_MESSAGES in zh (bundled) and en (its chunk)', () => {
    expect(readFileSync(join(root, 'src/site/messages.ts'), 'utf8')).toContain("from '../../schemas/messages/zh.json?site'");
    expect(siteEn).toEqual(pickMessages(en as Messages, SITE_MESSAGES));
  });

  it('names an agenda session’s kind by the entity’s enum labels, one source with the admin (no second list)', () => {
    expect(named).toContainEqual({ key: 'form.enum.agendaSession.kind.*', file: 'renderers/meeting-site/Agenda.tsx' });
    for (const messages of [zh, en]) {
      const have = loaded(messages as Messages);
      expect(agendaSession.properties.kind.enum.filter((k) => typeof at(have, `form.enum.agendaSession.kind.${k}`) !== 'string')).toEqual([]);
      expect(at(messages, 'siteBlocks.agenda.kinds')).toBeUndefined();
    }
  });

  it.each([['zh', zh], ['en', en]] as const)('every key the site names is in the groups it loads (%s)', (_lang, messages) => {
    const have = loaded(messages as Messages);
    const missing = named.filter(({ key }) => {
      const v = at(have, key.replace(/\.\*$/, ''));
      return key.endsWith('.*') ? !v || typeof v !== 'object' : typeof v !== 'string';
    });
    expect(missing).toEqual([]);
  });
});
