// A user's notifications as a plain view: a page of them with unread marks, relative times and
// categories, mark one or all read, pages, and (for super admins) a send-new button.
import { useTranslation } from 'react-i18next';
import { useText, type Text } from '@renderers/site';
import { buttonCls } from '../../form/theme/cls';
import { enumLabel } from '../../form/theme/labels';
import { Pager } from '../../table/Pager';
import { ConsoleIcon } from '../../console/icons';
import { relativeTime } from '../../layout/navbar/relativeTime';
import { badgeCls } from '../lib';

export interface InboxItem { id: number; title: string; content?: string | null; category?: string; createdAt?: string; isRead?: boolean }

export interface InboxViewProps {
  title: Text;
  subtitle?: Text;
  items: InboxItem[];
  state: 'loading' | 'error' | 'ready';
  errorText?: string;
  unread: number;
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
  onRead: (n: InboxItem) => void;
  onReadAll: () => void;
  onSend?: () => void;
  /** fixed "now" (stories) */
  now?: number;
  /** the page's own heading (a page of its own); inside a console, whose header holds the <h1>, an h2 */
  heading?: 'h1' | 'h2';
}

const TONE: Record<string, string> = { MEETING: 'brand', SYSTEM: 'slate', SECURITY: 'amber', FEATURE: 'green', URGENT: 'rose' };

export function InboxView(p: InboxViewProps) {
  const { t, i18n } = useTranslation();
  const tx = useText();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const message = p.state === 'loading' ? t('http.loading') : p.state === 'error' ? p.errorText : !p.items.length ? t('nav.notifications.empty') : null;
  const Heading = p.heading ?? 'h2';
  return (
    <section className="space-y-4" data-testid="notification-inbox">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading className="text-xl font-semibold text-slate-900 dark:text-white">{tx(p.title)}</Heading>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {p.subtitle ? `${tx(p.subtitle)} · ` : ''}<span data-testid="inbox-unread">{t('notifications.inbox.unread', { count: p.unread })}</span>
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={buttonCls('secondary')} onClick={p.onReadAll} disabled={p.unread <= 0} data-testid="inbox-read-all">{t('nav.notifications.readAll')}</button>
          {p.onSend && (
            <button type="button" className={buttonCls('primary')} onClick={p.onSend} data-testid="open-send">
              <ConsoleIcon name="plus" className="h-4 w-4" />{t('notifications.actions.sendNew')}
            </button>
          )}
        </div>
      </header>
      <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        {message ? (
          <p role={p.state === 'error' ? 'alert' : 'status'} className={`p-10 text-center text-sm ${p.state === 'error' ? 'text-rose-600 dark:text-rose-400' : 'text-slate-500 dark:text-slate-400'}`}>{message}</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {p.items.map((n) => (
              <li key={n.id} data-notification={n.id} data-read={n.isRead ? 'true' : 'false'} className={`flex gap-3 px-5 py-4 ${n.isRead ? '' : 'bg-brand-50/40 dark:bg-brand-500/5'}`}>
                <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${n.isRead ? 'bg-transparent' : 'bg-brand-500'}`} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className={`min-w-0 break-words text-sm ${n.isRead ? 'text-slate-700 dark:text-slate-300' : 'font-semibold text-slate-900 dark:text-white'}`}>{n.title}</p>
                    {n.category && <span className={badgeCls(TONE[n.category])}>{enumLabel(t, 'notification.category', n.category)}</span>}
                  </div>
                  {n.content && <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-500 dark:text-slate-400">{n.content}</p>}
                  <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400" title={n.createdAt}>{relativeTime(n.createdAt, t, lang, p.now)}</p>
                </div>
                {!n.isRead && (
                  <button type="button" onClick={() => p.onRead(n)} className="h-fit shrink-0 rounded-md px-2 py-1 text-sm text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15">
                    {t('notifications.inbox.markRead')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pager page={p.page} pageSize={p.pageSize} total={p.total} onPage={p.onPage} />
      </div>
    </section>
  );
}
