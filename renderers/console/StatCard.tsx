// A figure with its label (and an optional hint) in one of five tones; StatGrid lays them out.
import type { ReactNode } from 'react';
import { useText } from '@renderers/site';
import { cx } from './cls';
import { ConsoleIcon } from './icons';
import type { Text } from './types';

export type StatTone = 'brand' | 'green' | 'amber' | 'rose' | 'slate';

export interface StatCardProps {
  label: Text;
  value: number | string;
  hint?: Text;
  tone?: StatTone;
  /** an icon name (console or site set) or any node */
  icon?: string | ReactNode;
}

const TONES: Record<StatTone, string> = {
  brand: 'bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100',
  green: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
  rose: 'bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300',
  slate: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
};

export function StatCard({ label, value, hint, tone = 'brand', icon }: StatCardProps) {
  const tx = useText();
  const shown = typeof value === 'number' ? value.toLocaleString() : value;
  return (
    <div data-stat className="flex items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      {icon && (
        <span className={cx('inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl', TONES[tone] ?? TONES.brand)}>
          {typeof icon === 'string' ? <ConsoleIcon name={icon} className="h-6 w-6" /> : icon}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-sm text-slate-500 dark:text-slate-400">{tx(label)}</p>
        <p data-stat-value className={cx('mt-0.5 text-2xl font-semibold tabular-nums', !icon && TONES[tone] && 'text-slate-900 dark:text-white')}>{shown}</p>
        {hint && <p className="mt-0.5 truncate text-xs text-slate-500 dark:text-slate-400">{tx(hint)}</p>}
      </div>
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}
