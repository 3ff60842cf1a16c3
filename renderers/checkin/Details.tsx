// What the scanner shows of a scanned registration (issue 15): photo, name, company, position from
// the participant's record, then ticket, sub-venues and payment (with "collect on site" when let in
// unpaid). Shared by the result card and the full-screen verdict.
import { useTranslation } from 'react-i18next';
import type { ScanResult } from './config';

export function Details({ r, large = false }: { r: ScanResult; large?: boolean }) {
  const { t } = useTranslation();
  const p = r.participant;
  const g = r.registration;
  const pay = g ? t(`form.enum.registration.paymentStatus.${g.paymentStatus}`, { defaultValue: g.paymentStatus }) : null;
  const rows: Array<[string, string, string | null | undefined]> = [
    ['name', t('checkin.ui.recent.name'), p.name],
    ['company', t('checkin.ui.recent.company'), p.company],
    ['position', t('checkin.ui.position'), p.position],
    ['ticket', t('checkin.ui.ticket'), g?.ticket],
    ['subVenues', t('checkin.ui.subVenues'), g?.subVenues?.join('、')],
    ['payment', t('checkin.ui.payment'), g ? (g.collectOnSite ? `${pay} · ${t('checkin.collectOnSite')}` : pay) : null],
    ['code', t('checkin.ui.recent.code'), r.code],
  ];
  return (
    <div className="flex items-start gap-4">
      {p.avatar && <img data-field="photo" src={p.avatar} alt={t('checkin.ui.photo')} className={large ? 'h-28 w-28 rounded-xl object-cover' : 'h-16 w-16 rounded-lg object-cover'} />}
      <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${large ? 'text-lg' : 'text-sm'}`}>
        {rows.map(([k, label, v]) => (
          <div key={k} className="contents">
            <dt className={large ? 'opacity-90' : 'text-slate-500 dark:text-slate-400'}>{label}</dt>
            <dd data-field={k} className={`break-all ${large ? 'font-medium' : 'text-slate-900 dark:text-slate-100'} ${k === 'payment' && g?.collectOnSite ? 'font-semibold' : ''}`}>{v || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
