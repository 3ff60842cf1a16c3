// The participant centre's registrations (docs/registration.md): the participant's own registrations,
// newest first, each with its statuses, fees, proof upload and e-ticket. The calling screen names the
// calls (`registrations`, `proof`, `cancel`: schemas/screens/participant-center.json).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { buttonCls } from '../form/theme/cls';
import { RegistrationCard } from './RegistrationCard';
import { CallsProvider, callsOf, type Calls } from '../calls';
import { myRegistrationsApi, type MyRegistration } from './api';

export interface MyRegistrationsProps {
  /** only this meeting's registrations (a participant login is per meeting) */
  meetingId?: number | string;
  /** where "register" leads when there is none */
  registerHref?: string;
  /** the list, proof upload and cancel calls of the screen that shows them */
  calls: Calls;
}

export function MyRegistrations({ meetingId, registerHref, calls }: MyRegistrationsProps) {
  const { t } = useTranslation();
  const api = myRegistrationsApi(calls);
  const [list, setList] = useState<MyRegistration[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    setError(null);
    try {
      const rows = await api.list(meetingId);
      setList(meetingId === undefined ? rows : rows.filter((r) => String(r.meetingId) === String(meetingId)));
    } catch (e) {
      setError((e as Error).message);
    }
  }, [meetingId, JSON.stringify(calls)]); // eslint-disable-line react-hooks/exhaustive-deps -- by content: a new object with the same calls does not reload
  useEffect(() => {
    void load();
  }, [load]);
  const replace = (next: MyRegistration) => setList((l) => l?.map((r) => (r.id === next.id ? next : r)) ?? l);
  const cancel = async (reg: MyRegistration) => {
    try {
      replace(await api.cancel(reg.id, reg.meetingId));
      toast.success(t('myRegistrations.cancelled'));
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  return (
    <CallsProvider calls={calls}>
    <section data-testid="my-registrations" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('myRegistrations.title')}</h2>
        <button type="button" className="text-sm text-brand-600 hover:underline dark:text-brand-100" onClick={() => void load()}>{t('myRegistrations.refresh')}</button>
      </div>
      {error && (
        <div role="alert" className="flex items-center justify-between gap-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-700 dark:bg-rose-500/10 dark:text-rose-300">
          <span>{t('myRegistrations.loadFailed')}: {error}</span>
          <button type="button" className={buttonCls('secondary')} onClick={() => void load()}>{t('myRegistrations.retry')}</button>
        </div>
      )}
      {!list && !error && <div className="h-32 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" data-testid="my-registrations-loading" />}
      {list && !list.length && (
        <div className="rounded-xl bg-white p-6 text-center text-sm text-slate-500 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
          <p>{t('myRegistrations.empty')}</p>
          {registerHref && <a className={`${buttonCls('primary')} mt-3`} href={registerHref}>{t('myRegistrations.register')}</a>}
        </div>
      )}
      {list?.map((r) => <RegistrationCard key={r.id} reg={r} onChange={replace} onCancel={cancel} />)}
    </section>
    </CallsProvider>
  );
}

/** The screen form: `{ kind: 'participant-registrations', meetingId?, registerHref?, calls }`. */
export function MyRegistrationsScreen({ config }: { config: { kind: string } & MyRegistrationsProps }) {
  return <MyRegistrations meetingId={config?.meetingId} registerHref={config?.registerHref} calls={callsOf(config?.calls)} />;
}
