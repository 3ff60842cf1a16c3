// Screen kind "scanner-offline" (issue 20): the door without a network. While online the staff
// downloads the meeting's signed list; from then on a scanned or typed code is judged on the device
// (offlineList.ts), each admission written to the local journal, which is synced by hand or as soon
// as the browser is online again. The organizer's conflict report (a code scanned at two doors) is
// read below when online. Installable (installShell.ts); phone width first.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useScreenParams, withScreenParams } from '@runtime/screenParams';
import { buttonCls, inputCls } from '../../form/theme/cls';
import { cx } from '../../console/cls';
import { useScanBuffer } from '../useScanBuffer';
import { useOfflineScanner } from './useOfflineScanner';
import { OfflineVerdict } from './OfflineVerdict';
import { ConflictReport } from './ConflictReport';
import { installShell } from './installShell';

const schema = z.looseObject({
  kind: z.literal('scanner-offline'),
  meetingId: z.union([z.string(), z.number()]),
  minLength: z.number().int().min(1).default(4),
  timeoutMs: z.number().int().min(100).default(2000),
  paths: z.object({ bundle: z.string(), sync: z.string(), conflicts: z.string() }),
});

export function OfflineScannerScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const params = useScreenParams();
  const parsed = useMemo(() => schema.safeParse(withScreenParams(config, params)), [config, params]);
  const id = parsed.success ? Number(parsed.data.meetingId) : NaN;
  if (!parsed.success || !Number.isInteger(id) || id <= 0) return <ScreenError title={t('http.invalidScreen')} detail={parsed.success ? 'meetingId' : parsed.error.message} />;
  return <OfflineScanner meetingId={id} c={parsed.data} />;
}

function OfflineScanner({ meetingId, c }: { meetingId: number; c: z.infer<typeof schema> }) {
  const { t } = useTranslation();
  const s = useOfflineScanner(meetingId, c.paths);
  const [manual, setManual] = useState('');
  useEffect(() => void installShell(), []);
  useScanBuffer({ timeoutMs: c.timeoutMs, minLength: c.minLength, onScan: (code) => void s.scan(code), onInvalid: () => undefined });
  const pending = s.lines.filter((l) => !l.synced).length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = manual.trim();
    if (!code) return;
    setManual('');
    void s.scan(code);
  };
  const ix = s.index;
  return (
    <section data-screen="scanner-offline" data-online={s.online ? 'yes' : 'no'} data-list={s.state} className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{t('checkin.offline.title')}</h1>
        <span data-network className={cx('rounded-full px-3 py-1 text-sm font-medium',
          s.online ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300' : 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300')}>
          {t(s.online ? 'checkin.offline.online' : 'checkin.offline.offline')}
        </span>
      </header>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('checkin.offline.device', { id: s.device })}</p>

      <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <p data-list-info className="text-sm text-slate-700 dark:text-slate-200">
          {ix ? t('checkin.offline.listInfo', { count: ix.list.attendees.length, revoked: ix.list.revoked.length, time: new Date(ix.list.version).toLocaleString() })
            : t(s.state === 'tampered' ? 'checkin.offline.tampered' : s.state === 'loading' ? 'checkin.offline.loading' : 'checkin.offline.noList')}
        </p>
        <button type="button" data-action="download" disabled={!s.online || s.busy !== null} onClick={() => void s.download()} className={buttonCls('secondary')}>
          {t(s.busy === 'download' ? 'checkin.offline.downloading' : 'checkin.offline.download')}
        </button>
        <form onSubmit={submit} className="flex gap-2">
          <input aria-label={t('checkin.offline.manual')} data-manual-code value={manual} onChange={(e) => setManual(e.target.value)} disabled={!ix}
            placeholder={t('checkin.offline.manual')} className={inputCls()} maxLength={128} autoComplete="off" />
          <button type="submit" disabled={!ix} className={`${buttonCls('primary')} shrink-0 whitespace-nowrap`}>{t('checkin.offline.check')}</button>
        </form>
        {s.verdict && <OfflineVerdict v={s.verdict} onDismiss={s.dismiss} />}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <p data-pending={pending} className="text-sm text-slate-700 dark:text-slate-200">
          {t('checkin.offline.journal', { count: s.lines.length, pending })}
        </p>
        <button type="button" data-action="sync" disabled={!s.online || !pending || s.busy !== null} onClick={() => void s.sync()} className={buttonCls('primary')}>
          {t(s.busy === 'sync' ? 'checkin.offline.syncing' : 'checkin.offline.sync')}
        </button>
        {s.error && <p role="alert" className="w-full text-sm text-rose-700 dark:text-rose-400">{t('checkin.offline.failed', { message: s.error })}</p>}
      </div>

      {s.online && <ConflictReport path={c.paths.conflicts} refreshKey={s.synced} />}
    </section>
  );
}
