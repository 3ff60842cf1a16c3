// The participant login's code tab: a phone or an e-mail, the slider captcha that lets a code be sent,
// the code. The server counts the code's tries (five, then a new code) and keeps the send limits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { ErrorText, SubmitButton, TextField } from '../auth/ui';
import { SliderCaptcha } from '../auth/SliderCaptcha';
import { SendCodeButton } from '../auth/SendCodeButton';
import { loginParticipantByCode, type Participant } from './api';
import { useFields } from './useFields';

const PHONE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

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
    if (!/^\d{6}$/.test(String(f.values.verificationCode))) problems.verificationCode = f.values.verificationCode ? 'auth.verificationCode.pattern' : 'participantAccount.ui.codeRequired';
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
      <TextField label={ui('codeRecipient')} testId="participant-code-recipient" autoComplete="username" {...f.bind('recipient')} error={recipientError} />
      <div className="mb-3">
        <SliderCaptcha onVerified={setCaptchaToken} onExpired={() => setCaptchaToken('')} />
      </div>
      <TextField label={ui('code')} placeholder={ui('codePlaceholder')} testId="participant-code" inputMode="numeric" maxLength={6} autoComplete="one-time-code"
        {...f.bind('verificationCode')}
        trailing={<SendCodeButton recipient={recipient} type={recipient.includes('@') ? 'email' : 'phone'} captchaToken={captchaToken} testId="participant-code-send"
          validate={() => !recipientProblem()} onProblem={(_, message) => toast.warning(message)} />} />
      <p className="mb-3 text-xs text-gray-500 dark:text-gray-400" data-testid="participant-code-hint">{ui('codeCreates')}</p>
      <ErrorText testId="participant-code-failure" text={f.failure} />
      <SubmitButton testId="participant-code-submit" busy={f.busy}>{ui('login')}</SubmitButton>
    </form>
  );
}
