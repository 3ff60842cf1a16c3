// Columns of an admin list: the entity's labelled fields (renderers/table) plus cutting long text,
// labels for values the entity does not enumerate, coloured badges (the registration lifecycle's own
// tones with `badge: 'lifecycle'`), amounts with the row's currency and files as links.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { toneOf } from '@shared/lifecycle';
import { formatMoney } from '@runtime/money';
import { i18n } from '@runtime/i18n';
import { columnsOf, type Column } from '../table/columns';
import { formatCell } from '../table/format';
import { badgeCls } from '../lifecycle/badge';
import type { ColumnSpec } from './config';
import { FileLink } from '../files/FileLink';

type Row = Record<string, unknown>;
type Spec = Extract<ColumnSpec, { key: string }>;

export interface ListColumn extends Column {
  /** the header as it is (an answer column's field label), else t(label) */
  text?: string;
  truncate?: number;
  labels?: string;
  badge?: Spec['badge'];
  toggle?: Spec['toggle'];
  format?: Spec['format'];
  currencyField?: string;
}

export function listColumns(entity: string, schema: JsonSchema | undefined, specs?: ColumnSpec[]): ListColumn[] {
  const base = columnsOf(entity, schema, specs?.map((s) => (typeof s === 'string' ? s : { key: s.key, label: s.label, align: s.align })));
  return base.map((c, i) => {
    const s = specs?.[i];
    // an amount whose schema names its currency field (x-currency) is shown with it unless the screen says otherwise
    const currency = c.schema?.['x-currency'] as string | undefined;
    const money = currency ? { format: 'money' as const, currencyField: currency } : {};
    return typeof s === 'object'
      ? { ...c, ...money, text: s.text, truncate: s.truncate, labels: s.labels, badge: s.badge, toggle: s.toggle, format: s.format ?? money.format, currencyField: s.currencyField ?? money.currencyField }
      : { ...c, ...money };
  });
}

/** A column's header in the current language. */
export const headerOf = (t: TFunction, c: ListColumn) => c.text ?? t(c.label, { defaultValue: c.key });
/** `text…` when longer than n characters (code points, so Chinese is counted right). */
export function cut(text: string, n: number): string {
  const chars = [...text];
  return chars.length > n ? `${chars.slice(0, n).join('')}...` : text;
}

export function cellText(t: TFunction, c: ListColumn, value: unknown, row?: Row): string {
  if (c.format === 'money') return formatMoney(value, row?.[c.currencyField ?? 'currency'], i18n.language);
  if (c.labels && value !== null && value !== undefined && value !== '') return String(t(`${c.labels}.${String(value)}`, { defaultValue: String(value) }));
  const s = formatCell(t, c.schema, value);
  return c.truncate ? cut(s, c.truncate) : s;
}

const toneFor = (c: ListColumn, value: unknown) => (c.badge === 'lifecycle' ? toneOf(value) : c.badge?.[String(value)]);

export function Cell({ t, column, value, row }: { t: TFunction; column: ListColumn; value: unknown; row?: Row }): ReactNode {
  if (column.format === 'file') return <FileLink value={value} />;
  const text = cellText(t, column, value, row);
  const tone = value === null || value === undefined ? undefined : toneFor(column, value);
  if (tone) return <span data-state={String(value)} className={badgeCls(tone)}>{text}</span>;
  if (column.truncate && typeof value === 'string' && [...value].length > column.truncate) return <span title={value}>{text}</span>;
  return text;
}
