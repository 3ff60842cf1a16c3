// The site's register dialog (spec 3 §2.5): phone and e-mail tabs, 'register your instant account',
// the address proven by a code (slider, then "get code"; issue 16), the agreement, the live password
// hints, a link to the login dialog. Success logs the participant in at once: no second login.
import { TabGroup, TabList } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { AuthModal, AuthTab, CheckField, ErrorText, SubmitButton, TextField, linkClass, tabListClass } from '../auth/ui';
import { RecipientCodeFields } from '../auth/RecipientCodeFields';
import { SliderCaptcha } from '../auth/SliderCaptcha';
import { registerParticipant, type Participant } from './api';
import { registerProblems } from './rules';
import { useFields } from './useFields';
import { closeParticipantDialog, openParticipantLogin } from './store';

const EMPTY = { phone: '', email: '', verificationCode: '', username: '', password: '', confirmPassword: '', agree: false };
const MODES = ['phone', 'email'] as const;

export interface ParticipantRegisterProps {
  open: boolean;
  meetingId: number | string;
  adminId?: number | string;
  onClose?: () => void;
  /** the new participant, logged in */
  onLoggedIn?: (p: Participant) => void;
}

export function ParticipantRegisterDialog({ open, meetingId, adminId, onClose = closeParticipantDialog, onLoggedIn }: ParticipantRegisterProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<(typeof MODES)[number]>('phone');
  const [captchaToken, setCaptchaToken] = useState('');
  const f = useFields(EMPTY);
  const ui = (k: string) => t(`participantAccount.ui.${k}`);
  const pw = String(f.values.password);
  const recipient = String(f.values[mode]).trim();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    void f.submit(registerProblems(f.values, mode), async () => {
      const v = f.values as Record<string, string>;
      const p = await registerParticipant({ mode, phone: v.phone.trim(), email: v.email.trim(), verificationCode: v.verificationCode, username: v.username.trim(), password: v.password, confirmPassword: v.confirmPassword, meetingId: Number(meetingId), adminId });
      toast.success(ui('registerDone'));
      f.reset();
      closeParticipantDialog();
      onLoggedIn?.(p);
    }, 'participantAccount.ui.registerFailed');
  };

  return (
    <AuthModal open={open} onClose={onClose} title={ui('registerTitle')} testId="participant-register" closeLabel={ui('cancel')}>
      <form noValidate onSubmit={onSubmit}>
        <TabGroup selectedIndex={MODES.indexOf(mode)} onChange={(i) => setMode(MODES[i])}>
          <TabList className={tabListClass}>
            <AuthTab testId="participant-register-tab-phone">{ui('tabPhone')}</AuthTab>
            <AuthTab testId="participant-register-tab-email">{ui('tabEmail')}</AuthTab>
          </TabList>
        </TabGroup>
        <RecipientCodeFields kind={mode} recipient={recipient} captchaToken={captchaToken} recipientField={f.bind(mode)} codeField={f.bind('verificationCode')}
          validate={() => {
            const key = registerProblems(f.values, mode)[mode];
            if (key) f.fail(mode, key);
            return !key;
          }} onProblem={(which, message) => (which === 'recipient' ? f.fail(mode, message) : toast.warning(message))}
          labels={{ recipient: ui(mode), code: ui('code'), codePlaceholder: ui('codePlaceholder') }}
          testIds={{ recipient: `participant-register-${mode}`, code: 'participant-register-code', send: 'participant-register-send-code' }}>
          <div className="mb-3" data-testid="participant-register-captcha">
            <SliderCaptcha onVerified={setCaptchaToken} onExpired={() => setCaptchaToken('')} />
          </div>
        </RecipientCodeFields>
        <TextField label={ui('username')} testId="participant-register-username" autoComplete="username" maxLength={10} {...f.bind('username')} />
        <TextField label={ui('password')} testId="participant-register-password" type="password" autoComplete="new-password" maxLength={16} {...f.bind('password')} />
        {pw && pw.length < 6 && !f.errors.password && <p className="-mt-2 mb-2 text-xs text-amber-600 dark:text-amber-400">{ui('passwordHint')}</p>}
        <TextField label={ui('confirmPassword')} testId="participant-register-confirm" type="password" autoComplete="new-password" maxLength={16} {...f.bind('confirmPassword')} />
        {pw && f.values.confirmPassword === pw && <p className="-mt-2 mb-2 text-xs text-emerald-600 dark:text-emerald-400">{ui('passwordsMatch')}</p>}
        <CheckField testId="participant-register-agree" checked={f.values.agree === true} onChange={(e) => f.set('agree', e.target.checked)} error={f.errors.agree || undefined}>
          {ui('agree')}
        </CheckField>
        <ErrorText testId="participant-register-error" text={f.failure} />
        <SubmitButton testId="participant-register-submit" busy={f.busy}>{ui('register')}</SubmitButton>
        <p className="mt-4 text-center text-sm">
          <button type="button" className={linkClass} data-testid="participant-register-to-login" onClick={openParticipantLogin}>{ui('toLogin')}</button>
        </p>
      </form>
    </AuthModal>
  );
}
