// What keeps the public pages' first load light (docs/contracts.md, DESIGN "Performance is a
// feature"): messages in parts (zh's first-load groups bundled, the rest and English on demand), the
// plain config checks that replace zod on that path, and the texts the first-load code may use.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import home from '../../schemas/screens/home.json';
import shell from '../../schemas/screens/shell.json';
import privacy from '../../schemas/screens/legal/privacy-policy.json';
import routes from '../../schemas/routes.json';
import { isFirstLoadKey, messagePart, onlyFirstLoadTexts } from '../../src/shared/messageGroups';
import { array, boolean, int, literal, object, optional, parse, record, refine, safeParse, string, union, unknown } from '../../src/runtime/check';
import { parseScreenConfig } from '../../src/runtime/screenConfig';
import { pageConfigSchema } from '../../renderers/layout/pageConfig';
import { allMessagesLoaded, currentLang, i18n, loadAllMessages, loadLanguage, setLanguage, t } from '../../src/runtime/i18n';

const root = join(__dirname, '../..');

describe('message parts', () => {
  it('splits a message file into the first-load groups and the rest, nothing lost', () => {
    for (const messages of [zh, en]) {
      const first = messagePart(messages, 'first');
      const rest = messagePart(messages, 'rest');
      const keys = (o: unknown, prefix = ''): string[] =>
        o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
      expect(keys(first).length).toBeGreaterThan(0);
      expect(keys(first).every(isFirstLoadKey)).toBe(true);
      expect(keys(rest).some(isFirstLoadKey)).toBe(false);
      expect([...keys(first), ...keys(rest)].sort()).toEqual(keys(messages).sort());
    }
  });

  it('the shell and the home page need only first-load texts; a legal page needs more', () => {
    expect(onlyFirstLoadTexts(shell)).toBe(true);
    expect(onlyFirstLoadTexts(home)).toBe(true);
    expect(onlyFirstLoadTexts(privacy)).toBe(false);
  });

  it('route guards warn with first-load texts (the toast may come before any screen loads)', () => {
    const messages = Object.values(routes.guards).map((g) => (g as { message?: string }).message).filter(Boolean) as string[];
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => !isFirstLoadKey(m))).toEqual([]);
  });

  it('the code of the first load (app, runtime, layout, site blocks) names only first-load groups', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir)).flatMap((f) => {
        const p = `${dir}/${f}`;
        return statSync(join(root, p)).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
      });
    const used = new Set<string>();
    for (const file of ['src/app', 'src/runtime', 'renderers/layout', 'renderers/site'].flatMap(files)) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/\bt\(\s*['"`]([A-Za-z][\w.]*)|\bt:\s*['"]([A-Za-z][\w.]*)/g)) used.add(`${m[1] ?? m[2]} (${file})`);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((u) => !isFirstLoadKey(u.split(' ')[0].replace(/\.$/, '')))).toEqual([]);
  });
});

describe('i18n loading', () => {
  it('starts in zh, loads English when switching to it, and everything on demand', async () => {
    expect(currentLang()).toBe('zh');
    expect(t('nav.login')).toBe(zh.nav.login);
    await loadAllMessages();
    expect(allMessagesLoaded()).toBe(true);
    await setLanguage('en'); // loads en (all of it: something wanted all) before switching
    expect(i18n.language).toBe('en');
    expect(allMessagesLoaded()).toBe(true);
    expect(t('nav.login')).toBe(en.nav.login);
    expect(t('validation.required', { field: 'X' })).toBe(en.validation.required.replace('{{field}}', 'X'));
    await setLanguage('zh');
    expect(t('nav.login')).toBe(zh.nav.login);
    await expect(loadLanguage('en')).resolves.toBeUndefined(); // already there
  });
});

describe('config checks (zod-free first load)', () => {
  it('answers like zod: data with defaults, or issues with paths', () => {
    const c = object({ a: string(1), n: optional(int), list: array(object({ k: literal('x') }), 1), on: optional(boolean, true) });
    expect(safeParse(c, { a: 'y', list: [{ k: 'x', extra: 1 }] })).toEqual({ success: true, data: { a: 'y', list: [{ k: 'x' }], on: true } });
    const bad = safeParse(c, { a: '', n: 1.5, list: [{ k: 'z' }] });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues.map((i) => i.path.join('.'))).toEqual(['a', 'n', 'list.0.k']);
    expect(safeParse(object({ a: string() }, true), { a: 'b', c: 1 })).toEqual({ success: true, data: { a: 'b', c: 1 } });
    expect(safeParse(union(string(), object({ t: string() })), { t: 1 }).success).toBe(false);
    expect(safeParse(record(unknown), [1]).success).toBe(false);
    expect(() => parse(refine(object({ x: string() }), (v) => v.x !== 'no', 'said no'), { x: 'no' })).toThrow('(root): said no');
  });

  it('a screen needs a kind; a page its blocks or non-empty tabs, with the tab defaults filled in', () => {
    expect(parseScreenConfig({ kind: 'page', other: 1 })).toEqual({ ok: true, config: { kind: 'page', other: 1 } });
    expect(parseScreenConfig({ kind: '' })).toMatchObject({ ok: false, error: expect.stringContaining('kind') });
    const page = pageConfigSchema.safeParse({ kind: 'page', tabs: { items: [{ key: 'a', label: 'A', blocks: [{ type: 'hero' }] }] } });
    expect(page.success && page.data.tabs).toEqual({ param: 'tab', showList: true, items: [{ key: 'a', label: 'A', blocks: [{ type: 'hero' }] }] });
    const broken = pageConfigSchema.safeParse({ kind: 'page', tabs: { items: [] } });
    expect(broken.success ? [] : broken.error.issues.map((i) => i.path.join('.'))).toEqual(['tabs.items']);
    expect(pageConfigSchema.safeParse(home).success).toBe(true);
  });
});
