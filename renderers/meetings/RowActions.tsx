// A row's action buttons, in the order the column lists them; a danger action in red.
import { useText } from '@renderers/site';
import { cx } from '../form/theme/cls';
import { ConsoleIcon } from '../console/icons';
import type { CrudAction } from './config';

type Row = Record<string, unknown>;

const TONE = {
  brand: 'text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15',
  danger: 'text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/15',
  plain: 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
};

export function RowActions({ row, names, actions, onRun }: { row: Row; names: string[]; actions: Record<string, CrudAction>; onRun: (name: string, row: Row) => void }) {
  const tx = useText();
  return (
    <div className="-mx-1 flex items-center">
      {names.filter((n) => actions[n]).map((n) => {
        const a = actions[n];
        return (
          <button key={n} type="button" data-action={n} onClick={() => onRun(n, row)}
            className={cx('inline-flex items-center gap-1 rounded-md px-1 py-1 text-xs font-medium outline-none transition focus-visible:ring-2 focus-visible:ring-brand-500', TONE[a.tone ?? (a.kind === 'delete' ? 'danger' : 'brand')])}>
            {a.icon && <ConsoleIcon name={a.icon} className="h-3.5 w-3.5" />}
            {tx(a.label)}
          </button>
        );
      })}
    </div>
  );
}
