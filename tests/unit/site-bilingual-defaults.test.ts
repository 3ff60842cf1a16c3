// A new block's texts are bilingual from the start: every x-bilingual text of schemas/site with a
// non-empty default has it as { zh, en } (both filled), so a fresh block reads English on the English
// site; the server's save check takes those defaults, and blocks saved earlier with a plain Chinese
// text still pass and still show it (in both languages).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { propsIn } from '../../src/shared/bilingual';
import { siteValidator } from '../../src/server/website/site-schemas';
import { newComponent } from '../../renderers/site-editor/ComponentsDrawer';
import { COMPONENT_BLOCKS } from '../../renderers/meeting-site';

const dir = join(__dirname, '../../schemas/site');
const schemas = readdirSync(dir).map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8'))] as const);

/** Every x-bilingual text's default in a schema, by its path (lists of objects included). */
function bilingualDefaults(node: unknown, path: string, out: Array<[string, unknown]>) {
  if (!node || typeof node !== 'object') return out;
  const o = node as Record<string, unknown>;
  if (o['x-bilingual'] === true) out.push([path, o.default]);
  for (const [k, v] of Object.entries(o)) bilingualDefaults(v, `${path}/${k}`, out);
  return out;
}

const t = (k: string) => k;

describe('bilingual defaults of site blocks', () => {
  const all = schemas.flatMap(([f, s]) => bilingualDefaults(s, f, []));

  it('finds the block titles it guards', () => {
    expect(all.map(([p]) => p)).toContain('tickets.json/properties/title');
  });

  it('every non-empty default of an x-bilingual text is a { zh, en } pair with both filled', () => {
    const bad = all.filter(([, d]) => d !== undefined && d !== '').filter(([, d]) => {
      const pair = d as Record<string, unknown>;
      return !pair || typeof pair !== 'object' || Object.keys(pair).sort().join() !== 'en,zh'
        || typeof pair.zh !== 'string' || typeof pair.en !== 'string' || !pair.zh.trim() || !pair.en.trim();
    });
    expect(bad).toEqual([]);
  });

  it('a new tickets block reads Tickets in English and 门票 in Chinese', () => {
    const { props } = newComponent('tickets', t);
    expect(propsIn(props, 'en').title).toBe('Tickets');
    expect(propsIn(props, 'zh').title).toBe('门票');
    const contact = newComponent('contact-us', t).props;
    expect(propsIn(contact, 'en')).toMatchObject({ title: 'Contact us', workingHours: 'Mon–Fri 9:00–18:00' });
  });

  for (const type of Object.keys(COMPONENT_BLOCKS)) {
    it(`${type}: a new block's defaults pass the server's save check`, () => {
      const { props } = newComponent(type, t);
      const validate = siteValidator(`site.${COMPONENT_BLOCKS[type]}`);
      expect(validate(props), JSON.stringify(validate.errors)).toBe(true);
    });
  }

  it('a block saved earlier with a plain Chinese title still passes and shows it in both languages', () => {
    const old = { ...newComponent('tickets', t).props, title: '门票' };
    expect(siteValidator('site.tickets')(old)).toBe(true);
    expect(propsIn(old, 'en').title).toBe('门票');
    expect(propsIn(old, 'zh').title).toBe('门票');
  });
});
