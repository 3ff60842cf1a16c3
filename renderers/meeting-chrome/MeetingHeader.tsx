// The meeting frame's header as the app draws it (a lazy chunk: the participant menu and dialogs come
// with it, never with the platform's pages): the data, the participant's menu and dialogs, the toggles.
import { useNavigate } from 'react-router';
import { useLang } from '@runtime/i18n';
import { useTheme } from '@runtime/theme';
import { ThemeToggle } from '../layout/navbar/ToggleButtons';
import { ParticipantAuthDialogs, ParticipantUserMenu, openParticipantLogin, openParticipantRegister } from '../participant';
import { useMeetingChrome } from './data';
import { MeetingHeaderView } from './MeetingHeaderView';
import { HEADER_PLACEHOLDER_PX } from './size';
import { MeetingFooter } from './MeetingFooter';

export function HeaderPlaceholder() {
  return <div aria-hidden style={{ height: HEADER_PLACEHOLDER_PX }} />;
}

export function MeetingHeader({ meetingId }: { meetingId: string }) {
  const data = useMeetingChrome(meetingId);
  const navigate = useNavigate();
  const { toggle } = useLang();
  const { theme, toggle: toggleTheme } = useTheme();
  if (!data) return <HeaderPlaceholder />;
  return (
    <>
      <MeetingHeaderView data={data} onLanguage={() => void toggle()} onLogin={openParticipantLogin} onRegister={openParticipantRegister}
        userSlot={<ParticipantUserMenu meetingId={meetingId} navigate={(to) => void navigate(to)} />}
        themeToggle={<ThemeToggle theme={theme} onToggle={toggleTheme} />} />
      <ParticipantAuthDialogs fallback meetingId={meetingId} navigate={(to) => void navigate(to)} />
    </>
  );
}

export function MeetingFooterMount({ meetingId }: { meetingId: string }) {
  return <MeetingFooter data={useMeetingChrome(meetingId)} />;
}
