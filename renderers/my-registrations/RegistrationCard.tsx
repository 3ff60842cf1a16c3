// One registration in the participant centre: status and payment status, what was chosen, the fees
// the server fixed, the rejection reason, the proof upload and the e-ticket once paid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../console/cls';
import { buttonCls } from '../form/theme/cls';
import { ETicket } from './ETicket';
import { ProofUpload } from './ProofUpload';
import { Attachments } from './Attachments';
import { canUploadProof, isPaid, type MyRegistration } from './api';

const TONE: Record<string, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-500/30',
  amber: 'bg-amber-50 text-amber-700 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-500/30',
  red: 'bg-rose-50 text-rose-700 ring-rose-200 dark:bg-rose-500/15 dark:text-rose-300 dark:ring-rose-500/30',
  gray: 'bg-slate-100 text-slate-600 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
  blue: 'bg-sky-50 text-sky-700 ring-sky-200 dark:bg-sky-500/15 dark:text-sky-300 dark:ring-sky-500/30',
};
const STATUS_TONE: Record<string, string> = { submitted: 'blue', pending: 'amber', approved: 'green', rejected: 'red', cancelled: 'gray' };
const PAY_TONE: Record<string, string> = { unpaid: 'gray', pending: 'amber', approved: 'green', paid: 'green', rejected: 'red' };

function Badge({ tone, children, testId }: { tone: string; children: React.ReactNode; testId?: string }) {
  return <span data-testid={testId} className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', TONE[tone] ?? TONE.gray)}>{children}</span>;
}

export function money(lang: string, amount: number, currency: string) {
  try {
    return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'zh-CN', { style: 'currency', currency: currency || 'CNY' }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

interface Props {
  reg: MyRegistration;
  onChange(next: MyRegistration): void;
  onCancel?(reg: MyRegistration): void;
}

export function RegistrationCard({ reg, onChange, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const m = (n: number) => money(i18n.language, Number(n ?? 0), reg.currency);
  const rows: Array<[string, string | null | undefined]> = [
    ['identity', reg.identity],
    ['ticket', reg.selectedTicketName ? `${reg.selectedTicketName} · ${m(reg.ticketPrice)}` : null],
    ['subVenues', reg.selectedSubVenues?.length ? reg.selectedSubVenues.join('、') : null],
    ['hotel', reg.hotelName ? `${reg.hotelName} · ${reg.roomTypeName ?? ''} · ${reg.hotelSelection?.checkinDate ?? ''} → ${reg.hotelSelection?.checkoutDate ?? ''} (${t('myRegistrations.nights', { count: reg.nights ?? 1 })}) · ${m(reg.hotelFee)}` : null],
    ['payMethod', reg.paymentMethod ? t(`myRegistrations.method.${reg.paymentMethod}`, { defaultValue: reg.paymentMethod }) : null],
    ['time', reg.submitTime ? new Date(reg.submitTime).toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN', { hour12: false }) : null],
  ];
  const cancellable = reg.registrationStatus !== 'cancelled' && !isPaid(reg) && !!onCancel;
  const [confirming, setConfirming] = useState(false);
  return (
    <article data-testid={`registration-${reg.id}`} className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900 dark:text-white">{reg.flowName ?? t('myRegistrations.untitled')}</h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('myRegistrations.number', { id: reg.id })}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={STATUS_TONE[reg.registrationStatus] ?? 'gray'} testId="registration-status">{t(`myRegistrations.status.${reg.registrationStatus}`, { defaultValue: reg.registrationStatus })}</Badge>
          <Badge tone={PAY_TONE[reg.paymentStatus] ?? 'gray'} testId="payment-status">{t(`myRegistrations.payment.${reg.paymentStatus}`, { defaultValue: reg.paymentStatus })}</Badge>
        </div>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.filter(([, v]) => v).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{t(`myRegistrations.field.${k}`)}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{v}</dd>
          </div>
        ))}
        <dt className="font-medium text-slate-700 dark:text-slate-200">{t('myRegistrations.field.total')}</dt>
        <dd data-testid="total" className="font-semibold text-brand-700 dark:text-brand-300">{m(reg.totalAmount)}</dd>
      </dl>
      <Attachments reg={reg} />
      {reg.paymentStatus === 'rejected' && (
        <div role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-700 dark:bg-rose-500/10 dark:text-rose-300">
          <div className="font-medium">{t('myRegistrations.rejected')}</div>
          {reg.rejectReason && <div>{t(`form.enum.payments.rejectReason.${reg.rejectReason}`, { defaultValue: reg.rejectReason })}</div>}
          {reg.rejectDetails && <div className="mt-1 whitespace-pre-wrap">{reg.rejectDetails}</div>}
        </div>
      )}
      {reg.paymentStatus === 'pending' && <p className="text-sm text-amber-700 dark:text-amber-300">{t('myRegistrations.awaitingReview')}</p>}
      {isPaid(reg) && (reg.checkinCode ? <ETicket code={reg.checkinCode} title={reg.flowName ?? ''} /> : <p className="text-sm text-slate-500">{t('myRegistrations.noCode')}</p>)}
      {(canUploadProof(reg) || cancellable) && (
        <footer className="flex flex-wrap items-start justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
          {canUploadProof(reg) ? <ProofUpload reg={reg} onDone={onChange} /> : <span />}
          {cancellable && !confirming && (
            <button type="button" className={buttonCls('secondary')} data-testid={`cancel-${reg.id}`} onClick={() => setConfirming(true)}>
              {t('myRegistrations.cancel')}
            </button>
          )}
          {cancellable && confirming && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-600 dark:text-slate-300">{t('myRegistrations.cancelConfirm')}</span>
              <button type="button" className={buttonCls('danger')} data-testid={`cancel-yes-${reg.id}`} onClick={() => { setConfirming(false); onCancel!(reg); }}>{t('myRegistrations.cancelYes')}</button>
              <button type="button" className={buttonCls('secondary')} onClick={() => setConfirming(false)}>{t('myRegistrations.cancelNo')}</button>
            </div>
          )}
        </footer>
      )}
    </article>
  );
}
