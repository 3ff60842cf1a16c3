// Before the flow chooser (spec 3 §5): phone, e-mail, gender, workplace and position must be filled
// in; otherwise 立即完善 (to the participant centre's edit form) or 稍后再说 (an info message).
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { DialogButton, SmallDialog } from './SmallDialog';
import { closeParticipantDialog } from './store';
import { labelOfField } from './profileFields';

export function ProfileCheckDialog({ open, missing, onCompleteNow }: { open: boolean; missing: string[]; onCompleteNow: () => void }) {
  const { t } = useTranslation();
  const ui = (k: string, p?: Record<string, unknown>) => t(`participantAccount.ui.${k}`, p);
  const later = () => {
    closeParticipantDialog();
    toast.info(ui('laterInfo'));
  };
  const fields = missing.map((f) => labelOfField(t, f)).join(t('participantAccount.ui.listSeparator', { defaultValue: '、' }));
  return (
    <SmallDialog open={open} onClose={later} title={ui('completeTitle')} testId="participant-profile-check"
      actions={<>
        <DialogButton testId="participant-profile-later" onClick={later}>{ui('later')}</DialogButton>
        <DialogButton primary testId="participant-profile-complete" onClick={() => (closeParticipantDialog(), onCompleteNow())}>{ui('completeNow')}</DialogButton>
      </>}>
      {ui('completeMessage', { fields })}
    </SmallDialog>
  );
}
