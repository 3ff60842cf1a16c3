// The meetings screen's client helpers: wall-clock times in UTC+8 as the server keeps them, links
// with placeholders, a new meeting's defaults, uiSchema names resolved to components, and the form
// generated from meeting.x-forms.edit with the server's own messages.
import { describe, expect, it } from 'vitest';
import { fromInputValue, minInputValue, shortWallClock, toInputValue, wallClockNow } from '../../renderers/meetings/wallClock';
import { fillLink, resolveDefaults } from '../../renderers/meetings/values';
import { mergeUiSchema, resolveUiSchema } from '../../renderers/meetings/uiRegistry';
import { WallClockWidget } from '../../renderers/meetings/widgets';
import { GridObjectTemplate } from '../../renderers/meetings/templates';
import { preview } from '../../renderers/meetings/cells';
import { crudScreenSchema } from '../../renderers/meetings/config';
import { loadSchemas } from '../../src/server/schemas';
import { entityForm } from '../../src/shared/schema/compose';
import { translate } from '../../src/shared/messages';
import screen from '../../schemas/screens/admin/meetings.json';

const NOON_UTC = Date.UTC(2025, 0, 31, 20, 30, 0); // 2025-02-01 04:30 in UTC+8

describe('wall-clock times (UTC+8)', () => {
  it('writes now plus days as yyyy-MM-dd HH:mm:ss in China Standard Time', () => {
    expect(wallClockNow(0, NOON_UTC)).toBe('2025-02-01 04:30:00');
    expect(wallClockNow(7, NOON_UTC)).toBe('2025-02-08 04:30:00');
  });
  it('writes now in another meeting zone, keeping the clock time across a DST change', () => {
    expect(wallClockNow(0, NOON_UTC, 'America/Los_Angeles')).toBe('2025-01-31 12:30:00');
    // 30 March 2025: Berlin goes from UTC+1 to UTC+2; 7 days on is the same clock time
    expect(wallClockNow(7, Date.parse('2025-03-27T09:00:00Z'), 'Europe/Berlin')).toBe('2025-04-03 10:00:00');
  });
  it('converts to and from a datetime-local input, and cuts seconds for a cell', () => {
    expect(toInputValue('2025-02-01 04:30:15')).toBe('2025-02-01T04:30');
    expect(toInputValue(undefined)).toBe('');
    expect(fromInputValue('2025-02-01T04:30')).toBe('2025-02-01 04:30:00');
    expect(fromInputValue('2025-02-01T04:30:15')).toBe('2025-02-01 04:30:15');
    expect(fromInputValue('')).toBeUndefined();
    expect(shortWallClock('2025-02-01 04:30:15')).toBe('2025-02-01 04:30');
    expect(shortWallClock(null)).toBe('-');
  });
  it('offers nothing before yesterday midnight', () => {
    expect(minInputValue(1)).toMatch(/^\d{4}-\d{2}-\d{2}T00:00$/);
    expect(minInputValue(1) < `${wallClockNow(0).slice(0, 10)}T00:00`).toBe(true);
  });
});

describe('screen values', () => {
  const user = { username: 'org1' };
  it('fills a link from the row, then the user; null when a value is missing', () => {
    const to = '/{organizerUsername|user.username}/p/{id}/{previewToken}';
    expect(fillLink(to, { id: 5, previewToken: 'aB3dE9' }, user)).toBe('/org1/p/5/aB3dE9');
    expect(fillLink(to, { id: 5, previewToken: 'aB3dE9', organizerUsername: '陈' }, user)).toBe(`/${encodeURIComponent('陈')}/p/5/aB3dE9`);
    expect(fillLink(to, { id: 5, previewToken: null }, user)).toBeNull();
  });
  it('resolves the dialog defaults of the screen JSON: preparing, now to 7 days later, the user as manager', () => {
    const d = resolveDefaults(crudScreenSchema.parse(screen).dialog!.defaults, user);
    expect(d).toMatchObject({ status: 'preparing', manager: 'org1', subVenues: [{}] });
    expect(d.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Date.parse(`${String(d.endTime).replace(' ', 'T')}+08:00`) - Date.parse(`${String(d.startTime).replace(' ', 'T')}+08:00`)).toBeCloseTo(7 * 86400_000, -4);
  });
  it('cuts a description preview at 50 characters', () => {
    expect(preview('长'.repeat(60), 50)).toBe(`${'长'.repeat(50)}…`);
    expect(preview('短', 50)).toBe('短');
  });
  it('resolves widget and template names of the uiSchema, merging the mode’s own', () => {
    const ui = resolveUiSchema(mergeUiSchema({ startTime: { 'ui:widget': 'wallClock' }, 'ui:ObjectFieldTemplate': 'grid' }, { status: { 'ui:enumOrder': ['a'] } }));
    expect(ui.startTime!['ui:widget']).toBe(WallClockWidget);
    expect(ui['ui:ObjectFieldTemplate']).toBe(GridObjectTemplate);
    expect(ui.status).toEqual({ 'ui:enumOrder': ['a'] });
    expect(resolveUiSchema({ x: { 'ui:widget': 'textarea' } }).x!['ui:widget']).toBe('textarea');
  });
});

describe('the dialog form is the entity form', () => {
  const bundle = loadSchemas();
  it('lists meeting.x-forms.edit, and meeting.create validates with the spec’s messages', () => {
    const form = entityForm(bundle.entities, 'meeting', 'edit');
    expect(Object.keys(form.properties)).toEqual(['title', 'description', 'type', 'status', 'manager', 'startTime', 'endTime', 'timeZone', 'location', 'subVenues', 'template']);
    const messages = bundle.validator.validate('meeting.create', { title: ' ', subVenues: [{ name: 'A' }] }).map((e) => translate(bundle.messages.zh, e.key, e.params, e.fallback));
    expect(messages).toEqual(['会议名称不能为空', '请选择会议类型', '会议负责人不能为空', '开始时间不能为空', '结束时间不能为空', '会议地点不能为空', '请完善分会场信息']);
  });
});
