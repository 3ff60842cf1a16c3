// Register modal: phone or e-mail tab, code, agreement, slider captcha; success logs in (spec 1 §2, §4, §5).
import { FormProvider, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TabGroup, TabList } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { setSession } from '@runtime/auth';
import { toast } from '@runtime/toast';
import { closeAuthDialog, openLogin } from '@runtime/authDialogs';
import { register } from './api';
import { registerRules, type RegisterMode } from './rules';
import { RegisterFields } from './RegisterFields';
import { AuthModal, AuthTab, CaptchaField, FormEnd, tabListClass } from './ui';
import { useAuthForm } from './useAuthForm';

export interface RegisterValues {
  registerMode: RegisterMode;
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
  email: string;
  verificationCode: string;
  agreedToTerms: boolean;
  captchaToken: string;
}
const MODES: RegisterMode[] = ['phone', 'email'];
const EMPTY: RegisterValues = { registerMode: 'phone', username: '', password: '', confirmPassword: '', phone: '', email: '', verificationCode: '', agreedToTerms: false, captchaToken: '' };

// only the chosen mode's recipient is validated and sent
const resolver: Resolver<RegisterValues> = (values, ctx, opts) =>
  zodResolver(registerRules(values.registerMode))(values, ctx, opts as never) as never;

export interface RegisterDialogProps {
  open: boolean;
  onClose?: () => void;
  /** "Log in" link; opens the login dialog by default */
  onSwitch?: () => void;
  initialMode?: RegisterMode;
}

export function RegisterDialog({ open, onClose = closeAuthDialog, onSwitch = openLogin, initialMode }: RegisterDialogProps) {
  const { t } = useTranslation();
  return (
    <AuthModal open={open} onClose={onClose} title={t('register.title')} subtitle={t('register.subtitle')} testId="register-dialog" closeLabel={t('register.close')}>
      <RegisterForm onDone={onClose} onSwitch={onSwitch} initialMode={initialMode} />
    </AuthModal>
  );
}

function RegisterForm({ onDone, onSwitch, initialMode = 'phone' }: { onDone: () => void; onSwitch: () => void; initialMode?: RegisterMode }) {
  const { t } = useTranslation();
  const { form, submit, tab, chooseTab, failure, captchaKey, captchaPassed, captchaExpired } = useAuthForm({
    resolver, empty: EMPTY, tabField: 'registerMode', tabs: MODES, initialTab: initialMode,
    failureOnlyWithoutFieldErrors: true,
    failedKey: 'auth.register.failed',
    send: async (values) => {
      const session = await register({ ...values, role: 'ORGANIZER', agreedToTerms: true });
      toast.success(t('auth.register.ok'));
      setSession(session, false); // registered means logged in
      onDone();
    },
  });
  const { formState } = form;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid="register-form">
        <TabGroup selectedIndex={tab} onChange={chooseTab}>
          <TabList className={tabListClass}>
            <AuthTab testId="register-tab-phone">{t('register.tabs.phone')}</AuthTab>
            <AuthTab testId="register-tab-email">{t('register.tabs.email')}</AuthTab>
          </TabList>
        </TabGroup>
        <RegisterFields />
        <CaptchaField testId="register-captcha-error" resetKey={captchaKey} error={formState.errors.captchaToken} onVerified={captchaPassed} onExpired={captchaExpired} />
        <FormEnd name="register" failure={failure} busy={formState.isSubmitting} question={t('register.haveAccount')}
          switchText={t('register.toLogin')} switchTestId="register-to-login" onSwitch={onSwitch} />
      </form>
    </FormProvider>
  );
}
