// One list of site component types: the renderer's and the server's map (src/shared/site-blocks.ts),
// from which `npm run gen` writes the saved page's schema enum (schemas/site/page.json), a props schema
// per block, and the editor's drawer.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import page from '../../schemas/site/page.json';
import editor from '../../schemas/screens/website-editor.json';
import { COMPONENT_BLOCKS, COMPONENT_TYPES } from '../../src/shared/site-blocks';
import { PAGE_SCHEMA, pageSchemaText } from '../../scripts/gen-site-page';

describe('site component types', () => {
  it('the page schema allows exactly the types the map draws, as npm run gen wrote it', () => {
    const types = (page as any).properties.components.items.properties.type.enum;
    expect(types).toEqual(COMPONENT_TYPES);
    expect(fs.readFileSync(PAGE_SCHEMA, 'utf8')).toBe(pageSchemaText('.'));
  });
  it('every block has its props schema and every type is offered in the editor', () => {
    for (const block of new Set(Object.values(COMPONENT_BLOCKS))) expect(fs.existsSync(`schemas/site/${block}.json`), block).toBe(true);
    expect(editor.blocks.map((b) => b.type).sort()).toEqual([...COMPONENT_TYPES].sort());
  });
});
