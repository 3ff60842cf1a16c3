// Register modal: phone or e-mail tab, code, agreement, slider captcha; success logs in (spec 1 §2, §4, §5).
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TabGroup, TabList } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { setSession } from '@runtime/auth';
import { toast } from '@runtime/toast';
import { closeAuthDialog, openLogin } from '@runtime/authDialogs';
import { errorText, fieldProblems, register } from './api';
import { registerRules, type RegisterMode } from './rules';
import { SliderCaptcha } from './SliderCaptcha';
import { RegisterFields } from './RegisterFields';
import { AuthModal, AuthTab, ErrorText, SubmitButton, linkClass, tabListClass, useErrorText } from './ui';

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
  const form = useForm<RegisterValues>({ resolver, defaultValues: { ...EMPTY, registerMode: initialMode } });
  const { handleSubmit, setValue, setError, clearErrors, formState } = form;
  const errText = useErrorText();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [failure, setFailure] = useState('');
  const [tab, setTab] = useState(MODES.indexOf(initialMode));

  const chooseTab = (i: number) => {
    setTab(i);
    setValue('registerMode', MODES[i]);
    clearErrors();
    setFailure('');
  };

  const submit = handleSubmit(async (values) => {
    setFailure('');
    try {
      const session = await register({ ...values, role: 'ORGANIZER', agreedToTerms: true });
      toast.success(t('auth.register.ok'));
      setSession(session, false); // registered means logged in
      onDone();
    } catch (e) {
      let shown = 0;
      for (const p of fieldProblems(e)) {
        const name = p.path.replace(/^\//, '') as keyof RegisterValues;
        if (!(name in EMPTY)) continue;
        setError(name, { type: 'server', message: p.message });
        shown++;
      }
      if (!shown) {
        const msg = errorText(e, t, 'auth.register.failed');
        setFailure(msg);
        toast.error(msg);
      }
      // a pass token may be spent or stale: start the captcha again
      setValue('captchaToken', '');
      setCaptchaKey((k) => k + 1);
    }
  });

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
        <div className="mb-3">
          <SliderCaptcha key={captchaKey} onVerified={(tok) => { setValue('captchaToken', tok); clearErrors('captchaToken'); }}
            onExpired={() => setValue('captchaToken', '')} />
          <ErrorText testId="register-captcha-error" text={errText(formState.errors.captchaToken)} />
        </div>
        <ErrorText testId="register-error" text={failure} />
        <SubmitButton testId="register-submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('register.submitting') : t('register.submit')}
        </SubmitButton>
        <p className="mt-4 text-center text-sm text-gray-600 dark:text-gray-400">
          {t('register.haveAccount')}{' '}
          <button type="button" data-testid="register-to-login" className={linkClass} onClick={onSwitch}>{t('register.toLogin')}</button>
        </p>
      </form>
    </FormProvider>
  );
}
