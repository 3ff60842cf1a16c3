// One time zone per meeting: wall-clock texts in a meeting's IANA zone to UTC instants and back, across
// daylight-saving changes, the day ranges the filters use, and the label shown where the viewer's zone differs.
import { describe, expect, it } from 'vitest';
import { addWallDays, dayBounds, formatInZone, instantToWall, isTimeZone, wallToInstant, zoneLabel, zonesDiffer } from '../../src/shared/time-zone';
import { dayRange, fromStored, nowText, plusDays, toStored, yesterdayStart } from '../../src/server/meetings/times';
import { createValidator } from '../../src/shared/schema/validate';

describe('wall clock in a zone ↔ UTC instant', () => {
  it('reads Asia/Shanghai as UTC+8 (the default, as before)', () => {
    expect(toStored('2026-12-01 09:00:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(fromStored('2026-12-01T01:00:00.000Z')).toBe('2026-12-01 09:00:00');
    expect(fromStored(new Date('2026-12-01T01:00:00Z'), 'Asia/Shanghai')).toBe('2026-12-01 09:00:00');
  });

  it('follows Europe/Berlin across daylight saving (winter UTC+1, summer UTC+2)', () => {
    expect(toStored('2026-01-15 09:00:00', 'Europe/Berlin')).toBe('2026-01-15T08:00:00.000Z');
    expect(toStored('2026-07-15 09:00:00', 'Europe/Berlin')).toBe('2026-07-15T07:00:00.000Z');
    expect(fromStored('2026-07-15T07:00:00Z', 'Europe/Berlin')).toBe('2026-07-15 09:00:00');
    // 02:30 on 29 March 2026 does not exist in Berlin: it moves forward by the hour skipped
    expect(instantToWall(wallToInstant('2026-03-29 02:30:00', 'Europe/Berlin'), 'Europe/Berlin')).toBe('2026-03-29 03:30:00');
  });

  it('follows America/New_York (UTC-5 / UTC-4) and round-trips every hour of a DST day', () => {
    expect(toStored('2026-11-02 09:00:00', 'America/New_York')).toBe('2026-11-02T14:00:00.000Z');
    expect(toStored('2026-10-30 09:00:00', 'America/New_York')).toBe('2026-10-30T13:00:00.000Z');
    for (let h = 3; h < 24; h++) {
      const text = `2026-03-08 ${String(h).padStart(2, '0')}:15:00`;
      expect(fromStored(toStored(text, 'America/New_York'), 'America/New_York')).toBe(text);
    }
  });

  it('adds calendar days at the same clock time across a DST change', () => {
    expect(plusDays('2026-03-28 09:00:00', 1, 'Europe/Berlin')).toBe('2026-03-29 09:00:00');
    expect(addWallDays('2026-10-24 23:30:00', 7, 'America/New_York')).toBe('2026-10-31 23:30:00');
    const d = new Date(toStored('2026-03-29 09:00:00', 'Europe/Berlin')).getTime() - new Date(toStored('2026-03-28 09:00:00', 'Europe/Berlin')).getTime();
    expect(d).toBe(23 * 3600_000);
  });

  it('now and yesterday are read in the zone', () => {
    const at = Date.parse('2026-06-30T23:30:00Z');
    expect(nowText(0, at, 'Asia/Shanghai')).toBe('2026-07-01 07:30:00');
    expect(nowText(0, at, 'America/Los_Angeles')).toBe('2026-06-30 16:30:00');
    expect(yesterdayStart(at, 'Asia/Shanghai')).toBe('2026-06-30 00:00:00');
    expect(yesterdayStart(at, 'America/Los_Angeles')).toBe('2026-06-29 00:00:00');
  });

  it('a day range is the zone\'s calendar day (23 hours on the spring DST day)', () => {
    expect(dayRange('2026-12-01')).toEqual(['2026-11-30T16:00:00.000Z', '2026-12-01T16:00:00.000Z']);
    expect(dayRange('2026-03-29', 'Europe/Berlin')).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(dayBounds('2026-02-30', 'Europe/Berlin')).toBeNull();
    expect(dayRange('2026-1-1')).toBeNull();
  });
});

describe('zone names and labels', () => {
  it('knows real IANA zones and refuses others', () => {
    for (const z of ['Asia/Shanghai', 'Europe/London', 'America/Los_Angeles', 'UTC', 'Asia/Kolkata']) expect(isTimeZone(z)).toBe(true);
    for (const z of ['Mars/Olympus', 'GMT+8', '+08:00', '', 'Asia/Shanghai; DROP', 'x'.repeat(80), 42]) expect(isTimeZone(z)).toBe(false);
  });

  it('labels the offset at the instant, and tells when two zones show another clock', () => {
    expect(zoneLabel('Asia/Shanghai')).toBe('GMT+8');
    expect(zoneLabel('Europe/Berlin', '2026-07-01T00:00:00Z')).toBe('GMT+2');
    expect(zoneLabel('Asia/Kolkata')).toBe('GMT+5:30');
    expect(zonesDiffer('Asia/Shanghai', 'Asia/Shanghai')).toBe(false);
    expect(zonesDiffer('Asia/Shanghai', 'Asia/Hong_Kong')).toBe(false);
    expect(zonesDiffer('Europe/London', 'UTC', '2026-01-10T00:00:00Z')).toBe(false);
    expect(zonesDiffer('Europe/London', 'UTC', '2026-07-10T00:00:00Z')).toBe(true);
  });

  it('formats one instant in the meeting zone, labelled only for a viewer elsewhere', () => {
    const at = '2026-12-01T01:00:00Z';
    expect(formatInZone(at, 'Asia/Shanghai', { viewer: 'Asia/Shanghai' })).toBe('2026-12-01 09:00');
    expect(formatInZone(at, 'Asia/Shanghai', { viewer: 'Europe/London' })).toBe('2026-12-01 09:00 (GMT+8)');
    expect(formatInZone(at, 'Asia/Shanghai', { viewer: 'America/Los_Angeles' })).toBe('2026-12-01 09:00 (GMT+8)');
    expect(formatInZone('2026-12-01 09:00:00', 'Europe/Berlin', { wall: true, viewer: 'Asia/Shanghai' })).toBe('2026-12-01 09:00 (GMT+1)');
    expect(formatInZone(at, 'Asia/Shanghai', { viewer: 'Europe/London', withTime: false })).toBe('2026-12-01');
    expect(formatInZone('nonsense', 'Asia/Shanghai')).toBeNull();
  });
});

describe('the schema format time-zone', () => {
  const v = createValidator({ m: { $id: 'm', type: 'object', properties: { timeZone: { type: 'string', format: 'time-zone', 'x-key': 'meeting.timeZone' } } } });
  it('passes a real zone and refuses an unknown one with validation.timeZone', () => {
    expect(v.validate('m', { timeZone: 'Europe/Berlin' })).toEqual([]);
    const [e] = v.validate('m', { timeZone: 'Mars/Olympus' });
    expect(e).toMatchObject({ path: '/timeZone', key: 'meeting.timeZone.format', fallback: 'validation.timeZone' });
  });
});
