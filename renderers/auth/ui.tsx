// Small building blocks shared by the login and register dialogs.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Tab } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import type { MessageRef } from './rules';
import { SliderCaptcha } from './SliderCaptcha';

/** Modal: a centred card, full-screen under 480 px. */
export function AuthModal(props: { open: boolean; onClose: () => void; title: string; subtitle?: string; testId: string; closeLabel: string; children: ReactNode }) {
  const { open, onClose, title, subtitle, testId, closeLabel, children } = props;
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/50 transition-opacity duration-200 data-closed:opacity-0" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-stretch justify-center min-[480px]:items-center min-[480px]:p-4">
          <DialogPanel data-testid={testId} transition
            className="relative w-full bg-white p-5 text-gray-900 shadow-xl transition duration-200 data-closed:scale-95 data-closed:opacity-0 min-[480px]:max-w-md min-[480px]:rounded-xl sm:p-6 dark:bg-gray-900 dark:text-gray-100 dark:ring-1 dark:ring-white/10">
            <button type="button" onClick={onClose} aria-label={closeLabel} data-testid={`${testId}-close`}
              className="absolute right-3 top-3 rounded-md p-1.5 text-gray-400 hover:bg-gray-100 hover:text-gray-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-gray-800 dark:hover:text-gray-200">
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
            <DialogTitle className="pr-8 text-xl font-semibold">{title}</DialogTitle>
            {subtitle && <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{subtitle}</p>}
            <div className="mt-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

export function AuthTab({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Tab data-testid={testId}
      className="flex-1 rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap text-gray-600 outline-none hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-500 data-selected:bg-white data-selected:text-brand-600 data-selected:shadow-sm dark:text-gray-300 dark:hover:text-white dark:data-selected:bg-gray-700 dark:data-selected:text-white">
      {children}
    </Tab>
  );
}
export const tabListClass = 'mb-4 flex gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, testId, trailing, ...input }: InputProps & { label: string; error?: string; testId: string; trailing?: ReactNode }) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700 dark:text-gray-300">{label}</label>
      <div className="flex gap-2">
        <input id={id} data-testid={testId} aria-invalid={!!error} aria-describedby={error ? `${id}-err` : undefined} {...input}
          className="block h-10 w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-500" />
        {trailing}
      </div>
      <ErrorText id={`${id}-err`} testId={`${testId}-error`} text={error} />
    </div>
  );
}

export function CheckField({ error, testId, children, ...input }: InputProps & { error?: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="mb-3">
      <div className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
        <input id={id} type="checkbox" data-testid={testId} aria-invalid={!!error} {...input}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-gray-300 accent-brand-600 dark:border-gray-600" />
        <label htmlFor={id}>{children}</label>
      </div>
      <ErrorText testId={`${testId}-error`} text={error} />
    </div>
  );
}

export function ErrorText({ id, testId, text }: { id?: string; testId: string; text?: string }) {
  if (!text) return null;
  return <p id={id} role="alert" data-testid={testId} className="mt-1 text-xs text-red-600 dark:text-red-400">{text}</p>;
}

export function SubmitButton({ testId, busy, children }: { testId: string; busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" data-testid={testId} disabled={busy} aria-busy={busy}
      className="mt-1 h-10 w-full rounded-md bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60">
      {children}
    </button>
  );
}

export const linkClass = 'font-medium text-brand-600 hover:underline dark:text-brand-100';

/** The slider captcha and its error; a new `resetKey` starts a fresh puzzle. */
export function CaptchaField({ testId, resetKey, error, onVerified, onExpired }: {
  testId: string; resetKey: number; error?: FieldError; onVerified: (token: string) => void; onExpired: () => void;
}) {
  const errText = useErrorText();
  return (
    <div className="mb-3">
      <SliderCaptcha key={resetKey} onVerified={onVerified} onExpired={onExpired} />
      <ErrorText testId={testId} text={errText(error)} />
    </div>
  );
}

/** A dialog form's end: failure line, submit button (`<name>.submit` texts) and the link to the other dialog. */
export function FormEnd({ name, texts = name, failure, busy, question, switchText, switchTestId, onSwitch }: {
  /** test ids `<name>-error`, `<name>-submit` */
  name: string;
  /** where `submit` and `submitting` are in the messages (default: `name`) */
  texts?: string;
  failure: string; busy: boolean; question: string; switchText: string; switchTestId: string; onSwitch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorText testId={`${name}-error`} text={failure} />
      <SubmitButton testId={`${name}-submit`} busy={busy}>
        {busy ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
      </SubmitButton>
      <p className="mt-4 text-center text-sm text-gray-600 dark:text-gray-400">
        {question}{' '}
        <button type="button" data-testid={switchTestId} className={linkClass} onClick={onSwitch}>{switchText}</button>
      </p>
    </>
  );
}

/** Text of a form error: a server message as is, a rules.ts message ref translated now. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (err?: FieldError | { type?: string; message?: string }): string | undefined => {
    const msg = err?.message;
    if (!msg || err?.type === 'server') return msg || undefined;
    let m: MessageRef;
    try {
      m = JSON.parse(msg);
    } catch {
      return t(msg);
    }
    return i18n.exists(m.k) ? t(m.k, { limit: m.limit }) : t(m.f, { field: m.field ? t(`fields.${m.field}`) : '', limit: m.limit });
  };
}
