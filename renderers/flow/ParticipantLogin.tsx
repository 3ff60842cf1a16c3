// Uploads and the submission need the participant's login for this meeting: a notice that opens the
// site's own participant login and register dialogs (renderers/participant), so the walk stays on the page.
// First offered: a code to the phone or e-mail, which logs in or makes the account on the spot (the
// answers typed so far stay in the flow's draft).
import { useTranslation } from 'react-i18next';
import { openParticipantCodeLogin, openParticipantLogin, openParticipantRegister, ParticipantAuthDialogs } from '../participant';
import { buttonCls, cardCls, cx } from './ui';

export function ParticipantLogin({ meetingId, onDone }: { meetingId: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={cx(cardCls, 'flex flex-wrap items-center justify-between gap-3')} data-testid="flow-login">
      <p className="text-sm text-gray-700 dark:text-gray-200">{t('flowUi.login.needed')}</p>
      <span className="flex gap-2">
        <button type="button" className={buttonCls('primary')} onClick={openParticipantCodeLogin} data-testid="flow-login-code">{t('flowUi.login.byCode')}</button>
        <button type="button" className={buttonCls('secondary')} onClick={openParticipantLogin} data-testid="flow-login-open">{t('flowUi.login.submit')}</button>
        <button type="button" className={buttonCls('secondary')} onClick={openParticipantRegister}>{t('flowUi.login.register')}</button>
      </span>
      <ParticipantAuthDialogs meetingId={meetingId} onLoggedIn={onDone} />
    </div>
  );
}
