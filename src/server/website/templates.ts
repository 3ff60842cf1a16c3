// Site templates (schemas/site-templates/<name>.json): the pages a new meeting's website starts with.
// Applied once, when the meeting is created, through the same check as an editor save (checkBatch), so a
// template can hold nothing a save would refuse; the blocks read the meeting's live records, so the
// template needs no copy of the meeting's data.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/driver';
import type { Validator } from '../../shared/schema/validate';
import { SCHEMA_DIR } from '../schemas';
import { checkBatch, type WebsiteRecord } from './data-check';
import { writeRecords } from './data-write';

export interface SiteTemplate { name: string; description?: string; pages: Array<{ id: string } & Record<string, unknown>> }

const cache = new Map<string, SiteTemplate>();

/** The template of that name (a name the meeting schema's enum allows); read from disk once. */
export function siteTemplate(name: string): SiteTemplate {
  const hit = cache.get(name);
  if (hit) return hit;
  if (!/^[a-z0-9-]{1,40}$/.test(name)) throw new Error(`bad site template name ${name}`);
  const t = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'site-templates', `${name}.json`), 'utf8')) as SiteTemplate;
  cache.set(name, t);
  return t;
}

/** The template's pages as website records, checked as a save would check them. */
export function templateRecords(validator: Validator, name: string): WebsiteRecord[] {
  const pages = siteTemplate(name).pages;
  if (!pages.length) return [];
  return checkBatch(validator, pages.map((p) => ({ dataType: 'pages', dataKey: p.id, dataValue: JSON.stringify(p) })));
}

/** Gives a just-created meeting its template's pages (blank: none). */
export async function applyTemplate(db: Db, validator: Validator, meetingId: number, name: string): Promise<number> {
  const records = templateRecords(validator, name);
  if (records.length) await writeRecords(db, meetingId, records);
  return records.length;
}
