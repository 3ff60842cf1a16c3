// Site templates (schemas/site-templates/*.json) are data a new meeting's website is made from: each one the
// meeting schema offers exists, and each passes the check an editor save passes (page and block schemas).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import meeting from '../../schemas/entities/meeting.json';
import { loadSchemas } from '../../src/server/schemas';
import { siteTemplate, templateRecords } from '../../src/server/website/templates';
import { checkBatch } from '../../src/server/website/data-check';

const { validator } = loadSchemas();
const files = fs.readdirSync('schemas/site-templates').filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const offered: string[] = (meeting as any).properties.template.enum;

describe('site templates', () => {
  it('the meeting form offers exactly the templates there are, conference first and by default', () => {
    expect([...files].sort()).toEqual([...offered].sort());
    expect((meeting as any).properties.template.default).toBe('conference');
  });

  for (const name of files) {
    it(`${name}: every page and component passes the save check`, () => {
      expect(siteTemplate(name).name).toBe(name);
      const records = templateRecords(validator, name);
      expect(records.length).toBe(siteTemplate(name).pages.length);
      for (const r of records) expect(JSON.parse(r.dataValue).components.every((c: { type: string }) => typeof c.type === 'string')).toBe(true);
    });
  }

  it('the conference home page draws the meeting from live data: hero, agenda, speakers, tickets, venue, partners, contact', () => {
    const [home] = siteTemplate('conference').pages as unknown as Array<{ components: Array<{ type: string }> }>;
    expect(home.components.map((c) => c.type)).toEqual(['meeting-hero', 'agenda', 'speakers', 'tickets', 'venue-map', 'partners', 'contact-us']);
  });

  it('every template page is named in both languages (the English site and editor show the English name)', () => {
    for (const name of files) {
      for (const p of siteTemplate(name).pages as unknown as Array<{ name: unknown }>) {
        expect(p.name).toEqual({ zh: expect.stringMatching(/\S/), en: expect.stringMatching(/\S/) });
      }
    }
    expect((siteTemplate('conference').pages[0] as unknown as { name: unknown }).name).toEqual({ zh: '首页', en: 'Home' });
  });

  it('a page stored with a one-text name (before bilingual names) still passes the save check; a blank Chinese name does not', () => {
    const page = (name: unknown) => [{ dataType: 'pages' as const, dataKey: 'p1', dataValue: JSON.stringify({ id: 'p1', name, showInNav: true, appearance: 'light', components: [] }) }];
    expect(checkBatch(validator, page('首页'))).toHaveLength(1);
    expect(checkBatch(validator, page({ zh: '议程', en: '' }))).toHaveLength(1);
    expect(() => checkBatch(validator, page({ zh: '', en: 'Agenda' }))).toThrow();
  });
});
