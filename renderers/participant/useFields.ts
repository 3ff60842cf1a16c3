// Form state of the participant dialogs: values, field errors (client hints, then the server's
// field errors), the failure line and a busy flag.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@runtime/http';
import { toast } from '@runtime/toast';

type Values = Record<string, string | boolean>;

export function useFields(initial: Values) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (name: string, v: string | boolean) => {
    setValues((s) => ({ ...s, [name]: v }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const reset = () => (setValues(initial), setErrors({}), setFailure(''));
  /** shows a message (or its key) under a field: a check outside submit, e.g. before sending a code */
  const fail = (name: string, key: string) => setErrors((e) => ({ ...e, [name]: t(key) }));

  /** checks (message keys), then the call; a server field error lands under its field */
  async function submit(problems: Record<string, string>, send: () => Promise<void>, failedKey: string) {
    setFailure('');
    const keys = Object.entries(problems);
    if (keys.length) return setErrors(Object.fromEntries(keys.map(([k, key]) => [k, t(key)])));
    setBusy(true);
    try {
      await send();
    } catch (e) {
      const fieldErrs = e instanceof ApiError ? (e.errors ?? []) : [];
      const mine = fieldErrs.filter((x) => x.path.replace(/^\//, '') in values);
      if (mine.length) setErrors(Object.fromEntries(mine.map((x) => [x.path.replace(/^\//, ''), x.message])));
      const msg = (e instanceof Error && e.message) || t(failedKey);
      setFailure(msg);
      toast.error(msg);
    } finally {
      setBusy(false);
    }
  }
  const bind = (name: string) => ({ value: String(values[name] ?? ''), onChange: (e: { target: { value: string } }) => set(name, e.target.value), error: errors[name] || undefined });
  return { values, set, bind, errors, failure, busy, submit, reset, fail };
}
