// The logged-in visitor's menu on a meeting site (spec 2.3): profile, register now, logout (asked
// first). Logged out: login and register buttons.
import { useState, useSyncExternalStore } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { getParticipantSession } from '@runtime/participants';
import { logoutParticipant } from './api';
import { startRegistration } from './startRegistration';
import { DialogButton, SmallDialog } from './SmallDialog';
import { ParticipantNotificationBell } from './NotificationBell';
import { openParticipantLogin, openParticipantRegister, useParticipantDialog } from './store';

const itemCls = 'block w-full px-4 py-2 text-left text-sm text-gray-700 data-focus:bg-gray-100 dark:text-gray-200 dark:data-focus:bg-gray-800';

/** the stored login, re-read when a dialog closes (a login just happened) or after logout */
function useSession(meetingId: number | string, tick: number) {
  const dialog = useParticipantDialog();
  return useSyncExternalStore(
    (l) => (window.addEventListener('storage', l), () => window.removeEventListener('storage', l)),
    () => JSON.stringify(getParticipantSession(meetingId)?.userInfo ?? null) + dialog + tick,
  );
}

export function ParticipantUserMenu({ meetingId, navigate = (p) => window.location.assign(p) }: { meetingId: number | string; navigate?: (path: string) => void }) {
  const { t } = useTranslation();
  const ui = (k: string) => t(`participantAccount.ui.${k}`);
  const [tick, setTick] = useState(0);
  const [asking, setAsking] = useState(false);
  useSession(meetingId, tick);
  const session = getParticipantSession(meetingId);
  if (!session) {
    return (
      <span className="inline-flex shrink-0 gap-2 whitespace-nowrap" data-testid="participant-guest">
        <button type="button" data-testid="participant-open-login" onClick={openParticipantLogin} className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-black/5 dark:hover:bg-white/10">{ui('login')}</button>
        <button type="button" data-testid="participant-open-register" onClick={openParticipantRegister} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">{ui('register')}</button>
      </span>
    );
  }
  const name = String(session.userInfo.name || session.userInfo.username || '');
  return (
    <>
      <span className="inline-flex items-center gap-1">
      <ParticipantNotificationBell meetingId={meetingId} />
      <Menu as="div" className="relative inline-block text-left">
        <MenuButton data-testid="participant-menu" aria-label={name} className="inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm font-medium hover:bg-black/5 dark:hover:bg-white/10">
          <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-xs text-white">{name.slice(0, 1).toUpperCase()}</span>
          {/* on a phone the initial is the menu (the bar has the meeting's name to show) */}
          <span className="hidden max-w-[8rem] truncate sm:inline">{name}</span>
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-50 mt-1 w-44 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/10 focus:outline-none dark:bg-gray-900 dark:ring-white/10">
          <MenuItem><button type="button" data-testid="participant-menu-profile" className={itemCls} onClick={() => navigate(`/participant-center/${meetingId}`)}>{ui('profile')}</button></MenuItem>
          <MenuItem><button type="button" data-testid="participant-menu-register" className={itemCls} onClick={() => void startRegistration(meetingId)}>{ui('registerNow')}</button></MenuItem>
          <MenuItem><button type="button" data-testid="participant-menu-logout" className={itemCls} onClick={() => setAsking(true)}>{ui('logout')}</button></MenuItem>
        </MenuItems>
      </Menu>
      </span>
      <SmallDialog open={asking} onClose={() => setAsking(false)} title={ui('logout')} testId="participant-logout-confirm"
        actions={<>
          <DialogButton testId="participant-logout-cancel" onClick={() => setAsking(false)}>{ui('cancel')}</DialogButton>
          <DialogButton primary testId="participant-logout-ok" onClick={() => (logoutParticipant(meetingId), setAsking(false), setTick((x) => x + 1))}>{ui('confirm')}</DialogButton>
        </>}>
        {ui('logoutConfirm')}
      </SmallDialog>
    </>
  );
}
