// Screen kind "scanner-checkin": meeting name and dates, the door mode ("confirm each" or "scan to
// check in", kept per browser), scanner status, test button, the current scan buffer, manual entry,
// camera scan, the result card with confirm and reject, the full-screen verdict, stat cards and the
// recent check-ins with undo. Used by the settings tab and the standalone page alike.
import { useMeetingZone } from '@runtime/meetingZone';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useDataSource } from '@runtime/data';
import { toast } from '@runtime/toast';
import { ApiError, http, serverMessage } from '@runtime/http';
import { useScreenParams, withScreenParams } from '@runtime/screenParams';
import { useText } from '@renderers/site';
import { StatCard, StatGrid } from '../console/StatCard';
import { buttonCls, inputCls } from '../form/theme/cls';
import { scannerSchema, type CheckinRecord, type CheckinStats, type DoorMode, type ScannerConfig } from './config';
import { useScanBuffer } from './useScanBuffer';
import { useScanner } from './useScanner';
import { ResultCard, StateBadge } from './ResultCard';
import { RecentTable } from './RecentTable';
import { CameraScan } from './CameraScan';
import { Verdict } from './Verdict';

const MODE_KEY = 'conflow.door.mode';
const storedMode = (): DoorMode => {
  try {
    return localStorage.getItem(MODE_KEY) === 'auto' ? 'auto' : 'confirm';
  } catch {
    return 'confirm';
  }
};

export function ScannerScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const params = useScreenParams();
  const parsed = useMemo(() => scannerSchema.safeParse(withScreenParams(config, params)), [config, params]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <Scanner c={parsed.data} />;
}

const day = (v?: string | null) => (v ? String(v).slice(0, 10) : '');

