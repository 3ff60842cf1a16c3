// Login modal: account / phone / sub-account tabs, remember-me, slider captcha (spec 1 §2, §4, §8).
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { setSession } from '@runtime/auth';
import { toast } from '@runtime/toast';
import { closeAuthDialog, openRegister } from '@runtime/authDialogs';
import { errorText, fieldProblems, login } from './api';
import { loginRules, type LoginMethod } from './rules';
import { SliderCaptcha } from './SliderCaptcha';
import { AccountPanel, PhonePanel, SubAccountPanel } from './LoginPanels';
import { AuthModal, AuthTab, CheckField, ErrorText, SubmitButton, linkClass, tabListClass, useErrorText } from './ui';

export interface LoginValues {
  method: LoginMethod;
  account: string;
  password: string;
  phone: string;
  verificationCode: string;
  masterAccount: string;
  subAccount: string;
  authToken: string;
  rememberMe: boolean;
  captchaToken: string;
}
const METHODS: LoginMethod[] = ['account', 'phone', 'subAccount'];
const EMPTY: LoginValues = { method: 'account', account: '', password: '', phone: '', verificationCode: '', masterAccount: '', subAccount: '', authToken: '', rememberMe: false, captchaToken: '' };

// validate only the chosen method's fields; the parsed value is the request body
const resolver: Resolver<LoginValues> = (values, ctx, opts) =>
  zodResolver(loginRules(values.method))(values, ctx, opts as never) as never;

export interface LoginDialogProps {
  open: boolean;
  onClose?: () => void;
  /** "Register" link; opens the register dialog by default */
  onSwitch?: () => void;
  initialMethod?: LoginMethod;
}

export function LoginDialog({ open, onClose = closeAuthDialog, onSwitch = openRegister, initialMethod }: LoginDialogProps) {
  const { t } = useTranslation();
  return (
    <AuthModal open={open} onClose={onClose} title={t('login.title')} subtitle={t('login.subtitle')} testId="login-dialog" closeLabel={t('login.close')}>
      <LoginForm onDone={onClose} onSwitch={onSwitch} initialMethod={initialMethod} />
    </AuthModal>
  );
}

function LoginForm({ onDone, onSwitch, initialMethod = 'account' }: { onDone: () => void; onSwitch: () => void; initialMethod?: LoginMethod }) {
  const { t } = useTranslation();
  const form = useForm<LoginValues>({ resolver, defaultValues: { ...EMPTY, method: initialMethod } });
  const { handleSubmit, setValue, setError, clearErrors, formState } = form;
  const errText = useErrorText();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [failure, setFailure] = useState('');
  const [tab, setTab] = useState(METHODS.indexOf(initialMethod));

  const chooseTab = (i: number) => {
    setTab(i);
    setValue('method', METHODS[i]);
    clearErrors();
    setFailure('');
  };
  const captchaPassed = (token: string) => {
    setValue('captchaToken', token);
    clearErrors('captchaToken');
  };

  const submit = handleSubmit(async (body) => {
    setFailure('');
    try {
      const session = await login(body as unknown as Record<string, unknown>);
      setSession(session, body.rememberMe);
      toast.success(t('auth.login.ok'));
      onDone();
    } catch (e) {
      for (const p of fieldProblems(e)) {
        const name = p.path.replace(/^\//, '') as keyof LoginValues;
        if (name in EMPTY && name !== 'captchaToken') setError(name, { type: 'server', message: p.message });
      }
      const msg = errorText(e, t, 'auth.login.failed');
      setFailure(msg);
      toast.error(msg);
      // a pass token may be spent or stale: start the captcha again
      setValue('captchaToken', '');
      setCaptchaKey((k) => k + 1);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid="login-form">
        <TabGroup selectedIndex={tab} onChange={chooseTab}>
          <TabList className={tabListClass}>
            <AuthTab testId="login-tab-account">{t('login.tabs.account')}</AuthTab>
            <AuthTab testId="login-tab-phone">{t('login.tabs.phone')}</AuthTab>
            <AuthTab testId="login-tab-subAccount">{t('login.tabs.subAccount')}</AuthTab>
          </TabList>
          <TabPanels>
            <TabPanel><AccountPanel /></TabPanel>
            <TabPanel><PhonePanel /></TabPanel>
            <TabPanel><SubAccountPanel /></TabPanel>
          </TabPanels>
        </TabGroup>
        <div className="mb-3">
          <SliderCaptcha key={captchaKey} onVerified={captchaPassed} onExpired={() => setValue('captchaToken', '')} />
          <ErrorText testId="login-captcha-error" text={errText(formState.errors.captchaToken)} />
        </div>
        <div className="mb-3 flex items-center justify-between gap-2">
          <CheckField testId="login-remember" {...form.register('rememberMe')}>{t('login.rememberMe')}</CheckField>
          <button type="button" data-testid="login-forgot" className={`mb-3 text-sm ${linkClass}`} onClick={() => toast.info(t('login.forgotInfo'))}>
            {t('login.forgot')}
          </button>
        </div>
        <ErrorText testId="login-error" text={failure} />
        <SubmitButton testId="login-submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </SubmitButton>
        <p className="mt-4 text-center text-sm text-gray-600 dark:text-gray-400">
          {t('login.noAccount')}{' '}
          <button type="button" data-testid="login-to-register" className={linkClass} onClick={onSwitch}>{t('login.toRegister')}</button>
        </p>
      </form>
    </FormProvider>
  );
}
