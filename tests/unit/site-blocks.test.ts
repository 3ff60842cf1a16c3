// The JSON pages (home, legal, consoles) against the block prop schemas in schemas/site, and every
// message key they name present in both languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import { bindProps } from '../../renderers/site/lib/bind';
import { blockTypes } from '../../renderers/site/registry';
import { lookup } from '../../src/shared/messages';
import { keysIn } from './messageKeys';
import { linkFormat } from '../../src/shared/links';
import { EDITOR_HINTS } from '../../src/shared/site-hints';

const root = join(__dirname, '../..');
const json = (p: string) => JSON.parse(readFileSync(join(root, p), 'utf8'));
const siteSchemas = readdirSync(join(root, 'schemas/site')).map((f) => json(`schemas/site/${f}`));
// the consoles (admin-center, super-admin) are kind `console`: tests/unit/console-screens.test.tsx checks them
const pages = ['home', 'legal/privacy-policy', 'legal/user-agreement', 'legal/disclaimer', 'legal/cookie-policy'];
const screens = Object.fromEntries(pages.map((p) => [p, json(`schemas/screens/${p}.json`)]));

const ajv = new Ajv({ allErrors: true, schemas: siteSchemas, formats: { link: { type: 'string', validate: linkFormat } } });
ajv.addVocabulary(EDITOR_HINTS);
addFormats(ajv);

type Block = { type: string; props?: unknown };
const blocksOf = (page: any): Block[] => [...(page.blocks ?? []), ...(page.tabs?.items.flatMap((i: any) => i.blocks) ?? [])];

describe('site block schemas', () => {
  it('has one prop schema per registered block type', () => {
    for (const type of blockTypes()) expect(ajv.getSchema(`site.${type}`), type).toBeTruthy();
  });

  for (const [name, page] of Object.entries(screens)) {
    it(`${name}: every block is known and its props are valid`, () => {
      expect(page.kind).toBe('page');
      for (const b of blocksOf(page)) {
        const validate = ajv.getSchema(`site.${b.type}`);
        expect(validate, b.type).toBeTruthy();
        expect(validate!(b.props ?? {}), `${b.type}: ${ajv.errorsText(validate!.errors)}`).toBe(true);
      }
    });
  }

  it('home has the six features and the contact facts the spec asks for', () => {
    const blocks = blocksOf(screens.home);
    expect(blocks.find((b) => b.type === 'feature-grid')!.props).toMatchObject({ items: { length: 6 } });
    const c = blocks.find((b) => b.type === 'contact-details')!.props as any;
    expect(c.postalCode).toBe('400010');
    expect([c.emails.length, c.phones.length]).toEqual([3, 3]);
    expect(blocks.find((b) => b.type === 'map')!.props).toMatchObject({ retries: 20, intervalMs: 500, zoom: 18, fallbackZoom: 16 });
  });

  it('names only message keys that exist in zh and en', () => {
    const shell = json('schemas/screens/shell.json');
    const keys = new Set([...keysIn(Object.values(screens)), ...keysIn(shell)]);
    for (const k of keys) {
      expect(lookup(zh, k), `zh ${k}`).toBeTypeOf('string');
      expect(lookup(en, k), `en ${k}`).toBeTypeOf('string');
    }
  });
});

describe('bindProps', () => {
  it('puts live values in, as text or as a message key, with fallbacks', () => {
    const data = { user: { username: 'amy', name: '', role: 'ORGANIZER' } };
    expect(bindProps({ a: { $bind: 'user.username' } }, data)).toEqual({ a: 'amy' });
    expect(bindProps({ a: { $bind: 'user.name|user.username' } }, data)).toEqual({ a: 'amy' });
    expect(bindProps([{ $bind: 'user.role', t: 'nav.roles' }], data)).toEqual([{ t: 'nav.roles.ORGANIZER' }]);
    expect(bindProps({ $bind: 'user.phone', fallback: '-' }, data)).toBe('-');
    expect(bindProps({ $bind: 'user.username' }, {})).toBe('');
  });
});
