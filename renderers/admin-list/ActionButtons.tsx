// Buttons for a set of actions: small text buttons in a row, or the batch bar's buttons.
import { useText } from '@renderers/site';
import { cx } from '../form/theme/cls';
import { ConsoleIcon } from '../console';
import type { ActionSpec } from './config';

const TONE = {
  default: 'text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15',
  primary: 'text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15',
  danger: 'text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-500/10',
};

/** Whether an action applies to a row (`when`: fields that must equal the given values). */
export const applies = (a: ActionSpec, row: Record<string, unknown>) => !a.when || Object.entries(a.when).every(([k, v]) => row[k] === v);

export function ActionButtons({ actions, onRun, testId }: { actions: ActionSpec[]; onRun: (a: ActionSpec) => void; testId?: string }) {
  const tx = useText();
  return (
    <span className="inline-flex flex-nowrap justify-end gap-1">
      {actions.map((a) => (
        <button key={a.key} type="button" data-action={a.key} data-testid={testId ? `${testId}-${a.key}` : undefined} onClick={() => onRun(a)}
          className={cx('inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-brand-500', TONE[a.tone ?? 'default'])}>
          {a.icon && <ConsoleIcon name={a.icon} className="h-4 w-4" />}
          {tx(a.label)}
        </button>
      ))}
    </span>
  );
}
