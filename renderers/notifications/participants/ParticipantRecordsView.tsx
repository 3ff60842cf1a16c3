// The messages sent to meetings' participants as a table: the meeting, the record's columns from the
// entity schema (labels, enum texts and dates as the generic tables show them; enums as badges), and
// how the e-mail/SMS copies went (delivered · failed), a page at a time from the server.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getSchema } from '@runtime/schemas';
import { buttonCls } from '../../form/theme/cls';
import { ConsoleIcon } from '../../console/icons';
import { columnsOf } from '../../table/columns';
import { formatCell } from '../../table/format';
import { Pager } from '../../table/Pager';
import { badgeCls } from '../lib';

export type ParticipantRecord = Record<string, any> & { id: number; meetingTitle?: string | null };

export interface ParticipantRecordsViewProps {
  columns: string[];
  badges: Record<string, Record<string, string>>;
  rows: ParticipantRecord[];
  state: 'loading' | 'error' | 'ready';
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
  onSend?: () => void;
}

export function ParticipantRecordsView(p: ParticipantRecordsViewProps) {
  const { t } = useTranslation();
  const cols = useMemo(() => columnsOf('notificationRecord', getSchema('notificationRecord'), p.columns), [p.columns]);
  const message = p.state === 'loading' ? t('http.loading') : p.state === 'error' ? t('notifications.participants.records.loadFailed') : !p.rows.length ? t('notifications.participants.records.empty') : null;
  return (
    <section className="space-y-4" data-testid="participant-records">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t('notifications.participants.records.title')}</h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('notifications.participants.records.subtitle')}</p>
        </div>
        {p.onSend && (
          <button type="button" className={buttonCls('primary')} onClick={p.onSend} data-testid="open-participant-send">
            <ConsoleIcon name="plus" className="h-4 w-4" />{t('notifications.participants.open')}
          </button>
        )}
      </header>
      <div className="overflow-hidden rounded-xl bg-white text-sm text-slate-800 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-800">
        <div className="overflow-x-auto">
          <table className="min-w-full">
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:bg-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">{t('notifications.participants.records.meeting')}</th>
                {cols.map((c) => <th key={c.key} scope="col" className="px-4 py-3">{t(c.label, { defaultValue: c.key })}</th>)}
              </tr>
            </thead>
            <tbody>
              {message ? (
                <tr>
                  <td colSpan={cols.length + 1} role={p.state === 'error' ? 'alert' : 'status'} className={`px-4 py-10 text-center ${p.state === 'error' ? 'text-rose-600 dark:text-rose-400' : 'text-slate-500 dark:text-slate-400'}`}>{message}</td>
                </tr>
              ) : (
                p.rows.map((r) => (
                  <tr key={r.id} data-record={r.id} className="border-t border-slate-100 dark:border-slate-800">
                    <td className="max-w-[12rem] truncate px-4 py-2.5" title={r.meetingTitle ?? ''}>{r.meetingTitle}</td>
                    {cols.map((c) => {
                      const tone = p.badges[c.key]?.[r[c.key]];
                      const value = formatCell(t, c.schema, r[c.key]);
                      return (
                        <td key={c.key} data-col={c.key} className={`px-4 py-2.5 ${c.key === 'title' ? 'max-w-xs truncate' : 'whitespace-nowrap'}`} title={c.key === 'title' ? value : undefined}>
                          {tone ? <span className={badgeCls(tone)}>{value}</span> : value}
                        </td>
                      );
                    })}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <Pager page={p.page} pageSize={p.pageSize} total={p.total} onPage={p.onPage} />
      </div>
    </section>
  );
}
