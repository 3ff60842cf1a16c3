// The notification panel's content as a plain view: latest items, mark-all-read, view-all.
import { useTranslation } from 'react-i18next';
import { relativeTime } from './relativeTime';

export interface NotificationItem { id: number; title: string; content?: string; createdAt?: string; isRead?: boolean }

interface Props {
  items: NotificationItem[];
  state: 'loading' | 'error' | 'ready';
  errorText?: string;
  onOpen: (n: NotificationItem) => void;
  onReadAll: () => void;
  onViewAll: () => void;
}

export function NotificationList({ items, state, errorText, onOpen, onReadAll, onViewAll }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <div className="flex max-h-[28rem] flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <p className="font-semibold text-slate-900 dark:text-white">{t('nav.notifications.title')}</p>
        <button type="button" onClick={onReadAll} disabled={!items.some((n) => !n.isRead)} className="text-sm text-brand-600 hover:underline disabled:cursor-default disabled:text-slate-400 disabled:no-underline dark:text-brand-100">
          {t('nav.notifications.readAll')}
        </button>
      </div>
      <div className="min-h-[6rem] flex-1 overflow-y-auto">
        {state === 'loading' && <p className="p-6 text-center text-sm text-slate-500">{t('nav.notifications.loading')}</p>}
        {state === 'error' && <p className="p-6 text-center text-sm text-rose-600 dark:text-rose-400">{errorText}</p>}
        {state === 'ready' && items.length === 0 && <p className="p-6 text-center text-sm text-slate-500">{t('nav.notifications.empty')}</p>}
        {state === 'ready' && (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {items.map((n) => (
              <li key={n.id}>
                <button type="button" onClick={() => onOpen(n)} className="flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60">
                  <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${n.isRead ? 'bg-transparent' : 'bg-brand-500'}`} />
                  <span className="min-w-0 flex-1">
                    <span className={`block truncate text-sm ${n.isRead ? 'text-slate-600 dark:text-slate-400' : 'font-medium text-slate-900 dark:text-white'}`}>{n.title}</span>
                    {n.content && <span className="mt-0.5 line-clamp-2 block text-xs text-slate-500 dark:text-slate-400">{n.content}</span>}
                    <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">{relativeTime(n.createdAt, t, lang)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" onClick={onViewAll} className="border-t border-slate-200 px-4 py-2.5 text-center text-sm font-medium text-brand-600 hover:bg-slate-50 dark:border-slate-700 dark:text-brand-100 dark:hover:bg-slate-800">
        {t('nav.notifications.viewAll')}
      </button>
    </div>
  );
}
