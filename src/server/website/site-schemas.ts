// The meeting website's documents (pages, navbar, page style, website settings) are checked on save
// against the same schemas/site files the editor's property panel is generated from.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { SCHEMA_DIR } from '../schemas';
import { linkFormat } from '../../shared/links';
import { bilingualSchema } from '../../shared/bilingual';
import { EDITOR_HINTS } from '../../shared/site-hints';

export { COMPONENT_BLOCKS } from '../../shared/site-blocks';


/** Settings keys and the schema each one's value must match (currentPageId and theme are plain text). */
export const SETTING_SCHEMAS: Record<string, string | null> = {
  currentPageId: null, theme: null, websiteSettings: 'site.website-settings', navbarSettings: 'site.navbar-settings', pageStyle: 'site.page-style',
};

let ajv: Ajv | undefined;
function instance(): Ajv {
  if (ajv) return ajv;
  const dir = path.join(SCHEMA_DIR, 'site');
  // texts marked x-bilingual also take { zh, en? } (src/shared/bilingual.ts)
  const schemas = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => bilingualSchema(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))));
  ajv = new Ajv({ allErrors: false, schemas, formats: { link: { type: 'string', validate: linkFormat } } });
  // the editor's hints (which picker or upload a prop takes) say nothing about the value
  ajv.addVocabulary(EDITOR_HINTS);
  return ajv;
}

export function siteValidator(id: string): ValidateFunction {
  const v = instance().getSchema(id);
  if (!v) throw new Error(`no site schema ${id}`);
  return v;
}
