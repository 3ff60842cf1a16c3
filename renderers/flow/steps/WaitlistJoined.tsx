// What the flow shows once the participant joined a sold-out ticket's waiting list (issue 20): their place
// in line and where they will see an offer (their centre; they are also told by notification and e-mail).
import { useTranslation } from 'react-i18next';
import { buttonCls, mutedCls, titleCls } from '../ui';

/** `room`: the line joined is a room type's (its hint says so). */
export function WaitlistJoined({ place, meetingId, room }: { place?: number | null; meetingId?: number | string; room?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-center" data-testid="waitlist-joined" role="status">
      <h2 className={titleCls}>{t('waitlist.joined', { position: place ?? '' })}</h2>
      <p className={mutedCls}>{t(room ? 'waitlist.ui.roomJoinHint' : 'waitlist.ui.joinHint')}</p>
      {meetingId !== undefined && <a className={buttonCls('primary')} href={`/participant-center/${meetingId}`} data-testid="waitlist-center">{t('waitlist.ui.title')}</a>}
    </div>
  );
}
