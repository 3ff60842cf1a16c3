// Badge layout math shared by the preview and the export: mm ↔ px at 96 dpi, the sizes from the
// style schema, pointer positions clamped (y within 10-90 %), the A4 grid of the print PDF, and the
// values a field prints.
import { describe, expect, it } from 'vitest';
import { a4Grid, badgePx, badgeSizeMm, clamp, drawnFields, mmToPx, positionFromPointer, pxToMm } from '../../src/shared/badge/layout';
import { badgeFileName, fieldValue } from '../../src/shared/badge/values';
import { fromInsertable, nameTaken, nextOrder } from '../../renderers/badge/lib/fields';
import type { BadgeField, BadgeStyle } from '../../src/shared/badge/types';

const style = (over: Partial<BadgeStyle> = {}): BadgeStyle => ({ size: 'standard', background: 'solid', fontSize: 16, fontColor: '#000000', ...over });
const field = (over: Partial<BadgeField> = {}): BadgeField => ({ name: 'name', displayName: '姓名', type: 'text', order: 1, ...over });

describe('badge layout', () => {
  it('converts mm to px at 96 dpi and back, at a scale', () => {
    expect(mmToPx(25.4)).toBeCloseTo(96, 10);
    expect(mmToPx(90, 2)).toBeCloseTo(680.315, 2);
    expect(pxToMm(mmToPx(69, 2), 2)).toBeCloseTo(69, 10);
  });

  it('takes the named sizes from the style schema and the custom size otherwise', () => {
    expect(badgeSizeMm(style())).toEqual({ width: 90, height: 50 });
    expect(badgeSizeMm(style({ size: 'business' }))).toEqual({ width: 120, height: 50 });
    expect(badgeSizeMm(style({ size: 'lanyard' }))).toEqual({ width: 69, height: 95 });
    expect(badgeSizeMm(style({ size: 'custom', customWidth: 20, customHeight: 300 }))).toEqual({ width: 20, height: 300 });
    // export scale 2: whole pixels
    expect(badgePx(style(), 2)).toEqual({ width: 680, height: 378 });
    expect(badgePx(style({ size: 'lanyard' }), 2)).toEqual({ width: 522, height: 718 });
  });

  it('turns a pointer into a position: x within 0-100 %, y within 10-90 %, one decimal', () => {
    const box = { left: 100, top: 50, width: 340, height: 189 };
    expect(positionFromPointer(270, 144.5, box)).toEqual({ x: 50, y: 50 });
    expect(positionFromPointer(100, 50, box)).toEqual({ x: 0, y: 10 });
    expect(positionFromPointer(1000, 1000, box)).toEqual({ x: 100, y: 90 });
    expect(positionFromPointer(0, -40, box)).toEqual({ x: 0, y: 10 });
    expect(positionFromPointer(100 + 340 / 3, 50 + 189 * 0.123, box)).toEqual({ x: 33.3, y: 12.3 });
    expect(clamp(5, 10, 90)).toBe(10);
  });

  it('fits 10 standard, 5 business and 4 lanyard badges on an A4 page; a badge larger than the page is scaled down', () => {
    expect(a4Grid({ width: 90, height: 50 }, 10, 4)).toMatchObject({ cols: 2, rows: 5, perPage: 10, fit: 1 });
    expect(a4Grid({ width: 120, height: 50 }, 10, 4)).toMatchObject({ cols: 1, rows: 5, perPage: 5 });
    expect(a4Grid({ width: 69, height: 95 }, 10, 4)).toMatchObject({ cols: 2, rows: 2, perPage: 4 });
    const big = a4Grid({ width: 300, height: 300 }, 10, 4);
    expect(big.perPage).toBe(1);
    expect(big.width).toBeCloseTo(190, 5);
    expect(big.width).toBe(big.height);
  });

  it('draws visible fields in order', () => {
    const fields = [field({ name: 'b', order: 3 }), field({ name: 'a', order: 1 }), field({ name: 'h', order: 2, visible: false })];
    expect(drawnFields(fields).map((f) => f.name)).toEqual(['a', 'b']);
  });
});

describe('badge values', () => {
  const person = { id: 9, name: '李雷', workplace: '', checkinCode: 'ABC', registrationTime: '2026-11-20T08:00:00.000Z', formData: JSON.stringify({ 工作单位: '清华大学', 爱好: ['跑步', '阅读'] }) };
  it('reads the participant, then the form answers (object or JSON text), then the default', () => {
    expect(fieldValue(field(), person)).toBe('李雷');
    expect(fieldValue(field({ name: 'workplace', source: '工作单位' }), person)).toBe('清华大学');
    expect(fieldValue(field({ name: '爱好' }), person)).toBe('跑步、阅读');
    expect(fieldValue(field({ name: 'registrationTime', type: 'date' }), person)).toBe('2026-11-20');
    expect(fieldValue(field({ name: 'missing', defaultValue: '嘉宾' }), person)).toBe('嘉宾');
    expect(fieldValue(field({ dataSource: 'custom', defaultValue: 'VIP' }), person)).toBe('VIP');
    expect(fieldValue(field({ name: 'checkinCode', type: 'qrcode' }), person)).toBe('ABC');
  });
  it('names files by position, name and id, safely', () => {
    expect(badgeFileName({ id: 3, name: 'a/b c' }, 0)).toBe('0001-a_b_c-3.png');
  });
  it('inserts a field after the last order, with a unique-name check', () => {
    const fields = [field({ order: 4 }), field({ name: 'x', order: 9 })];
    expect(nextOrder(fields)).toBe(10);
    expect(nextOrder([field({ order: 100 })])).toBe(100);
    const qr = fromInsertable({ name: 'checkinCode', label: '签到码', type: 'qrcode' }, fields);
    expect(qr).toMatchObject({ order: 10, type: 'qrcode', qrSize: 16, dataSource: 'form' });
    expect(qr.y).toBeGreaterThanOrEqual(10);
    expect(qr.y).toBeLessThanOrEqual(90);
    expect(fromInsertable({ name: '请填写您希望在胸卡上展示', label: '请填写您希望在胸卡上展示的个人头衔信息（选填）', type: 'text', source: '请填写您希望在胸卡上展示的个人头衔信息（选填）' }, []).displayName).toHaveLength(20);
    expect(nameTaken(fields, ' x ')).toBe(true);
    expect(nameTaken(fields, 'x', 1)).toBe(false);
  });
});
