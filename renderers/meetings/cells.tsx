// How a column's cell draws, by its `cell` kind in the screen JSON. Every kind reads its options from
// the column itself, so a column added to the JSON needs no code.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { formatCell, formatWallClock } from '../table/format';
import { enumLabel } from '../form/theme/labels';
import { cx } from '../form/theme/cls';

type Row = Record<string, unknown>;
export interface CellColumn {
  key: string;
  label: string;
  cell: string;
  align?: 'left' | 'right' | 'center';
  schema?: JsonSchema;
  /** the column's own options from the JSON */
  opts: Record<string, any>;
}
export interface CellProps {
  row: Row;
  column: CellColumn;
  entity: string;
  renderActions?: (row: Row, names: string[]) => ReactNode;
}

const TONES: Record<string, string> = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-600/20 dark:bg-brand-500/10 dark:text-brand-100 dark:ring-brand-500/40',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/30',
  rose: 'bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-400/30',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-500/10 dark:text-slate-300 dark:ring-slate-400/30',
};

/** Text cut at `max` characters with an ellipsis (by characters, so Chinese is not split). */
export const preview = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max).join('')}…` : text);

function TitleDescription({ row, column, t }: CellProps & { t: TFunction }) {
  const o = column.opts;
  const title = String(row[o.title ?? 'title'] ?? '');
  const description = String(row[o.description ?? 'description'] ?? '');
  return (
    <div className="w-44 whitespace-normal">
      <p className="font-medium text-slate-900 dark:text-slate-100">{title || '-'}</p>
      <p className="mt-0.5 line-clamp-2 text-xs text-slate-500 dark:text-slate-400" title={description || undefined}>
        {description ? preview(description, o.preview ?? 50) : o.emptyText ? t(o.emptyText) : '-'}
      </p>
    </div>
  );
}

/** From and to: the record's wall-clock texts in its own zone (`zone`, default the row's timeZone), labelled where the viewer's differs. */
function Range({ row, column }: CellProps) {
  const { from = 'startTime', to = 'endTime', zone = 'timeZone' } = column.opts;
  const z = typeof row[zone] === 'string' ? (row[zone] as string) : undefined;
  return (
    <div className="tabular-nums leading-5" data-testid="time-range" title={z}>
      <div>{formatWallClock(row[from], z)}</div>
      <div className="text-xs text-slate-500 dark:text-slate-400">{formatWallClock(row[to], z)}</div>
    </div>
  );
}

function Badge({ row, column, entity, t }: CellProps & { t: TFunction }) {
  const v = row[column.key];
  if (v === null || v === undefined || v === '') return <>-</>;
  const tone = (column.opts.tones as Record<string, string> | undefined)?.[String(v)] ?? 'slate';
  return (
    // a long label (English "Domestic & international") may wrap rather than push the table wider
    <span className={cx('inline-flex max-w-[7.5rem] items-center rounded-xl px-2 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[tone] ?? TONES.slate)} data-value={String(v)}>
      {enumLabel(t, column.schema?.['x-key'] ?? `${entity}.${column.key}`, v)}
    </span>
  );
}

export function Cell(p: CellProps) {
  const { t } = useTranslation();
  const { row, column } = p;
  switch (column.cell) {
    case 'titleDescription':
      return <TitleDescription {...p} t={t} />;
    case 'range':
      return <Range {...p} />;
    case 'badge':
      return <Badge {...p} t={t} />;
    case 'count': {
      const v = row[column.key];
      return <span className="tabular-nums">{Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0}</span>;
    }
    case 'actions':
      return <>{p.renderActions?.(row, (column.opts.actions as string[] | undefined) ?? [])}</>;
    default:
      return <>{formatCell(t, column.schema, row[column.key])}</>;
  }
}
