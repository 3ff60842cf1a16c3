// One registration in the participant centre: its lifecycle state (label and colour from
// registration.json), what was chosen, the fees with their currency, what to do next (NextStep:
// pay, wait, upload again, or why it ended), the proof upload, the e-ticket once admitted, and
// cancel while the lifecycle allows the participant to. A hotel fee the hotel takes itself is marked so,
// left out of the total, with how to pay the hotel (the flow's HotelPayNote).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, isAdmitted } from '@shared/lifecycle';
import { formatMoney } from '@runtime/money';
import { buttonCls } from '../form/theme/cls';
import { StateBadge } from '../lifecycle/StateBadge';
import { badgeCls } from '../lifecycle/badge';
import { formatWhen } from '../pay-to/when';
import { ETicket } from './ETicket';
import { ProofUpload } from './ProofUpload';
import { NextStep } from './NextStep';
import { nextOf, type Next } from './next';
import { Attachments } from './Attachments';
import { canUploadProof, type MyRegistration } from './api';
import { useLang } from '@runtime/i18n';
import { textIn } from '@shared/bilingual';
import { HotelPayNote } from '../flow/steps/HotelPayNote';

/** Where the card's guidance (the payment panel) or the e-ticket already shows the transfer reference. */
const SHOWN_ELSEWHERE: Next[] = ['payTransfer', 'proofRejected', 'ticket', 'checkedIn'];
const PAY_TONE: Record<string, string> = { pending: 'amber', approved: 'green', paid: 'green', rejected: 'rose' };

interface Props {
  reg: MyRegistration;
  onChange(next: MyRegistration): void;
  onCancel?(reg: MyRegistration): void;
}

export function RegistrationCard({ reg, onChange, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const { lang } = useLang();
  const m = (n: number) => formatMoney(Number(n ?? 0), reg.currency, i18n.language);
  // the designed names in the participant's language (stored with their English beside them)
  const ticket = textIn(reg, 'selectedTicketName', lang);
  const next = nextOf(reg);
  const admitted = isAdmitted(reg.registrationStatus);
  // recorded at submit (registration/choices.ts): the hotel's fee is paid to the hotel, not in this total
  const atHotel = !!reg.hotelName && reg.hotelSelection?.paidWithRegistration === false;
  const rows: Array<[string, string | null | undefined]> = [
    ['identity', textIn(reg, 'identity', lang) || null],
    ['ticket', ticket ? `${ticket} · ${m(reg.ticketPrice)}` : null],
    ['subVenues', reg.selectedSubVenues?.length ? reg.selectedSubVenues.join('、') : null],
    ['hotel', reg.hotelName ? `${reg.hotelName} · ${reg.roomTypeName ?? ''} · ${reg.hotelSelection?.checkinDate ?? ''} → ${reg.hotelSelection?.checkoutDate ?? ''} (${t('myRegistrations.nights', { count: reg.nights ?? 1 })}) · ${m(reg.hotelFee)}${atHotel ? ` · ${t('myRegistrations.hotelAtHotel')}` : ''}` : null],
    ['payMethod', reg.paymentMethod ? t(`form.enum.registration.paymentMethod.${reg.paymentMethod}`, { defaultValue: reg.paymentMethod }) : null],
    // the transfer reference wherever neither the payment panel nor the e-ticket shows it (a proof in review, an ended one)
    ['reference', reg.paymentMethod === 'bankCard' && !(next && SHOWN_ELSEWHERE.includes(next)) ? reg.transferReference : null],
    ['time', reg.submitTime ? formatWhen(reg.submitTime, i18n.language) : null],
  ];
  const cancellable = !!onCancel && can('cancel', reg.registrationStatus);
  const upload = canUploadProof(reg);
  const [confirming, setConfirming] = useState(false);
  return (
    <article data-testid={`registration-${reg.id}`} data-state={reg.registrationStatus} className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900 dark:text-white">{reg.flowName ?? t('myRegistrations.untitled')}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('myRegistrations.number', { id: reg.id })}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StateBadge state={reg.registrationStatus} testId="registration-status" />
          {Number(reg.totalAmount) > 0 && (
            <span data-testid="payment-status" className={badgeCls(PAY_TONE[reg.paymentStatus])}>
              {t(`form.enum.registration.paymentStatus.${reg.paymentStatus}`, { defaultValue: reg.paymentStatus })}
            </span>
          )}
        </div>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.filter(([, v]) => v).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{t(`myRegistrations.field.${k}`)}</dt>
            <dd data-testid={`field-${k}`} className="break-words text-slate-900 dark:text-slate-100">{v}</dd>
          </div>
        ))}
        <dt className="font-medium text-slate-700 dark:text-slate-200">{t('myRegistrations.field.total')}</dt>
        <dd data-testid="total" className="font-semibold text-brand-700 dark:text-brand-100">{m(reg.totalAmount)}</dd>
      </dl>
      {atHotel && <HotelPayNote hotel={reg.hotelSelection?.hotelPayment ?? {}} separate />}
      <Attachments reg={reg} />
      {next && <NextStep next={next} reg={reg} />}
      {/* the server gives the door code only while the registration may enter (also unpaid where the flow admits unpaid),
          with the signed code for the QR (the door takes the plain one too, should an answer lack it) */}
      {reg.checkinCode
        ? <ETicket code={reg.checkinCode} qr={reg.signedCode ?? reg.checkinCode} title={[reg.flowName, ticket].filter(Boolean).join(' · ')} reference={reg.transferReference} />
        : admitted && <p className="text-sm text-slate-600 dark:text-slate-400">{t('myRegistrations.noCode')}</p>}
      {(upload || cancellable) && (
        <footer className="flex flex-wrap items-start justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
          {upload ? <ProofUpload reg={reg} onDone={onChange} /> : <span />}
          {cancellable && !confirming && (
            <button type="button" className={buttonCls('secondary')} data-testid={`cancel-${reg.id}`} onClick={() => setConfirming(true)}>
              {t('myRegistrations.cancel')}
            </button>
          )}
          {cancellable && confirming && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-700 dark:text-slate-300">{t('myRegistrations.cancelConfirm')}</span>
              <button type="button" className={buttonCls('danger')} data-testid={`cancel-yes-${reg.id}`} onClick={() => { setConfirming(false); onCancel!(reg); }}>{t('myRegistrations.cancelYes')}</button>
              <button type="button" className={buttonCls('secondary')} onClick={() => setConfirming(false)}>{t('myRegistrations.cancelNo')}</button>
            </div>
          )}
        </footer>
      )}
    </article>
  );
}
