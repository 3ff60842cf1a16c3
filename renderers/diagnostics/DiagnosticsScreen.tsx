// Screen kind "diagnostics": /test-user-management (spec 3 §2.9) as a real check of the signed-in user's
// standing: check auth (who the token names, role, expiry), refresh (a new token for the session, stored
// as a login stores it), test API call (health and its latency), test component (a probe element rendered
// and counted). The last `keep` results are listed with time and status, newest first.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { ApiError, serverMessage } from '@runtime/http';
import { setSession } from '@runtime/auth';
import { send } from '../calls';
import { buttonCls, cx } from '../form/theme/cls';
import { diagnosticsSchema, kept, type Action, type DiagnosticsConfig, type Result } from './config';

const ACTIONS: Action[] = ['testComponent', 'refresh', 'checkAuth', 'testApi'];
const when = (iso: unknown) => format(new Date(String(iso)), 'yyyy-MM-dd HH:mm:ss');

export function DiagnosticsScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const parsed = useMemo(() => diagnosticsSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <Diagnostics c={parsed.data} />;
}

function Diagnostics({ c }: { c: DiagnosticsConfig }) {
  const { t } = useTranslation();
  const [results, setResults] = useState<Result[]>([]);
  const [busy, setBusy] = useState<Action | null>(null);
  const [probe, setProbe] = useState(0);
  const probeBox = useRef<HTMLDivElement>(null);
  const seq = useRef(0);
  const add = useCallback((action: Action, ok: boolean, detail: string) =>
    setResults((list) => kept(list, { id: ++seq.current, at: new Date(), action, ok, detail }, c.keep)), [c.keep]);

  // the probe rendered for "test component": counted once it is in the document
  useEffect(() => {
    if (!probe) return;
    const n = probeBox.current?.querySelectorAll('*').length ?? 0;
    add('testComponent', n > 0, n > 0 ? t('diagnostics.componentOk', { count: n }) : t('diagnostics.failed'));
  }, [probe, add, t]);

  const checks: Record<Exclude<Action, 'testComponent'>, () => Promise<string>> = {
    checkAuth: async () => {
      const s = await send<{ user: { username: string }; roleText: string; expiresAt: string }>(c.calls.session);
      return t('diagnostics.authOk', { username: s.user.username, role: s.roleText, expires: when(s.expiresAt) });
    },
    refresh: async () => {
      const r = await send<{ token: string; expiresAt: string; rememberMe: boolean; user: Record<string, unknown> }>(c.calls.refresh);
      setSession({ token: r.token, user: r.user as never }, r.rememberMe);
      return t('diagnostics.refreshedDetail', { expires: when(r.expiresAt) });
    },
    testApi: async () => {
      const started = performance.now();
      const h = await send<{ db: string }>(c.calls.health);
      return t('diagnostics.apiOk', { db: h.db, ms: Math.round(performance.now() - started) });
    },
  };

  const run = async (action: Action) => {
    if (action === 'testComponent') return setProbe((n) => n + 1);
    setBusy(action);
    try {
      add(action, true, await checks[action]());
    } catch (err) {
      add(action, false, err instanceof ApiError ? (serverMessage(err.body) ?? err.message) : err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mx-auto max-w-4xl space-y-4 p-4 sm:p-6" data-screen="diagnostics">
      <div>
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t(c.title)}</h1>
        {c.subtitle && <p className="text-sm text-slate-500 dark:text-slate-400">{t(c.subtitle)}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map((a) => (
          <button key={a} type="button" data-action={a} className={buttonCls(a === 'checkAuth' ? 'primary' : 'secondary')} disabled={busy !== null} aria-busy={busy === a} onClick={() => void run(a)}>
            {busy === a ? t('diagnostics.running') : t(`diagnostics.${a}`)}
          </button>
        ))}
      </div>
      {probe > 0 && (
        <div ref={probeBox} key={probe} data-testid="diag-probe" className="sr-only" aria-hidden="true"><span>probe</span><span>{probe}</span></div>
      )}
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <table className="w-full text-left text-sm" data-testid="diag-results">
          <caption className="px-4 py-3 text-left text-sm font-semibold text-slate-900 dark:text-white">{t('diagnostics.results')}</caption>
          <thead className="bg-slate-50 text-xs text-slate-500 dark:bg-slate-800 dark:text-slate-300">
            <tr>{(['time', 'action', 'status', 'detail'] as const).map((k) => <th key={k} scope="col" className="px-4 py-2 font-medium">{t(`diagnostics.${k}`)}</th>)}</tr>
          </thead>
          <tbody>
            {results.length === 0 && <tr><td colSpan={4} className="px-4 py-6 text-center text-slate-500 dark:text-slate-400">{t('diagnostics.empty')}</td></tr>}
            {results.map((r) => (
              <tr key={r.id} data-row={r.action} data-status={r.ok ? 'ok' : 'failed'} className="border-t border-slate-100 dark:border-slate-800">
                <td className="whitespace-nowrap px-4 py-2 tabular-nums text-slate-600 dark:text-slate-300">{format(r.at, 'HH:mm:ss')}</td>
                <td className="whitespace-nowrap px-4 py-2 text-slate-900 dark:text-slate-100">{t(`diagnostics.${r.action}`)}</td>
                <td className="px-4 py-2">
                  <span className={cx('rounded-full px-2 py-0.5 text-xs font-medium', r.ok ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200' : 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200')}>
                    {t(r.ok ? 'diagnostics.ok' : 'diagnostics.failed')}
                  </span>
                </td>
                <td className="px-4 py-2 text-slate-700 dark:text-slate-200">{r.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default DiagnosticsScreen;