function Scanner({ c }: { c: ScannerConfig }) {
  const { t } = useTranslation();
  const tx = useText();
  const meeting = useDataSource<{ title?: string; startTime?: string; endTime?: string; timeZone?: string }>({ path: c.paths.meeting });
  // the meeting's time zone: the recent check-ins are shown in it
  useMeetingZone(meeting.data?.timeZone);
  const poll = { refreshInterval: c.pollMs };
  const stats = useDataSource<CheckinStats>({ path: c.paths.stats }, undefined, poll);
  const records = useDataSource<CheckinRecord>({ path: c.paths.records }, { limit: c.recentLimit }, poll);
  const { mutate: mutateStats } = stats;
  const { mutate: mutateRecords } = records;
  const refresh = useCallback(() => {
    void mutateStats();
    void mutateRecords();
  }, [mutateStats, mutateRecords]);
  const [mode, setModeState] = useState<DoorMode>(storedMode);
  const setMode = (m: DoorMode) => {
    setModeState(m);
    try {
      localStorage.setItem(MODE_KEY, m);
    } catch { /* private mode: the choice lasts for this page */ }
  };
  const s = useScanner(c, refresh, mode);
  const undo = async (registrationId: number, reason: string) => {
    try {
      await http.post(c.paths.undo!, { registrationId, reason });
      toast.success(t('checkin.undone'));
      refresh();
      return true;
    } catch (e) {
      toast.error(t('checkin.ui.undoFailed', { message: e instanceof ApiError ? (serverMessage(e.body) ?? e.message) : String(e) }));
      return false;
    }
  };
  const buffer = useScanBuffer({ timeoutMs: c.timeoutMs, minLength: c.minLength, onScan: s.scan, onInvalid: s.invalid });
  const [manual, setManual] = useState('');

  const submitManual = (e: FormEvent) => {
    e.preventDefault();
    const code = manual.trim();
    if (!code) return void toast.warning(t('checkin.code.required'));
    setManual('');
    void s.scan(code);
  };
  const test = () => (c.testCode.length < c.minLength ? s.invalid(c.testCode) : void s.scan(c.testCode));
  const m = meeting.data;
  const st = stats.data as CheckinStats | undefined;
  const rows = (Array.isArray(records.data) ? records.data : []) as CheckinRecord[];

  const Heading = c.page ? 'h1' : 'h2';
  return (
    <section data-screen="scanner-checkin" data-min-length={c.minLength} data-timeout={c.timeoutMs} className={c.page ? 'mx-auto max-w-6xl space-y-4 px-4 py-6' : 'space-y-4'}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {/* the page's own heading on the standalone route; inside the settings console (its header holds the h1) an h2 */}
          <Heading className="text-lg font-semibold text-slate-900 dark:text-white">{c.title ? tx(c.title) : t('checkin.ui.title')}</Heading>
          <p data-meeting className="text-sm text-slate-500 dark:text-slate-400">
            {m?.title ?? ''}{m?.startTime ? ` · ${t('checkin.ui.meetingDate')} ${day(m.startTime)} ~ ${day(m.endTime)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {c.standalone && <a href={c.standalone} target="_blank" rel="noreferrer" data-action="standalone" className={buttonCls('secondary')}>{t('checkin.ui.openPage')}</a>}
          {c.offline && <a href={c.offline} data-action="offline" className={buttonCls('secondary')}>{t('checkin.offline.open')}</a>}
        </div>
      </header>

      {stats.error && !st ? <p role="alert" className="text-sm text-rose-600">{t('checkin.ui.loadFailed')}</p> : (
        <StatGrid>
          <StatCard label={{ t: 'checkin.ui.stats.total' }} value={st?.totalParticipants ?? '—'} icon="users" tone="brand" />
          <StatCard label={{ t: 'checkin.ui.stats.checkedIn' }} value={st?.checkedIn ?? '—'} icon="key" tone="green" />
          <StatCard label={{ t: 'checkin.ui.stats.notCheckedIn' }} value={st?.notCheckedIn ?? '—'} icon="calendar" tone="amber" />
          <StatCard label={{ t: 'checkin.ui.stats.rate' }} value={st ? `${st.checkinRate}%` : '—'} icon="analytics" tone="slate" />
        </StatGrid>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-slate-500 dark:text-slate-400">{t('checkin.ui.status')}</span>
            <StateBadge state={s.state} />
          </div>
          <fieldset data-door-mode={mode} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <legend className="sr-only">{t('checkin.ui.mode.label')}</legend>
            <span aria-hidden className="text-slate-500 dark:text-slate-400">{t('checkin.ui.mode.label')}</span>
            {(['confirm', 'auto'] as const).map((m) => (
              <label key={m} className="inline-flex cursor-pointer items-center gap-1.5 text-slate-800 dark:text-slate-200">
                <input type="radio" name="door-mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="accent-brand-600" />
                {t(`checkin.ui.mode.${m}`)}
              </label>
            ))}
          </fieldset>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t(mode === 'auto' ? 'checkin.ui.mode.autoHint' : 'checkin.ui.hint')}</p>
          <div>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('checkin.ui.buffer')}</p>
            <p data-scan-buffer className="mt-1 min-h-9 break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100">
              {buffer || <span className="text-slate-500 dark:text-slate-400">{t('checkin.ui.bufferEmpty')}</span>}
            </p>
          </div>
          <form onSubmit={submitManual} className="flex gap-2">
            <input aria-label={t('checkin.ui.manualPlaceholder')} data-manual-code value={manual} onChange={(e) => setManual(e.target.value)}
              placeholder={t('checkin.ui.manualPlaceholder')} className={inputCls()} maxLength={64} />
            <button type="submit" className={`${buttonCls('primary')} shrink-0 whitespace-nowrap`}>{t('checkin.ui.manualSubmit')}</button>
          </form>
          <div className="flex flex-wrap gap-2">
            <button type="button" data-action="test-scan" className={buttonCls('secondary')} onClick={test}>{t('checkin.ui.test')}</button>
            <CameraScan onScan={s.scan} />
          </div>
        </div>
        <ResultCard state={s.state} code={s.result?.code ?? s.lastCode} result={s.result} message={s.message} onConfirm={s.confirm} onReject={s.reject} />
      </div>

      <RecentTable rows={rows} onUndo={c.paths.undo ? undo : undefined} />
      {(s.state === 'admitted' || s.state === 'failed') && (
        <Verdict ok={s.state === 'admitted'} result={s.result} message={s.message} code={s.lastCode} onDismiss={s.dismiss} />
      )}
    </section>
  );
}
