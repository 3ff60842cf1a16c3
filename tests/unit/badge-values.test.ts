// What a badge field prints from a person as the people call answers one (issue 15 item 4): the
// record's properties bare, registration facts under `registration.`, facts and answers by their keys
// (a form answer by field id, never by its label); designs made before those keys still print.
import { describe, expect, it } from 'vitest';
import { fieldValue, withAnswerSources } from '../../src/shared/badge/values';
import type { BadgeField, BadgePerson } from '../../src/shared/badge/types';

const field = (over: Partial<BadgeField> = {}): BadgeField => ({ name: 'name', displayName: '姓名', type: 'text', order: 1, ...over });

// a row of GET /api/co/badges/meeting/{id}/people, with the shared facts merged in
const person: BadgePerson = {
  id: 5, username: 'u5', name: '林小雨', workplace: '浙江大学', company: '', checkinCode: 'K7M2Q9XW4HBT',
  'registration.id': 41, 'registration.selectedTicketName': 'VIP票', 'registration.registrationStatus': '已确认',
  'registration.selectedSubVenues': ['A厅', 'B厅'], 'registration.confirmedAt': '2026-11-20 09:30',
  'stay.hotelName': '会议酒店', 'stay.nights': 2, 'answer:diet': '素食', 'answer:topics': '人工智能、数据库',
  'meeting.title': '智能计算大会', 'badge.serial': 17,
};

describe('badge values', () => {
  it('reads the record, registration facts, stay and shared facts by the key the field names', () => {
    expect(fieldValue(field(), person)).toBe('林小雨');
    expect(fieldValue(field({ name: 'workplace' }), person)).toBe('浙江大学');
    expect(fieldValue(field({ name: 'selectedTicketName', source: 'registration.selectedTicketName' }), person)).toBe('VIP票');
    expect(fieldValue(field({ name: 'regId', source: 'registration.id', type: 'number' }), person)).toBe('41');
    expect(fieldValue(field({ name: 'selectedSubVenues', source: 'registration.selectedSubVenues' }), person)).toBe('A厅、B厅');
    expect(fieldValue(field({ name: 'confirmedAt', source: 'registration.confirmedAt', type: 'date' }), person)).toBe('2026-11-20');
    expect(fieldValue(field({ name: 'stayNights', source: 'stay.nights', type: 'number' }), person)).toBe('2');
    expect(fieldValue(field({ name: 'meetingTitle', source: 'meeting.title' }), person)).toBe('智能计算大会');
    expect(fieldValue(field({ name: 'badgeSerial', source: 'badge.serial' }), person)).toBe('17');
    expect(fieldValue(field({ name: 'checkinQr', source: 'checkinCode', type: 'qrcode' }), person)).toBe('K7M2Q9XW4HBT');
  });

  it('reads a form answer by its field id', () => {
    expect(fieldValue(field({ name: '饮食习惯', source: 'answer:diet' }), person)).toBe('素食');
    expect(fieldValue(field({ name: '关注议题', source: 'answer:topics' }), person)).toBe('人工智能、数据库');
    // a label is no key: without its source the answer is not found
    expect(fieldValue(field({ name: '饮食习惯' }), person)).toBe('');
    expect(fieldValue(field({ name: 'missing', source: 'answer:none', defaultValue: '嘉宾' }), person)).toBe('嘉宾');
  });

  it('prints designs made before: a registration fact by its property, an answer by label once resolved', () => {
    expect(fieldValue(field({ name: 'selectedTicketName' }), person)).toBe('VIP票');
    const fields = withAnswerSources([field({ name: '饮食习惯' }), field({ name: '备注', dataSource: 'custom', defaultValue: 'x' }), field()], [{ key: 'answer:diet', label: '饮食习惯' }]);
    expect(fields.map((f) => f.source)).toEqual(['answer:diet', undefined, undefined]);
    expect(fieldValue(fields[0], person)).toBe('素食');
    // a row that still carries the stored answers is searched by label too
    expect(fieldValue(field({ name: '饮食习惯' }), { formData: { diet: { label: '饮食习惯', value: '清真' } } })).toBe('清真');
  });

  it('prints the username of an account without a name, the default value, nothing for no person', () => {
    expect(fieldValue(field(), { ...person, name: null })).toBe('u5');
    expect(fieldValue(field({ name: 'company', defaultValue: '—' }), person)).toBe('—');
    expect(fieldValue(field({ dataSource: 'custom', defaultValue: '嘉宾' }), person)).toBe('嘉宾');
    expect(fieldValue(field(), null)).toBe('');
  });
});
