// schemas/site/page.json's component `type` enum is written by `npm run gen` from COMPONENT_BLOCKS
// (src/shared/site-blocks.ts), the one list of site component types: a block added there is allowed
// on a saved page by the next gen (and `gen --check` fails until then). The rest of the file is source.
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENT_TYPES } from '../src/shared/site-blocks';

export const PAGE_SCHEMA = 'schemas/site/page.json';

/** page.json as gen writes it: the file with its type enum set to COMPONENT_TYPES. */
export function pageSchemaText(root: string): string {
  const page = JSON.parse(fs.readFileSync(path.join(root, PAGE_SCHEMA), 'utf8'));
  page.properties.components.items.properties.type.enum = COMPONENT_TYPES;
  return `${JSON.stringify(page, null, 2)}\n`;
}
