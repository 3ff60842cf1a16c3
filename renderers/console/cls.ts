// Class strings the console parts share (every colour has a dark: twin).
export { cx } from '../form/theme/cls';

export const navItemCls = (active: boolean, disabled?: boolean) =>
  [
    'group flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
    active
      ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100'
      : disabled
        ? // muted, yet readable (a fade by opacity fell below 4.5:1)
          'text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800'
        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  ]
    .filter(Boolean)
    .join(' ');

export const iconBtnCls =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

export const panelCls = 'rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';
