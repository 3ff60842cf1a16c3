// Cell text for a value by its property schema: enums through messages, dates in the Chinese
// year-month-day hour-minute form, '-' for missing values and invalid dates. Inside a meeting (a screen that
// named its zone: src/runtime/meetingZone.ts) every date is shown in the meeting's zone, labelled ('GMT+8')
// where the viewer's browser zone shows another clock.
import type { TFunction } from 'i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { formatInZone, viewerTimeZone, wallToInstant, zoneLabel, zonesDiffer } from '@shared/time-zone';
import { meetingZone } from '@runtime/meetingZone';
import { enumLabel } from '../form/theme/labels';

export const DASH = '-';

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false };
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const dateTimeFmt = new Intl.DateTimeFormat('zh-CN', DATE_TIME);
const dateFmt = new Intl.DateTimeFormat('zh-CN', DATE);

/**
 * An instant as text: in `zone` (default: the meeting on screen) '2024-01-05 14:30', with ' (GMT+8)' when the
 * viewer's zone differs; outside a meeting `2024/01/05 14:30` (zh-CN) in the browser's zone; '-' when not a date.
 */
export function formatDate(value: unknown, withTime = true, zone: string | null = meetingZone()): string {
  if (value === null || value === undefined || value === '') return DASH;
  if (zone) return formatInZone(value instanceof Date ? value : String(value), zone, { withTime }) ?? DASH;
  const d = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(d.getTime())) return DASH;
  return (withTime ? dateTimeFmt : dateFmt).format(d);
}

/**
 * A meeting's own wall-clock text ('yyyy-MM-dd HH:mm:ss' in its zone, as the meeting calls answer startTime) cut to
 * minutes, with ' (GMT+8)' when the viewer's zone shows another clock; '-' when malformed.
 */
export function formatWallClock(text: unknown, zone: string | null | undefined, withTime = true): string {
  if (typeof text !== 'string' || text.length < 10) return DASH;
  if (!zone) return withTime ? text.slice(0, 16) : text.slice(0, 10);
  return formatInZone(text, zone, { withTime, wall: true }) ?? DASH;
}

/** ' (GMT+8)' after a meeting's wall-clock text when the viewer's zone shows another clock then; '' otherwise. */
export function zoneSuffix(text: unknown, zone: string | null | undefined): string {
  const at = typeof text === 'string' && zone ? wallToInstant(text, zone) : null;
  return at && zone && zonesDiffer(zone, viewerTimeZone(), at) ? ` (${zoneLabel(zone, at)})` : '';
}

export function formatCell(t: TFunction, schema: JsonSchema | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return DASH;
  if (schema?.format === 'date-time') return formatDate(value, true);
  if (schema?.format === 'date') return formatDate(value, false);
  if (Array.isArray(schema?.enum)) return enumLabel(t, schema['x-key'], value);
  if (typeof value === 'boolean') return t(value ? 'table.yes' : 'table.no');
  if (Array.isArray(value)) return value.length ? value.join(', ') : DASH;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
