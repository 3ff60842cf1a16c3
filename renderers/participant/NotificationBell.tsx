// The logged-in participant's notification centre on a meeting's site (spec 3 §2.3): a bell with
// the unread count; the newest ten in a panel, read one by one or all at once.
import { useCallback, useEffect, useState } from 'react';
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { participantNotifications, readAllNotifications, readNotification, type ParticipantNotification } from './api';

export function ParticipantNotificationBell({ meetingId }: { meetingId: number | string }) {
  const { t } = useTranslation();
  const ui = (k: string) => t(`participantAccount.ui.${k}`);
  const [items, setItems] = useState<ParticipantNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const load = useCallback(() => participantNotifications(meetingId).then((d) => (setItems(d.content), setUnread(d.unread)), () => undefined), [meetingId]);
  useEffect(() => void load(), [load]);
  const read = async (n: ParticipantNotification) => {
    if (!n.isRead) await readNotification(meetingId, n.id).catch(() => undefined);
    await load();
  };
  return (
    // not anchored (portalled): a portalled panel brings Headless UI's aria-hidden focus sentinels, which axe
    // refuses. Placed under the bell from sm up; on a phone across the header's width, under it.
    <Popover className="sm:relative">
      <PopoverButton data-testid="participant-bell" aria-label={unread > 0 ? `${ui('notifications')} ${unread}` : ui('notifications')} onClick={() => void load()}
        className="relative rounded-full p-1.5 hover:bg-black/5 dark:hover:bg-white/10">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
        </svg>
        {unread > 0 && <span data-testid="participant-bell-count" className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-rose-500 px-1 text-[10px] leading-4 text-white">{unread}</span>}
      </PopoverButton>
      <PopoverPanel className="absolute inset-x-2 top-full z-50 mt-1 rounded-lg sm:inset-x-auto sm:right-0 sm:w-72 bg-white p-2 shadow-lg ring-1 ring-black/10 dark:bg-gray-900 dark:ring-white/10">
        <div className="flex items-center justify-between px-2 py-1">
          <span className="text-sm font-medium text-gray-900 dark:text-white">{ui('notifications')}</span>
          <span className="flex items-center gap-2">
            {unread > 0 && <button type="button" className="text-xs text-brand-600 hover:underline dark:text-brand-100" onClick={() => void readAllNotifications(meetingId).then(load)}>{ui('markAllRead')}</button>}
            {/* always something to focus in the panel: without it Headless UI takes the panel for portalled and adds aria-hidden focus sentinels */}
            <CloseButton aria-label={ui('closeNotifications')} className="rounded p-0.5 text-gray-500 hover:bg-gray-100 dark:text-gray-400 dark:hover:bg-gray-800">
              <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden><path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" /></svg>
            </CloseButton>
          </span>
        </div>
        {items.length === 0 && <p className="px-2 py-4 text-center text-sm text-gray-500 dark:text-gray-400">{ui('notificationsEmpty')}</p>}
        <ul className="max-h-80 overflow-y-auto">
          {items.map((n) => (
            <li key={n.id}>
              <button type="button" onClick={() => void read(n)} className="block w-full rounded-md px-2 py-2 text-left hover:bg-gray-50 dark:hover:bg-gray-800">
                <span className={`block text-sm ${n.isRead ? 'text-gray-500 dark:text-gray-400' : 'font-medium text-gray-900 dark:text-white'}`}>{n.title}</span>
                {n.content && <span className="block truncate text-xs text-gray-500 dark:text-gray-400">{n.content}</span>}
                <span className="block text-[11px] text-gray-500 dark:text-gray-400">{new Date(n.createdAt).toLocaleString()}</span>
              </button>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover>
  );
}
