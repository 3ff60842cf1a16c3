// Form state the login and register dialogs share: the chosen tab (login method / register mode),
// the failure line, the slider captcha's restarts and how a failed call lands on the fields.
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { errorText, fieldProblems } from './api';

export interface AuthFormOptions<V extends FieldValues, K extends Path<V>> {
  resolver: Resolver<V>;
  /** every field, empty; a server field error is shown only on one of these */
  empty: V;
  /** the field the tabs set, its value per tab, and the first tab's value */
  tabField: K;
  tabs: readonly PathValue<V, K>[];
  initialTab: PathValue<V, K>;
  /** the fields a server field error may not be shown on */
  notBlamed?: readonly Path<V>[];
  /** true: the failure line shows only when no field error was shown */
  failureOnlyWithoutFieldErrors?: boolean;
  /** translation key of the failure line when the server sent no message */
  failedKey: string;
  /** the server call and what follows success; a throw is shown as the failure */
  send: (values: V) => Promise<void>;
}

export function useAuthForm<V extends FieldValues & { captchaToken: string }, K extends Path<V>>(o: AuthFormOptions<V, K>) {
  const { t } = useTranslation();
  const form = useForm<V>({ resolver: o.resolver, defaultValues: { ...o.empty, [o.tabField]: o.initialTab } as DefaultValues<V> });
  const { setValue, setError, clearErrors } = form;
  const [captchaKey, setCaptchaKey] = useState(0);
  const [failure, setFailure] = useState('');
  const [tab, setTab] = useState(o.tabs.indexOf(o.initialTab));
  const CAPTCHA = 'captchaToken' as Path<V>;
  const setCaptcha = (token: string) => setValue(CAPTCHA, token as PathValue<V, Path<V>>);

  const chooseTab = (i: number) => {
    setTab(i);
    setValue(o.tabField, o.tabs[i]);
    clearErrors();
    setFailure('');
  };
  const captchaPassed = (token: string) => {
    setCaptcha(token);
    clearErrors(CAPTCHA);
  };
  const captchaExpired = () => setCaptcha('');

  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      await o.send(values);
    } catch (e) {
      let shown = 0;
      for (const p of fieldProblems(e)) {
        const name = p.path.replace(/^\//, '') as Path<V>;
        if (!(name in o.empty) || o.notBlamed?.includes(name)) continue;
        setError(name, { type: 'server', message: p.message });
        shown++;
      }
      if (!(shown && o.failureOnlyWithoutFieldErrors)) {
        const msg = errorText(e, t, o.failedKey);
        setFailure(msg);
        toast.error(msg);
      }
      // a pass token may be spent or stale: start the captcha again
      setCaptcha('');
      setCaptchaKey((k) => k + 1);
    }
  });

  return { form, submit, tab, chooseTab, failure, captchaKey, captchaPassed, captchaExpired };
}
