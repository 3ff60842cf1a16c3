// Cell text for a value by its property schema: enums through messages, dates in the Chinese
// year-month-day hour-minute form, '-' for missing values and invalid dates.
import type { TFunction } from 'i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { enumLabel } from '../form/theme/labels';

export const DASH = '-';

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false };
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const dateTimeFmt = new Intl.DateTimeFormat('zh-CN', DATE_TIME);
const dateFmt = new Intl.DateTimeFormat('zh-CN', DATE);

/** `2024/01/05 14:30` (zh-CN), or '-' when the value is not a date. */
export function formatDate(value: unknown, withTime = true): string {
  if (value === null || value === undefined || value === '') return DASH;
  const d = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(d.getTime())) return DASH;
  return (withTime ? dateTimeFmt : dateFmt).format(d);
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
