// Buttons for a set of actions: small text buttons in a row (an `iconOnly` one its icon alone, those marked
// `more` in a menu after them), or the batch bar's buttons.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/lifecycle';
import { useText } from '@renderers/site';
import { cx } from '../form/theme/cls';
import { ConsoleIcon } from '../console/icons';
import type { ActionSpec } from './config';

const TONE = {
  default: 'text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15',
  primary: 'text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15',
  danger: 'text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-500/10',
};
const buttonCls = 'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

const given = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * Whether an action applies to a row: `when` (fields that must equal the given values, or one of a list), `requires`
 * (fields that must hold a value) and `can` (the registration lifecycle allows that transition from
 * the row's state).
 */
export const applies = (a: ActionSpec, row: Record<string, unknown>) =>
  (!a.when || Object.entries(a.when).every(([k, v]) => row[k] === v || (Array.isArray(v) && v.includes(row[k])))) &&
  (!a.requires || a.requires.every((k) => given(row[k]))) &&
  (!a.can || can(a.can, row[a.stateField ?? 'registrationStatus']));

export function ActionButtons({ actions, onRun, testId }: { actions: ActionSpec[]; onRun: (a: ActionSpec) => void; testId?: string }) {
  const { t } = useTranslation();
  const tx = useText();
  const shown = actions.filter((a) => !a.more);
  const more = actions.filter((a) => a.more);
  return (
    <span className="inline-flex flex-nowrap justify-end gap-1">
      {shown.map((a) => {
        const bare = !!(a.iconOnly && a.icon);
        return (
          <button key={a.key} type="button" data-action={a.key} data-testid={testId ? `${testId}-${a.key}` : undefined} onClick={() => onRun(a)}
            aria-label={bare ? tx(a.label) : undefined} title={bare ? tx(a.label) : undefined} className={cx(buttonCls, TONE[a.tone ?? 'default'])}>
            {a.icon && <ConsoleIcon name={a.icon} className="h-4 w-4" />}
            {!bare && tx(a.label)}
          </button>
        );
      })}
      {more.length > 0 && (
        <Menu>
          <MenuButton data-testid={testId ? `${testId}-more` : undefined} className={cx(buttonCls, TONE.default)}>
            {t('adminList.more')}<span aria-hidden>▾</span>
          </MenuButton>
          <MenuItems anchor="bottom end" data-testid={testId ? `${testId}-more-menu` : undefined}
            className="z-50 mt-1 min-w-36 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10 focus:outline-none dark:bg-slate-900 dark:ring-white/10">
            {more.map((a) => (
              <MenuItem key={a.key}>
                <button type="button" data-action={a.key} data-testid={testId ? `${testId}-${a.key}` : undefined} onClick={() => onRun(a)}
                  className={cx('block w-full px-3 py-1.5 text-left data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-800', a.tone === 'danger' ? 'text-rose-700 dark:text-rose-300' : 'text-slate-800 dark:text-slate-100')}>
                  {tx(a.label)}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      )}
    </span>
  );
}
