// The scan result: the scanner's state, the registration found (awaiting confirmation in "confirm
// each") or why the scan failed, with confirm and reject. Confirm is live only while a match awaits
// it: after a failure there is nothing to confirm. Awaiting a match moves focus to confirm (Enter or
// Space confirms; a new scan still goes to the buffer).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonCls } from '../form/theme/cls';
import { cx } from '../console/cls';
import type { ScanResult, ScanState } from './config';
import { Details } from './Details';

const TONE: Record<ScanState, string> = {
  ready: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  verifying: 'bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
  awaiting: 'bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  admitted: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  failed: 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
};

export function StateBadge({ state }: { state: ScanState }) {
  const { t } = useTranslation();
  return (
    <span data-scan-state={state} className={cx('inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium', TONE[state])}>
      <span className={cx('h-2 w-2 rounded-full bg-current', state === 'verifying' && 'animate-pulse')} />
      {t(`checkin.ui.state.${state}`)}
    </span>
  );
}

interface Props {
  state: ScanState;
  code: string;
  result: ScanResult | null;
  message: string;
  onConfirm(): void;
  onReject(): void;
}

export function ResultCard({ state, code, result, message, onConfirm, onReject }: Props) {
  const { t } = useTranslation();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'awaiting') confirm.current?.focus();
  }, [state]);
  return (
    <div data-scan-result className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('checkin.ui.result')}</h3>
        <StateBadge state={state} />
      </div>
      {result && <Details r={result} />}
      {state === 'failed' && (
        <div role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          <p className="font-medium">{t('checkin.ui.verifyFailed')}</p>
          {message && <p data-scan-reason>{message}</p>}
          {code && <p className="break-all text-xs text-slate-500 dark:text-slate-400">{code}</p>}
        </div>
      )}
      <div className="flex gap-2">
        <button ref={confirm} type="button" data-action="confirm" className={buttonCls('primary')} disabled={state !== 'awaiting'} onClick={onConfirm}>{t('checkin.ui.confirm')}</button>
        <button type="button" data-action="reject" className={buttonCls('secondary')} disabled={state !== 'awaiting'} onClick={onReject}>{t('checkin.ui.reject')}</button>
      </div>
    </div>
  );
}
