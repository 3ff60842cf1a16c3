// "Get code": needs a recipient and a passed captcha, then a countdown (60 s, or the server's cooldown).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { errorText, sendCode, type CodeType } from './api';

export const CODE_COOLDOWN_S = 60;

export interface SendCodeButtonProps {
  recipient: string;
  type: CodeType;
  captchaToken?: string | null;
  /** Extra check of the recipient field (e.g. react-hook-form's trigger); false stops the send. */
  validate?: () => boolean | Promise<boolean>;
  /** Called with a problem instead of a toast (field 'recipient' or 'captcha'). */
  onProblem?: (field: 'recipient' | 'captcha', message: string) => void;
  testId?: string;
  className?: string;
}

export function SendCodeButton({ recipient, type, captchaToken, validate, onProblem, testId = 'send-code', className = '' }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const problem = (field: 'recipient' | 'captcha', message: string) =>
    onProblem ? onProblem(field, message) : toast.warning(message);

  const send = async () => {
    const to = recipient.trim();
    if (!to) return problem('recipient', t(type === 'email' ? 'auth.email.required' : 'auth.phone.required'));
    if (validate && !(await validate())) return;
    if (!captchaToken) return problem('captcha', t('auth.captcha.required'));
    setSending(true);
    try {
      const answer = await sendCode(to, type, captchaToken);
      toast.success(t('auth.sendCode.ok'));
      setLeft(Number(answer?.cooldown) > 0 ? Number(answer?.cooldown) : CODE_COOLDOWN_S);
    } catch (e) {
      toast.error(errorText(e, t, 'auth.sendCode.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" onClick={send} disabled={sending || left > 0} data-testid={testId} aria-live="polite"
      className={`shrink-0 whitespace-nowrap rounded-md border border-brand-500 px-3 text-sm font-medium text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-400 dark:text-brand-100 dark:hover:bg-brand-500/15 dark:disabled:border-gray-600 dark:disabled:text-gray-500 ${className}`}>
      {left > 0 ? t('login.sendCode.resend', { seconds: left }) : sending ? t('login.sendCode.sending') : t('login.sendCode.get')}
    </button>
  );
}
