// Login modal: account / phone / sub-account tabs, remember-me, slider captcha (spec 1 §2, §4, §8).
import { FormProvider, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { setSession } from '@runtime/auth';
import { toast } from '@runtime/toast';
import { closeAuthDialog, openRegister, openReset } from '@runtime/authDialogs';
import { login } from './api';
import { loginRules, type LoginMethod } from './rules';
import { AccountPanel, PhonePanel, SubAccountPanel } from './LoginPanels';
import { AuthModal, AuthTab, CaptchaField, CheckField, FormEnd, linkClass, tabListClass } from './ui';
import { useAuthForm } from './useAuthForm';

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
  const { form, submit, tab, chooseTab, failure, captchaKey, captchaPassed, captchaExpired } = useAuthForm({
    resolver, empty: EMPTY, tabField: 'method', tabs: METHODS, initialTab: initialMethod,
    notBlamed: ['captchaToken'], // a captcha failure shows in the failure line
    failedKey: 'auth.login.failed',
    send: async (body) => {
      const session = await login(body as unknown as Record<string, unknown>);
      setSession(session, body.rememberMe);
      toast.success(t('auth.login.ok'));
      onDone();
    },
  });
  const { formState } = form;

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
        <CaptchaField testId="login-captcha-error" resetKey={captchaKey} error={formState.errors.captchaToken} onVerified={captchaPassed} onExpired={captchaExpired} />
        <div className="mb-3 flex items-center justify-between gap-2">
          <CheckField testId="login-remember" {...form.register('rememberMe')}>{t('login.rememberMe')}</CheckField>
          <button type="button" data-testid="login-forgot" className={`mb-3 text-sm ${linkClass}`} onClick={openReset}>
            {t('login.forgot')}
          </button>
        </div>
        <FormEnd name="login" failure={failure} busy={formState.isSubmitting} question={t('login.noAccount')}
          switchText={t('login.toRegister')} switchTestId="login-to-register" onSwitch={onSwitch} />
      </form>
    </FormProvider>
  );
}
