// The state of a send dialog: its values (fresh each time it opens), the messages under its fields
// (checked as the server checks, again on every change once a send was tried), and the send itself,
// whose refusal puts the server's field messages under the same fields.
import { useEffect, useState } from 'react';

export interface SendForm<S> {
  s: S;
  set: (patch: Partial<S>) => void;
  errors: Record<string, string>;
  busy: boolean;
  submit: () => Promise<void>;
}

export function useSendForm<S>(o: {
  open: boolean;
  start: () => S;
  check: (s: S) => Record<string, string>;
  /** rejects with `errors: [{ path, message }]` to show the server's messages */
  onSubmit: (s: S) => Promise<void>;
  checkAtOnce?: boolean;
}): SendForm<S> {
  const [s, setS] = useState<S>(o.start);
  const [errors, setErrors] = useState<Record<string, string>>(() => (o.checkAtOnce ? o.check(o.start()) : {}));
  const [tried, setTried] = useState(!!o.checkAtOnce);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (o.open) return;
    setS(o.start()); // a closed dialog starts afresh next time
    setErrors({});
    setTried(false);
  }, [o.open]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (patch: Partial<S>) => {
    const next = { ...s, ...patch };
    setS(next);
    if (tried) setErrors(o.check(next));
  };
  const submit = async () => {
    setTried(true);
    const found = o.check(s);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await o.onSubmit(s);
    } catch (err) {
      const list = (err as { errors?: Array<{ path: string; message: string }> }).errors ?? [];
      setErrors(Object.fromEntries(list.map((e) => [e.path.split('/')[1] || 'form', e.message])));
    } finally {
      setBusy(false);
    }
  };
  return { s, set, errors, busy, submit };
}

export const toggle = <T,>(list: T[], v: T): T[] => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
