// Columns of an admin list: the entity's labelled fields (renderers/table) plus cutting long text,
// labels for values the entity does not enumerate, and coloured badges.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { columnsOf, type Column } from '../table/columns';
import { formatCell } from '../table/format';
import { cx } from '../form/theme/cls';
import type { ColumnSpec } from './config';

export interface ListColumn extends Column {
  /** the header as it is (an answer column's field label), else t(label) */
  text?: string;
  truncate?: number;
  labels?: string;
  badge?: Record<string, string>;
  toggle?: Extract<ColumnSpec, { key: string }>['toggle'];
}

export function listColumns(entity: string, schema: JsonSchema | undefined, specs?: ColumnSpec[]): ListColumn[] {
  const base = columnsOf(entity, schema, specs?.map((s) => (typeof s === 'string' ? s : { key: s.key, label: s.label, align: s.align })));
  return base.map((c, i) => {
    const s = specs?.[i];
    return typeof s === 'object' ? { ...c, text: s.text, truncate: s.truncate, labels: s.labels, badge: s.badge, toggle: s.toggle } : c;
  });
}

/** A column's header in the current language. */
export const headerOf = (t: TFunction, c: ListColumn) => c.text ?? t(c.label, { defaultValue: c.key });

const BADGE: Record<string, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  amber: 'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/30',
  rose: 'bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-400/30',
  slate: 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-500/30',
  brand: 'bg-brand-50 text-brand-700 ring-brand-600/20 dark:bg-brand-500/15 dark:text-brand-100 dark:ring-brand-500/30',
};

/** `text…` when longer than n characters (code points, so Chinese is counted right). */
export function cut(text: string, n: number): string {
  const chars = [...text];
  return chars.length > n ? `${chars.slice(0, n).join('')}...` : text;
}

export function cellText(t: TFunction, c: ListColumn, value: unknown): string {
  if (c.labels && value !== null && value !== undefined && value !== '') return String(t(`${c.labels}.${String(value)}`, { defaultValue: String(value) }));
  const s = formatCell(t, c.schema, value);
  return c.truncate ? cut(s, c.truncate) : s;
}

export function Cell({ t, column, value }: { t: TFunction; column: ListColumn; value: unknown }): ReactNode {
  const text = cellText(t, column, value);
  const tone = column.badge?.[String(value)];
  if (tone) return <span className={cx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', BADGE[tone] ?? BADGE.slate)}>{text}</span>;
  if (column.truncate && typeof value === 'string' && [...value].length > column.truncate) return <span title={value}>{text}</span>;
  return text;
}
