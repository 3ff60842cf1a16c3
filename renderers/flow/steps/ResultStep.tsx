// Pending review and success: the designed title, text and buttons (home, personal centre, a link),
// and once submitted the registration's state, transfer reference and amount due.
import { HotelPayNote } from './HotelPayNote';
import type { HotelPayment } from '../types';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@runtime/money';
import type { Registration, StepProps } from '../types';
import { StateBadge } from '../../lifecycle/StateBadge';
import { buttonCls, cx } from '../ui';
import { Desc } from './Desc';
import { safeLink } from '@shared/links';

export interface FlowButton { label: string; action?: string; url?: string; type?: string }

export function buttonHref(b: FlowButton, meetingId: string | number): string | undefined {
  if (b.action === 'home') return '/';
  if (b.action === 'participantCenter') return `/participant-center/${meetingId}`;
  if (b.action === 'link' && b.url && /^(https?:\/\/|\/)/.test(b.url) && safeLink(b.url)) return b.url;
  return undefined;
}

/** The default text under the title by where the registration stands (the designer's text wins). */
function descKey(kind: 'pending' | 'success', reg: Registration | null | undefined): string {
  if (reg?.registrationStatus === 'submitted') return 'flowUi.result.reviewDesc';
  if (reg?.registrationStatus === 'awaiting_payment' && reg.paymentMethod === 'cash') return 'flowUi.result.siteDesc';
  return `flowUi.result.${kind}Desc`;
}

/** The submitted registration's state, its transfer reference (bank transfer) and the amount due with its currency. */
function Submitted({ reg }: { reg: Registration }) {
  const { t, i18n } = useTranslation();
  const amount = Number(reg.totalAmount ?? 0);
  return (
    <dl className="mx-auto grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-gray-50 p-3 text-left text-sm dark:bg-gray-900/60" data-testid="result-summary">
      {reg.registrationStatus && (
        <>
          <dt className="text-gray-600 dark:text-gray-400">{t('flowUi.result.state')}</dt>
          <dd><StateBadge state={reg.registrationStatus} testId="result-state" /></dd>
        </>
      )}
      {/* the reference is what a transfer carries: none when nothing is to be paid */}
      {reg.paymentMethod === 'bankCard' && amount > 0 && reg.transferReference && (
        <>
          <dt className="text-gray-600 dark:text-gray-400">{t('payTo.reference')}</dt>
          <dd className="font-mono font-semibold tracking-widest text-gray-900 dark:text-gray-100" data-testid="result-reference">{reg.transferReference}</dd>
        </>
      )}
      {amount > 0 && (
        <>
          <dt className="text-gray-600 dark:text-gray-400">{t('payTo.amount')}</dt>
          <dd className="font-semibold text-gray-900 dark:text-gray-100" data-testid="result-amount">{formatMoney(amount, reg.currency, i18n.language)}</dd>
        </>
      )}
    </dl>
  );
}

export function ResultStep({ page, data, state, kind }: StepProps & { kind: 'pending' | 'success' }) {
  const { t, i18n } = useTranslation();
  const reg = state.registration;
  // kept with the booking when the hotel takes its fee itself (server registration/choices.ts)
  const hotelPayment = (reg?.hotelSelection as { hotelPayment?: HotelPayment } | undefined)?.hotelPayment;
  const buttons: FlowButton[] = Array.isArray(page.btnList) && page.btnList.length ? page.btnList : [{ label: t('flowUi.toCentre'), action: 'participantCenter', type: 'primary' }];
  return (
    <div className="space-y-4 py-6 text-center" data-testid={`result-${kind}`}>
      <div className={cx('mx-auto flex h-14 w-14 items-center justify-center rounded-full text-2xl', kind === 'success' ? 'bg-green-100 text-green-600 dark:bg-green-900/40 dark:text-green-300' : 'bg-amber-100 text-amber-600 dark:bg-amber-900/40 dark:text-amber-300')} aria-hidden>
        {kind === 'success' ? '✓' : '…'}
      </div>
      <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">{page.title || t(`flowUi.result.${kind}Title`)}</h2>
      <Desc text={page.desc || t(descKey(kind, reg), { amount: formatMoney(reg?.totalAmount, reg?.currency, i18n.language) })} />
      {reg && <Submitted reg={reg} />}
      {hotelPayment && <HotelPayNote hotel={hotelPayment} separate className="mx-auto max-w-md" />}
      <div className={cx('flex flex-wrap justify-center gap-2', page.btnLayout === 'vertical' && 'flex-col items-center')}>
        {buttons.map((b) => {
          const href = buttonHref(b, data.meeting.id);
          return href ? <a key={b.label} href={href} className={buttonCls(b.type === 'default' ? 'secondary' : 'primary')}>{b.label}</a> : <span key={b.label} className={buttonCls('secondary')}>{b.label}</span>;
        })}
      </div>
    </div>
  );
}
