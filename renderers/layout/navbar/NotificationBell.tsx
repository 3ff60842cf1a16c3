// The logged-in user's bell: unread count polled every 30 s, and a 400 px panel of the 10 latest.
// Loaded only for a signed-in user (the connected Navbar imports it lazily).
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiSource, mutateSource, useDataSource } from '@runtime/data';
import { api, apiPath } from '@runtime/api';
import { BellButton } from './BellButton';
import { NotificationList, type NotificationItem } from './NotificationList';

const UNREAD = apiSource('getNotificationsUserByUserIdUnreadCount');
const DETAILS = apiSource('getNotificationsUserByUserIdDetails', { params: { page: 0, size: 10 }, listPath: 'content' });
export const POLL_MS = 30_000;

function Panel({ userId, close }: { userId: number; close: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { list, error, isLoading } = useDataSource<NotificationItem>(DETAILS, { userId });
  // both sources of this user: their paths share all but the last segment
  const refresh = () => mutateSource(apiPath('getNotificationsUserByUserIdUnreadCount', { userId }).replace(/[^/]+$/, ''));
  const status = error?.status;
  const errorText = status === 401 ? t('nav.notifications.errors.expired') : status === 403 ? t('nav.notifications.errors.forbidden') : t('nav.notifications.errors.load');

  const open = async (n: NotificationItem) => {
    // a failed mark-read is only logged (spec 1 §8)
    if (!n.isRead) await api('putNotificationsUserByUserIdReadByNotificationId', { params: { userId, notificationId: n.id } }).catch((e) => console.warn(e));
    refresh();
  };
  const readAll = async () => {
    await api('putNotificationsUserByUserIdReadAll', { params: { userId } }).catch((e) => console.warn(e));
    refresh();
  };
  return (
    <NotificationList
      items={list}
      state={error ? 'error' : isLoading ? 'loading' : 'ready'}
      errorText={errorText}
      onOpen={open}
      onReadAll={readAll}
      onViewAll={() => {
        close();
        navigate('/notifications');
      }}
    />
  );
}

export function NotificationBell({ userId }: { userId: number }) {
  const unread = useDataSource(UNREAD, { userId }, { refreshInterval: POLL_MS, keepPreviousData: false });
  const count = Math.max(0, Number(unread.data) || 0);
  return (
    // not anchored (portalled): a portalled panel brings Headless UI's aria-hidden focus sentinels, which axe
    // refuses. Placed under the bell from sm up; on a phone across the sticky header's width, under it.
    <Popover className="sm:relative">
      <PopoverButton as={BellButton} count={count} />
      <PopoverPanel className="absolute inset-x-2 top-full z-50 mt-2 rounded-xl sm:inset-x-auto sm:right-0 sm:w-[400px] bg-white shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
        {({ close }) => <Panel userId={userId} close={close} />}
      </PopoverPanel>
    </Popover>
  );
}

export default NotificationBell;
