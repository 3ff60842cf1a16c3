// The organizer's report of codes scanned at more than one offline door (issue 20): who, the earliest
// scan (the one that counts as the arrival) and every scan with its device and operator.
import { useTranslation } from 'react-i18next';
import { useDataSource } from '@runtime/data';

export interface Scan { deviceId: string; scannedAt: string; operator: string | null }
export interface Conflict { registrationId: number; name: string; ticket: string | null; earliest: Scan; scans: Scan[] }

const when = (iso: string) => new Date(iso).toLocaleString();

export function ConflictTable({ rows }: { rows: Conflict[] }) {
  const { t } = useTranslation();
  if (!rows.length) return <p data-conflicts-empty className="text-sm text-slate-500 dark:text-slate-400">{t('checkin.offline.conflicts.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table data-conflicts className="w-full min-w-[20rem] text-left text-sm">
        <thead className="text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">{t('checkin.offline.conflicts.name')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('checkin.offline.conflicts.earliest')}</th>
            <th scope="col" className="py-1 font-medium">{t('checkin.offline.conflicts.others')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {rows.map((r) => (
            <tr key={r.registrationId} data-conflict={r.registrationId}>
              <td className="py-2 pr-3 align-top"><span data-field="name">{r.name}</span>{r.ticket ? <span className="block text-xs text-slate-500 dark:text-slate-400">{r.ticket}</span> : null}</td>
              <td data-field="earliest" className="py-2 pr-3 align-top"><span data-device>{r.earliest.deviceId}</span><span className="block text-xs">{when(r.earliest.scannedAt)} · {r.earliest.operator}</span></td>
              <td data-field="others" className="py-2 align-top">
                {r.scans.slice(1).map((s, i) => <span key={i} className="block"><span data-device>{s.deviceId}</span> <span className="text-xs">{when(s.scannedAt)} · {s.operator}</span></span>)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The report read from the server; `refreshKey` changes after each sync so it is read again. */
export function ConflictReport({ path, refreshKey }: { path: string; refreshKey: number }) {
  const { t } = useTranslation();
  const ds = useDataSource<Conflict>({ path }, { _t: refreshKey });
  const rows = (Array.isArray(ds.data) ? ds.data : []) as Conflict[];
  return (
    <section aria-labelledby="offline-conflicts" className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 id="offline-conflicts" className="font-semibold text-slate-900 dark:text-white">{t('checkin.offline.conflicts.title')}</h2>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('checkin.offline.conflicts.hint')}</p>
      {ds.error && !ds.data ? <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">{t('checkin.ui.loadFailed')}</p> : <ConflictTable rows={rows} />}
    </section>
  );
}
