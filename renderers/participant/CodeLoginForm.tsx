// The participant login's code tab: a phone or an e-mail, the slider captcha that lets a code be sent,
// the code. The server counts the code's tries (five, then a new code) and keeps the send limits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { ErrorText, SubmitButton } from '../auth/ui';
import { SliderCaptcha } from '../auth/SliderCaptcha';
import { RecipientCodeFields } from '../auth/RecipientCodeFields';
import { loginParticipantByCode, type Participant } from './api';
import { codeProblem, EMAIL, PHONE } from './rules';
import { useFields } from './useFields';

export function CodeLoginForm({ meetingId, onLoggedIn }: { meetingId: number | string; onLoggedIn: (p: Participant) => void }) {
  const { t } = useTranslation();
  const ui = (k: string) => t(`participantAccount.ui.${k}`);
  const f = useFields({ recipient: '', verificationCode: '' });
  const [captchaToken, setCaptchaToken] = useState('');
  const recipient = String(f.values.recipient).trim();
  const recipientProblem = () => (!recipient ? 'participantAccount.ui.codeRecipientRequired' : PHONE.test(recipient) || EMAIL.test(recipient) ? undefined : 'participantAccount.ui.codeRecipientInvalid');

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    const r = recipientProblem();
    if (r) problems.recipient = r;
    const c = codeProblem(f.values.verificationCode);
    if (c) problems.verificationCode = c;
    void f.submit(problems, async () => {
      const { participant: p, created } = await loginParticipantByCode(recipient, String(f.values.verificationCode), meetingId);
      toast.success(t(created ? 'participantAccount.createdByCode' : 'participantAccount.loggedIn'));
      f.reset();
      onLoggedIn(p);
    }, 'participantAccount.ui.loginFailed');
  };
  // the server names the phone or e-mail field; this form has one field for both
  const recipientError = f.errors.recipient || f.errors.phone || f.errors.email || undefined;

  return (
    <form noValidate onSubmit={onSubmit} data-testid="participant-code-login">
      <RecipientCodeFields kind="either" recipient={recipient} captchaToken={captchaToken} recipientField={{ ...f.bind('recipient'), error: recipientError }}
        codeField={f.bind('verificationCode')} validate={() => {
          const key = recipientProblem();
          if (key) f.fail('recipient', key);
          return !key;
        }} onProblem={(which, message) => (which === 'recipient' ? f.fail('recipient', message) : toast.warning(message))}
        testIds={{ recipient: 'participant-code-recipient', code: 'participant-code', send: 'participant-code-send' }}>
        <div className="mb-3">
          <SliderCaptcha onVerified={setCaptchaToken} onExpired={() => setCaptchaToken('')} />
        </div>
      </RecipientCodeFields>
      <p className="mb-3 text-xs text-gray-500 dark:text-gray-400" data-testid="participant-code-hint">{ui('codeCreates')}</p>
      <ErrorText testId="participant-code-failure" text={f.failure} />
      <SubmitButton testId="participant-code-submit" busy={f.busy}>{ui('login')}</SubmitButton>
    </form>
  );
}
