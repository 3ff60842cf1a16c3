// The one button look of the blocks; the click goes to the host as a BlockAction.
import type { ReactNode } from 'react';
import { useBlockHost, type BlockAction } from './host';
import { safeLink } from '@shared/links';

export type ButtonType = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'default';
export type ButtonSize = 'small' | 'default' | 'large';

const solid: Record<ButtonType, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  success: 'bg-emerald-600 text-white hover:bg-emerald-700 focus-visible:outline-emerald-600',
  warning: 'bg-amber-500 text-white hover:bg-amber-600 focus-visible:outline-amber-500',
  danger: 'bg-rose-600 text-white hover:bg-rose-700 focus-visible:outline-rose-600',
  info: 'bg-slate-600 text-white hover:bg-slate-700 focus-visible:outline-slate-600',
  default: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700',
};
const plain: Record<ButtonType, string> = {
  primary: 'bg-brand-50 text-brand-700 ring-1 ring-brand-200 hover:bg-brand-100 dark:bg-brand-500/10 dark:text-brand-100 dark:ring-brand-500/40 dark:hover:bg-brand-500/20',
  success: 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200 hover:bg-emerald-100 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/40 dark:hover:bg-emerald-500/20',
  warning: 'bg-amber-50 text-amber-700 ring-1 ring-amber-200 hover:bg-amber-100 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/40 dark:hover:bg-amber-500/20',
  danger: 'bg-rose-50 text-rose-700 ring-1 ring-rose-200 hover:bg-rose-100 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-500/40 dark:hover:bg-rose-500/20',
  info: 'bg-slate-50 text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 dark:bg-slate-500/10 dark:text-slate-300 dark:ring-slate-500/40 dark:hover:bg-slate-500/20',
  default: solid.default,
};
const sizes: Record<ButtonSize, string> = {
  small: 'px-3 py-1.5 text-sm',
  default: 'px-4 py-2 text-sm',
  large: 'px-6 py-3 text-base',
};

export interface ActionButtonProps {
  children: ReactNode;
  action?: BlockAction;
  type?: ButtonType;
  size?: ButtonSize;
  plain?: boolean;
  round?: boolean;
  disabled?: boolean;
  className?: string;
}

export function ActionButton({ children, action, type = 'primary', size = 'default', plain: isPlain, round, disabled, className = '' }: ActionButtonProps) {
  const host = useBlockHost();
  const look = (isPlain ? plain : solid)[type] ?? solid.primary;
  // a link outside the link policy (stored before the server checked it) does nothing
  const run = action?.kind === 'link' && !safeLink(action.to) ? undefined : action;
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => run && host.run(run)}
      className={`inline-flex items-center justify-center gap-2 font-medium shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${round ? 'rounded-full' : 'rounded-lg'} ${sizes[size] ?? sizes.default} ${look} ${className}`}
    >
      {children}
    </button>
  );
}
