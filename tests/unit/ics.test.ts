// The calendar file writer (src/server/mail/ics.ts): RFC 5545 TEXT escaping, UTC times, CRLF line
// ends, and lines folded at 75 octets without cutting a UTF-8 character in two; ical.js reads back
// exactly what was written.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { calendarFile, escapeText, fold, utcStamp } from '../../src/server/mail/ics';

describe('calendar file', () => {
  it('escapes TEXT and writes UTC stamps', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(utcStamp(new Date('2026-12-01T01:30:00.123Z'))).toBe('20261201T013000Z');
  });

  it('folds long lines at 75 octets, never inside a character', () => {
    const line = `LOCATION:${'会议中心'.repeat(40)}`;
    const folded = fold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, p] of parts.entries()) {
      expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(' ')).toBe(true);
      expect(p).not.toContain('\uFFFD');
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line); // unfolding gives the line back
    expect(fold('SHORT:x')).toBe('SHORT:x');
  });

  it('round-trips through a calendar parser', () => {
    const text = calendarFile({
      uid: 'registration-1@conflow', start: new Date('2026-12-01T01:00:00Z'), end: new Date('2026-12-03T10:00:00Z'),
      summary: '2026 全球开发者大会, 上海; "第一天"', location: `上海国际会议中心，${'浦东新区滨江大道'.repeat(8)}`, description: '票种: 标准票\n报名编号: ABCD2345',
      stamp: new Date('2026-11-25T00:00:00Z'),
    });
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const ev = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(ev.getFirstPropertyValue('summary')).toBe('2026 全球开发者大会, 上海; "第一天"');
    expect(ev.getFirstPropertyValue('location')).toBe(`上海国际会议中心，${'浦东新区滨江大道'.repeat(8)}`);
    expect(ev.getFirstPropertyValue('description')).toBe('票种: 标准票\n报名编号: ABCD2345');
    expect((ev.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect((ev.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(String(ev.getFirstPropertyValue('dtstamp'))).toContain('2026-11-25');
  });
});
