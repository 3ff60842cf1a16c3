// Site templates (schemas/site-templates/*.json) are data a new meeting's website is made from: each one the
// meeting schema offers exists, and each passes the check an editor save passes (page and block schemas).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import meeting from '../../schemas/entities/meeting.json';
import { loadSchemas } from '../../src/server/schemas';
import { siteTemplate, templateRecords } from '../../src/server/website/templates';

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
});
