// The recent check-ins of the meeting (server records, shared by every scanner), newest first. A
// success names its registration: the organizer can undo a mistaken check-in there, giving a reason
// (issue 15; the server keeps who and why).
import { DEFAULT_TIME_ZONE, viewerTimeZone, zoneLabel, zonesDiffer } from '@shared/time-zone';
import { useDisplayZone } from '@runtime/meetingZone';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../console/cls';
import { buttonCls, inputCls } from '../form/theme/cls';
import type { CheckinRecord } from './config';

const COLS = ['time', 'code', 'name', 'phone', 'company', 'status', 'operator'] as const;

// the meeting's clock, as the server's messages give it (a check-in desk reads the meeting's time), labelled where the viewer's differs
const timeOf = (iso: string, lang: string, zone: string) => {
  const text = new Date(iso).toLocaleString(lang.startsWith('en') ? 'en-GB' : 'zh-CN', { timeZone: zone, month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return zonesDiffer(zone, viewerTimeZone(), iso) ? `${text} (${zoneLabel(zone, iso)})` : text;
};

export function RecentTable({ rows, onUndo }: { rows: CheckinRecord[]; onUndo?(registrationId: number, reason: string): Promise<boolean> }) {
  const { t, i18n } = useTranslation();
  const zone = useDisplayZone() ?? DEFAULT_TIME_ZONE;
  const [undoing, setUndoing] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (undoing === null || !reason.trim()) return;
    if (await onUndo!(undoing, reason.trim())) {
      setUndoing(null);
      setReason('');
    }
  };
  return (
    <div className="rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h3 className="px-4 pt-4 font-semibold text-slate-900 dark:text-white">{t('checkin.ui.recent.title')}</h3>
      <div className="overflow-x-auto p-4">
        <table data-recent className="w-full min-w-[640px] text-left text-sm">
          <thead className="text-slate-500 dark:text-slate-400">
            <tr>{COLS.map((c) => <th key={c} className="py-2 pr-3 font-medium">{t(`checkin.ui.recent.${c}`)}</th>)}{onUndo && <th className="py-2" />}</tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
            {rows.map((r) => (
              <Fragment key={r.id}>
              <tr data-record={r.status} title={r.message ?? undefined}>
                <td className="whitespace-nowrap py-2 pr-3 tabular-nums">{timeOf(r.time, i18n.language, zone)}</td>
                <td className="py-2 pr-3 font-mono text-xs">{r.code}</td>
                <td className="py-2 pr-3">{r.name ?? '—'}</td>
                <td className="py-2 pr-3 tabular-nums">{r.phone ?? '—'}</td>
                <td className="py-2 pr-3">{r.company ?? '—'}</td>
                <td className="py-2 pr-3">
                  <span className={cx('rounded px-2 py-0.5 text-xs', r.status === 'success' ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300' : 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300')}>
                    {t(`checkin.ui.recent.${r.status}`)}
                  </span>
                  {r.status === 'failure' && r.message && <span data-record-reason className="ml-2 text-xs text-slate-500 dark:text-slate-400">{r.message}</span>}
                </td>
                <td className="py-2 pr-3">{r.operator}</td>
                {onUndo && (
                  <td className="py-2 text-right">
                    {r.status === 'success' && r.registrationId != null && (
                      <button type="button" data-action="undo" className="text-xs text-rose-700 underline hover:no-underline dark:text-rose-300"
                        onClick={() => { setUndoing(r.registrationId!); setReason(''); }}>{t('checkin.ui.undo')}</button>
                    )}
                  </td>
                )}
              </tr>
              {onUndo && undoing !== null && undoing === r.registrationId && r.status === 'success' && (
                <tr data-undo-form>
                  <td colSpan={COLS.length + 1} className="py-2">
                    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
                      <input autoFocus aria-label={t('checkin.ui.undoReason')} placeholder={t('checkin.ui.undoReason')} value={reason} maxLength={200}
                        onChange={(e) => setReason(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setUndoing(null)} className={cx(inputCls(), 'max-w-sm')} />
                      <button type="submit" className={buttonCls('danger')} disabled={!reason.trim()}>{t('checkin.ui.undo')}</button>
                      <button type="button" className={buttonCls('secondary')} onClick={() => setUndoing(null)}>{t('form.cancel')}</button>
                    </form>
                  </td>
                </tr>
              )}
              </Fragment>
            ))}
          </tbody>
        </table>
        {!rows.length && <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{t('checkin.ui.recent.empty')}</p>}
      </div>
    </div>
  );
}
