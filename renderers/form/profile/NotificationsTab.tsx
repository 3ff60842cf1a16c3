// The user's own notifications, a page at a time, newest first: open one to mark it read, or mark
// all read. Every bell and list of the user is revalidated after a change.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPath, mutateSource, useDataSource } from '@runtime/data';
import { request, type Method } from '@runtime/http';
import { relativeTime } from '@renderers/layout/navbar/relativeTime';
import { Pager } from '../../table/Pager';
import { buttonCls, cx } from '../theme/cls';
import type { NotificationsConfig } from './config';
import { SectionCard } from './SectionCard';

export interface Note { id: number; title: string; content?: string | null; createdAt?: string; isRead?: boolean }

const errorKey = (status?: number) =>
  status === 401 ? 'nav.notifications.errors.expired' : status === 403 ? 'nav.notifications.errors.forbidden' : 'nav.notifications.errors.load';

export function NotificationsTab({ cfg, userId, items }: { cfg: NotificationsConfig; userId?: number | null; items?: Note[] }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const ds = useDataSource<Note>(items || !userId ? null : (cfg.source as never), { userId, page: page - 1, size: cfg.pageSize });
  const list = items ?? ds.list;
  const total = items ? items.length : ds.total;
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  // every source of this user (the bells too): the screen's `refresh` prefix with the user filled in
  const userPath = fillPath(cfg.refresh, { userId })?.path;
  const refresh = () => Promise.all([ds.mutate(), userPath && mutateSource(userPath)]);
  const call = async (c: NotificationsConfig['read'], params: Record<string, unknown>) => {
    const f = fillPath(c.path, { userId, ...params });
    // a failed mark-read is only logged (spec 1 §8)
    if (f) await request((c.method ?? 'PUT') as Method, f.path).catch((e) => console.warn(e));
    await refresh();
  };

  if (!userId && !items) return <p role="alert" className="p-6 text-sm text-red-600 dark:text-red-400">{t('console.personal.notifications.loginFirst')}</p>;
  const unread = list.filter((n) => !n.isRead).length;
  const state = !items && ds.isLoading && !list.length ? 'loading' : !items && ds.error && !list.length ? 'error' : !list.length ? 'empty' : null;
  return (
    <SectionCard testId="my-notifications" title={t('console.personal.notifications.title')} hint={unread ? t('console.personal.notifications.unreadCount', { count: unread }) : undefined}
      action={<button type="button" data-testid="notifications-read-all" className={buttonCls('secondary')} disabled={!unread} onClick={() => call(cfg.readAll, {})}>{t('console.personal.notifications.readAll')}</button>}>
      {state ? (
        <p role={state === 'error' ? 'alert' : 'status'} className={cx('py-8 text-center text-sm', state === 'error' ? 'text-red-600 dark:text-red-400' : 'text-gray-500 dark:text-gray-400')}>
          {state === 'error' ? t(errorKey(ds.error?.status)) : t(`console.personal.notifications.${state}`)}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200 dark:divide-gray-800 dark:border-gray-700">
          {list.map((n) => (
            <li key={n.id} data-note={n.id} data-read={n.isRead ? '1' : '0'} className="flex gap-3 px-4 py-3">
              <span aria-hidden="true" className={cx('mt-1.5 h-2 w-2 shrink-0 rounded-full', n.isRead ? 'bg-transparent' : 'bg-brand-500')} />
              <div className="min-w-0 flex-1">
                <p className={cx('text-sm', n.isRead ? 'text-gray-600 dark:text-gray-400' : 'font-semibold text-gray-900 dark:text-gray-100')}>{n.title}</p>
                {n.content && <p className="mt-1 whitespace-pre-line text-sm text-gray-600 dark:text-gray-300">{n.content}</p>}
                <p className="mt-1 text-xs text-gray-400">
                  {relativeTime(n.createdAt, t, lang)} · {t(n.isRead ? 'console.personal.notifications.read' : 'console.personal.notifications.unread')}
                </p>
              </div>
              {!n.isRead && (
                <button type="button" data-testid={`mark-read-${n.id}`} className="shrink-0 self-start text-sm font-medium text-brand-600 hover:underline dark:text-brand-100" onClick={() => call(cfg.read, { id: n.id })}>
                  {t('console.personal.notifications.markRead')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={cfg.pageSize} total={total} onPage={setPage} />
    </SectionCard>
  );
}
