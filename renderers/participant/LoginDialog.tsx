// The site's login dialog (spec 3 §2.5): password login, or a code to the account's phone or e-mail.
// The login is kept per meeting for 24 hours (src/runtime/participants.ts). When the server asks for a
// captcha (an account with many failed logins, README Security) the slider appears, and is solved anew
// for every further try.
import { TabGroup, TabList } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { AuthModal, AuthTab, CheckField, ErrorText, SubmitButton, TextField, linkClass, tabListClass } from '../auth/ui';
import { fieldProblems } from '../auth/api';
import { SliderCaptcha } from '../auth/SliderCaptcha';
import { loginParticipant, type Participant } from './api';
import { loginProblems } from './rules';
import { useFields } from './useFields';
import { CodeLoginForm } from './CodeLoginForm';
import { closeParticipantDialog, openParticipantRegister, openParticipantReset } from './store';

export interface ParticipantLoginProps {
  open: boolean;
  meetingId: number | string;
  onClose?: () => void;
  onLoggedIn?: (p: Participant) => void;
  /** the tab shown first */
  initialTab?: 'password' | 'code';
}

export function ParticipantLoginDialog({ open, meetingId, onClose = closeParticipantDialog, onLoggedIn, initialTab = 'password' }: ParticipantLoginProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(initialTab === 'code' ? 1 : 0);
  const f = useFields({ account: '', password: '', remember: true });
  const ui = (k: string) => t(`participantAccount.ui.${k}`);
  /** null until the server asks for a captcha; then the slider's restart count */
  const [captcha, setCaptcha] = useState<number | null>(null);
  const [captchaToken, setCaptchaToken] = useState('');

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = loginProblems(f.values);
    if (captcha !== null && !captchaToken) problems.captchaToken = 'auth.captcha.required';
    void f.submit(problems, async () => {
      const p = await loginParticipant(String(f.values.account).trim(), String(f.values.password), meetingId, captchaToken || undefined).catch((err) => {
        // a pass is good for one try once asked for: show a fresh slider
        if (captcha !== null || fieldProblems(err).some((x) => x.path === '/captchaToken')) {
          setCaptchaToken('');
          setCaptcha((n) => (n ?? 0) + 1);
        }
        throw err;
      });
      toast.success(t('participantAccount.loggedIn'));
      f.reset();
      closeParticipantDialog();
      onLoggedIn?.(p);
    }, 'participantAccount.ui.loginFailed');
  };

  return (
    <AuthModal open={open} onClose={onClose} title={ui('loginTitle')} testId="participant-login" closeLabel={ui('cancel')}>
      <TabGroup selectedIndex={tab} onChange={setTab}>
        <TabList className={tabListClass}>
          <AuthTab testId="participant-login-tab-password">{ui('tabPassword')}</AuthTab>
          <AuthTab testId="participant-login-tab-code">{ui('tabCode')}</AuthTab>
        </TabList>
      </TabGroup>
      {tab === 1 ? (
        <CodeLoginForm meetingId={meetingId} onLoggedIn={(p) => { closeParticipantDialog(); onLoggedIn?.(p); }} />
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <TextField label={ui('account')} testId="participant-login-account" autoComplete="username" {...f.bind('account')} />
          <TextField label={ui('password')} testId="participant-login-password" type="password" autoComplete="current-password" maxLength={16} {...f.bind('password')} />
          <CheckField testId="participant-login-remember" checked={f.values.remember === true} onChange={(e) => f.set('remember', e.target.checked)}>{ui('remember')}</CheckField>
          {captcha !== null && (
            <div className="mb-3" data-testid="participant-login-captcha">
              <SliderCaptcha key={captcha} onVerified={setCaptchaToken} onExpired={() => setCaptchaToken('')} />
              <ErrorText testId="participant-login-captcha-error" text={captchaToken ? undefined : f.errors.captchaToken} />
            </div>
          )}
          <p className="-mt-1 mb-3 text-right text-sm">
            <button type="button" className={linkClass} data-testid="participant-login-forgot" onClick={openParticipantReset}>{t('login.forgot')}</button>
          </p>
          <ErrorText testId="participant-login-error" text={f.failure} />
          <SubmitButton testId="participant-login-submit" busy={f.busy}>{ui('login')}</SubmitButton>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <button type="button" className={linkClass} data-testid="participant-login-to-register" onClick={openParticipantRegister}>{ui('toRegister')}</button>
      </p>
    </AuthModal>
  );
}
