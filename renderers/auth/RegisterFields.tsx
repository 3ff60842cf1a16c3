// The register form's fields; the recipient field follows the chosen tab (phone or e-mail).
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecipientCodeFields } from './RecipientCodeFields';
import { limits } from './rules';
import { CheckField, TextField, linkClass, useErrorText } from './ui';
import type { RegisterValues } from './RegisterDialog';

export function RegisterFields() {
  const { t } = useTranslation();
  const form = useFormContext<RegisterValues>();
  const errorText = useErrorText();
  const err = (name: keyof RegisterValues) => errorText(form.formState.errors[name]);
  const [mode, phone, email, captchaToken] = useWatch({ control: form.control, name: ['registerMode', 'phone', 'email', 'captchaToken'] });
  const field = mode === 'email' ? 'email' : 'phone';
  const problem = (which: 'recipient' | 'captcha', message: string) =>
    form.setError(which === 'recipient' ? field : 'captchaToken', { type: 'server', message });
  const name = limits('auth.register', 'username');
  const pw = limits('auth.register', 'password');

  return (
    <>
      <TextField label={t('register.username')} placeholder={t('register.usernamePlaceholder', name)} testId="register-username"
        autoComplete="username" error={err('username')} {...form.register('username')} />
      <RecipientCodeFields kind={field} recipient={(mode === 'email' ? email : phone) ?? ''} captchaToken={captchaToken}
        recipientField={{ error: err(field), ...form.register(field) }} codeField={{ error: err('verificationCode'), ...form.register('verificationCode') }}
        validate={() => form.trigger(field)} onProblem={problem} testIds={{ recipient: `register-${field}`, code: 'register-code', send: 'register-send-code' }} />
      <div className="grid gap-x-3 min-[480px]:grid-cols-2">
        <TextField label={t('register.password')} placeholder={t('register.passwordPlaceholder', pw)} testId="register-password" type="password"
          autoComplete="new-password" error={err('password')} {...form.register('password')} />
        <TextField label={t('register.confirm')} placeholder={t('register.confirmPlaceholder')} testId="register-confirm" type="password"
          autoComplete="new-password" error={err('confirmPassword')} {...form.register('confirmPassword')} />
      </div>
      <CheckField testId="register-agree" error={err('agreedToTerms')} {...form.register('agreedToTerms')}>
        {t('register.agreePrefix')}{' '}
        <a href="/user-agreement" target="_blank" rel="noopener" className={linkClass} data-testid="register-agreement-link">{t('register.agreement')}</a>
        {' '}{t('register.and')}{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener" className={linkClass} data-testid="register-privacy-link">{t('register.privacy')}</a>
      </CheckField>
    </>
  );
}
