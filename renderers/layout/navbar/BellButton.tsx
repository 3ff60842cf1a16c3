// The bell with its unread badge (capped at 99+).
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@renderers/site';

export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

export const BellButton = forwardRef<HTMLButtonElement, { count?: number } & ButtonHTMLAttributes<HTMLButtonElement>>(function BellButton({ count = 0, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <button ref={ref} type="button" aria-label={count > 0 ? `${t('nav.notifications.title')} ${badgeText(count)}` : t('nav.notifications.title')} className="relative inline-flex outline-none focus-visible:ring-2 focus-visible:ring-brand-500 h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white" {...rest}>
      <Icon name="bell" className="h-5 w-5" />
      {count > 0 && (
        <span data-testid="unread-badge" className="absolute -right-1 -top-1 min-w-[1.25rem] rounded-full bg-rose-500 px-1 text-center text-[11px] font-semibold leading-5 text-white ring-2 ring-white dark:ring-slate-950">
          {badgeText(count)}
        </span>
      )}
    </button>
  );
});
