// The meeting-site blocks against their prop schemas: every component type of spec 3 §3 has a block and
// a schema with a style definition, the schema's defaults are valid props, and the server checks saves
// with the same type → block map the client draws with.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { COMPONENT_BLOCKS } from '../../renderers/meeting-site';
import { getBlock } from '../../renderers/site/registry';
import { COMPONENT_BLOCKS as SERVER_BLOCKS } from '../../src/server/website/site-schemas';
import { linkFormat } from '../../src/shared/links';
import { bilingualSchema } from '../../src/shared/bilingual';
import { EDITOR_HINTS } from '../../src/shared/site-hints';

const root = join(__dirname, '../..');
// read as the server reads them: texts marked x-bilingual widened to { zh, en? } (src/shared/bilingual.ts)
const schemas = readdirSync(join(root, 'schemas/site')).map((f) => bilingualSchema(JSON.parse(readFileSync(join(root, 'schemas/site', f), 'utf8'))) as any);
const ajv = new Ajv({ allErrors: true, schemas, useDefaults: true, formats: { link: { type: 'string', validate: linkFormat } } });
ajv.addVocabulary(EDITOR_HINTS);

describe('meeting-site blocks', () => {
  it('covers the nine component types of spec 3 §3, the agenda and the template blocks (hero, tickets, venue map), the same on client and server', () => {
    expect(Object.keys(COMPONENT_BLOCKS).sort()).toEqual(['agenda', 'button', 'carousel', 'contact-us', 'documents', 'image', 'meeting-hero', 'news-list', 'partners', 'speakers', 'text', 'tickets', 'venue-map']);
    expect(SERVER_BLOCKS).toEqual(COMPONENT_BLOCKS);
  });

  for (const [type, block] of Object.entries(COMPONENT_BLOCKS)) {
    it(`${type}: a registered view, a schema whose defaults are valid, a style definition`, () => {
      expect(getBlock(block), block).toBeTruthy();
      const validate = ajv.getSchema(`site.${block}`);
      expect(validate, block).toBeTruthy();
      const props: Record<string, unknown> = type === 'button' ? { text: 'x' } : {};
      expect(validate!(props), ajv.errorsText(validate!.errors)).toBe(true);
      expect(ajv.getSchema(`site.${block}#/definitions/style`)!({})).toBe(true);
    });
  }

  it('has the spec’s column defaults and ranges', () => {
    const cols = (b: string) => schemas.find((s) => s.$id === `site.${b}`).properties.columns;
    expect([cols('news-list'), cols('speakers'), cols('partners'), cols('documents'), cols('contact-us')].map((c) => [c.default, c.minimum, c.maximum])).toEqual([
      [2, 1, 4], [4, 2, 5], [6, 3, 8], [3, 2, 4], [3, 1, 4],
    ]);
    const carousel = schemas.find((s) => s.$id === 'site.carousel').properties;
    expect([carousel.images.maxItems, carousel.moduleHeight.default, carousel.slideInterval.default]).toEqual([10, 400, 4]);
  });
});
