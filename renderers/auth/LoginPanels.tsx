// The three login tabs' fields; they read the dialog's form through react-hook-form's context.
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from './SendCodeButton';
import { TextField, useErrorText } from './ui';
import type { LoginValues } from './LoginDialog';

function useFields() {
  const { t } = useTranslation();
  const form = useFormContext<LoginValues>();
  const errorText = useErrorText();
  const err = (name: keyof LoginValues) => errorText(form.formState.errors[name]);
  return { t, form, err };
}

export function AccountPanel() {
  const { t, form, err } = useFields();
  return (
    <>
      <TextField label={t('login.account')} placeholder={t('login.accountPlaceholder')} testId="login-account" autoComplete="username"
        error={err('account')} {...form.register('account')} />
      <TextField label={t('login.password')} placeholder={t('login.passwordPlaceholder')} testId="login-password" type="password"
        autoComplete="current-password" error={err('password')} {...form.register('password')} />
    </>
  );
}

export function PhonePanel() {
  const { t, form, err } = useFields();
  const [phone, captchaToken] = useWatch({ control: form.control, name: ['phone', 'captchaToken'] });
  const problem = (field: 'recipient' | 'captcha', message: string) =>
    form.setError(field === 'recipient' ? 'phone' : 'captchaToken', { type: 'server', message });
  return (
    <>
      <TextField label={t('login.phone')} placeholder={t('login.phonePlaceholder')} testId="login-phone" type="tel" inputMode="numeric"
        autoComplete="tel" error={err('phone')} {...form.register('phone')} />
      <TextField label={t('login.code')} placeholder={t('login.codePlaceholder')} testId="login-code" inputMode="numeric" maxLength={6}
        autoComplete="one-time-code" error={err('verificationCode')} {...form.register('verificationCode')}
        trailing={<SendCodeButton recipient={phone ?? ''} type="phone" captchaToken={captchaToken} testId="login-send-code"
          validate={() => form.trigger('phone')} onProblem={problem} />} />
    </>
  );
}

export function SubAccountPanel() {
  const { t, form, err } = useFields();
  return (
    <>
      <TextField label={t('login.masterAccount')} placeholder={t('login.masterAccountPlaceholder')} testId="login-master-account"
        error={err('masterAccount')} {...form.register('masterAccount')} />
      <TextField label={t('login.subAccount')} placeholder={t('login.subAccountPlaceholder')} testId="login-sub-account"
        error={err('subAccount')} {...form.register('subAccount')} />
      <TextField label={t('login.authToken')} placeholder={t('login.authTokenPlaceholder')} testId="login-auth-token" type="password"
        autoComplete="off" error={err('authToken')} {...form.register('authToken')} />
    </>
  );
}
