// Checks and cleans one batch of website records before anything is written: every JSON text parses,
// pages and settings match schemas/site, each component's props and style match its block's schema,
// and rich text keeps only formatting tags and safe links (the public site shows it as HTML).
import { AppError, type FieldIssue } from '../http/errors';
import { unsafeLinksIn } from '../links/html';
import { cleanRichText } from './rich-text';
import type { Validator } from '../../shared/schema/validate';
import { COMPONENT_BLOCKS, SETTING_SCHEMAS, siteValidator } from './site-schemas';

export interface WebsiteRecord {
  dataType: 'pages' | 'settings';
  dataKey: string;
  dataValue: string;
}

const INVALID = 'siteData.componentInvalid';
const bad = (path: string, key = INVALID, params: Record<string, unknown> = {}): never => {
  throw new AppError(400, key, params, [{ path, key, params }]);
};

/** Rich text with links inside the link policy only (a bad one refuses the save), cleaned (rich-text.ts). */
function checkRichText(html: string, path: string): string {
  if (unsafeLinksIn(html).length) bad(path, 'siteData.unsafeLink', { prop: 'content' });
  return cleanRichText(html);
}

function checkAgainst(schemaId: string, value: unknown, path: string) {
  const v = siteValidator(schemaId);
  if (v(value)) return;
  const e = v.errors?.[0];
  // a link outside the link policy (shared/links.ts) is named: which prop, and what links may be
  if (e?.keyword === 'format' && e.params.format === 'link') bad(`${path}${e.instancePath}`, 'siteData.unsafeLink', { prop: e.instancePath.slice(1) });
  bad(`${path}${e?.instancePath ?? ''}`);
}

/** Validates a page and answers its JSON text with rich text cleaned. */
function checkPage(page: any, at: string, key: string): string {
  checkAgainst('site.page', page, at);
  if (page.id !== key) bad(`${at}/id`, 'siteData.pageKey');
  page.components.forEach((c: any, i: number) => {
    const block = COMPONENT_BLOCKS[c.type];
    const p = `${at}/components/${i}`;
    checkAgainst(`site.${block}`, c.props ?? {}, `${p}/props`);
    checkAgainst(`site.${block}#/definitions/style`, c.style ?? {}, `${p}/style`);
    if (c.type === 'text' && typeof c.props?.content === 'string') c.props.content = checkRichText(c.props.content, `${p}/props/content`);
  });
  return JSON.stringify(page);
}

/** The batch as it will be stored, or a 400 naming the first bad record (nothing is written then). */
export function checkBatch(validator: Validator, body: unknown): WebsiteRecord[] {
  if (!Array.isArray(body) || body.length === 0) bad('', 'siteData.emptyBatch');
  const list = body as unknown[];
  if (list.length > 200) bad('', 'siteData.tooMany', { limit: 200 });
  const seen = new Set<string>();
  return list.map((raw, i) => {
    const errors = validator.validate('websiteData.record', raw);
    if (errors.length) {
      const e = errors[0];
      const issues: FieldIssue[] = errors.map((x) => ({ ...x, path: `/${i}${x.path}` }));
      throw new AppError(400, e.key, { ...e.params, fallback: e.fallback }, issues);
    }
    const r = raw as WebsiteRecord;
    const id = `${r.dataType}:${r.dataKey}`;
    if (seen.has(id)) bad(`/${i}/dataKey`, 'siteData.duplicateKey', { key: r.dataKey });
    seen.add(id);
    let value: unknown;
    try {
      value = JSON.parse(r.dataValue);
    } catch {
      return bad(`/${i}/dataValue`, 'siteData.invalidJson');
    }
    if (r.dataType === 'pages') return { ...r, dataValue: checkPage(value, `/${i}/dataValue`, r.dataKey) };
    if (!(r.dataKey in SETTING_SCHEMAS)) bad(`/${i}/dataKey`, 'siteData.unknownSetting', { key: r.dataKey });
    const schema = SETTING_SCHEMAS[r.dataKey];
    if (schema) checkAgainst(schema, value, `/${i}/dataValue`);
    else if (typeof value !== 'string' || value.length > 64) bad(`/${i}/dataValue`);
    return r;
  });
}
