// Forgot password: a code to the account's phone or e-mail, then a new password twice (issue 16 item 3).
// One dialog for organizers and for a meeting's participants: each passes its request schema (the
// rules and limits come from it, as the server's) and its call; success ends every session of the
// account on the server and returns to the login.
import { FormProvider, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TabGroup, TabList } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { http } from '@runtime/http';
import { api, type BodyOf } from '@runtime/api';
import { toast } from '@runtime/toast';
import { RecipientCodeFields } from './RecipientCodeFields';
import { limits, resetRules, type RegisterMode, type ResetSchemaId } from './rules';
import { AuthModal, AuthTab, CaptchaField, FormEnd, TextField, tabListClass, useErrorText } from './ui';
import { useAuthForm } from './useAuthForm';

export interface ResetValues {
  mode: RegisterMode;
  phone: string;
  email: string;
  verificationCode: string;
  password: string;
  confirmPassword: string;
  captchaToken: string;
}
const MODES: RegisterMode[] = ['phone', 'email'];
const EMPTY: ResetValues = { mode: 'phone', phone: '', email: '', verificationCode: '', password: '', confirmPassword: '', captchaToken: '' };

export interface ResetPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** "Back to log in" and where success leads */
  onBack: () => void;
  schemaId: ResetSchemaId;
  /** the reset call; `url` for callers that still name a path */
  operation?: 'postAuthResetPassword' | 'postParticipantsResetPassword';
  url?: string;
  /** more of the body (a participant's meeting) */
  extra?: Record<string, unknown>;
  /** the success message's key */
  okKey: string;
  /** test id prefix */
  name?: string;
}

export function ResetPasswordDialog({ open, onClose, name = 'reset', ...rest }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <AuthModal open={open} onClose={onClose} title={t('login.reset.title')} subtitle={t('login.reset.subtitle')} testId={`${name}-dialog`} closeLabel={t('login.close')}>
      <ResetForm name={name} {...rest} />
    </AuthModal>
  );
}

function ResetForm({ name, onBack, schemaId, operation, url, extra, okKey }: Omit<ResetPasswordDialogProps, 'open' | 'onClose'> & { name: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver: Resolver<ResetValues> = (values, ctx, opts) => zodResolver(resetRules(schemaId, values.mode))(values, ctx, opts as never) as never;
  const { form, submit, tab, chooseTab, failure, captchaKey, captchaPassed, captchaExpired } = useAuthForm({
    resolver, empty: EMPTY, tabField: 'mode', tabs: MODES, initialTab: 'phone',
    failureOnlyWithoutFieldErrors: true,
    failedKey: 'login.reset.failed',
    send: async (values) => {
      const recipient = values.mode === 'phone' ? { phone: values.phone } : { email: values.email };
      const body = { mode: values.mode, ...recipient, verificationCode: values.verificationCode, password: values.password, confirmPassword: values.confirmPassword, captchaToken: values.captchaToken || undefined, ...extra };
      await (operation ? api(operation, { body: body as BodyOf<typeof operation> }) : http.post(url!, body));
      toast.success(t(okKey));
      onBack();
    },
  });
  const { formState } = form;
  const err = (field: keyof ResetValues) => errorText(formState.errors[field]);
  const [mode, phone, email, captchaToken] = useWatch({ control: form.control, name: ['mode', 'phone', 'email', 'captchaToken'] });
  const field = mode === 'email' ? 'email' : 'phone';
  const problem = (which: 'recipient' | 'captcha', message: string) => form.setError(which === 'recipient' ? field : 'captchaToken', { type: 'server', message });
  const pw = limits(schemaId, 'password');

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid={`${name}-form`}>
        <TabGroup selectedIndex={tab} onChange={chooseTab}>
          <TabList className={tabListClass}>
            <AuthTab testId={`${name}-tab-phone`}>{t('login.reset.tabs.phone')}</AuthTab>
            <AuthTab testId={`${name}-tab-email`}>{t('login.reset.tabs.email')}</AuthTab>
          </TabList>
        </TabGroup>
        <RecipientCodeFields kind={field} recipient={(mode === 'email' ? email : phone) ?? ''} captchaToken={captchaToken}
          recipientField={{ error: err(field), ...form.register(field) }} codeField={{ error: err('verificationCode'), ...form.register('verificationCode') }}
          validate={() => form.trigger(field)} onProblem={problem} testIds={{ recipient: `${name}-${field}`, code: `${name}-code`, send: `${name}-send-code` }} />
        <div className="grid gap-x-3 min-[480px]:grid-cols-2">
          <TextField label={t('login.reset.newPassword')} placeholder={t('login.reset.newPasswordPlaceholder', pw)} testId={`${name}-password`} type="password"
            autoComplete="new-password" error={err('password')} {...form.register('password')} />
          <TextField label={t('login.reset.confirm')} placeholder={t('login.reset.confirmPlaceholder')} testId={`${name}-confirm`} type="password"
            autoComplete="new-password" error={err('confirmPassword')} {...form.register('confirmPassword')} />
        </div>
        <CaptchaField testId={`${name}-captcha-error`} resetKey={captchaKey} error={formState.errors.captchaToken} onVerified={captchaPassed} onExpired={captchaExpired} />
        <FormEnd name={name} texts="login.reset" failure={failure} busy={formState.isSubmitting} question={t('login.reset.remembered')}
          switchText={t('login.reset.toLogin')} switchTestId={`${name}-to-login`} onSwitch={onBack} />
      </form>
    </FormProvider>
  );
}
