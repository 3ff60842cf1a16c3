// How the chosen hotel takes its fee (hotel.json paymentMethods): each accepted way, the hotel's own
// account with bank transfer; `separate` adds that this fee is not in the registration's amount.
import { useTranslation } from 'react-i18next';
import { HOTEL_PAY_METHODS } from '@shared/hotel-payment';
import type { HotelPayment } from '../types';
import { cx, mutedCls } from '../ui';

/** The hotel's account, labelled as the registration's own transfer account is (payTo). */
const ACCOUNT = [['payTo.accountName', 'bankAccountName'], ['payTo.bankName', 'bankName'], ['payTo.bankAccount', 'bankAccountNumber']] as const;

export function HotelPayNote({ hotel, separate, className }: { hotel: HotelPayment; separate?: boolean; className?: string }) {
  const { t } = useTranslation();
  const methods = HOTEL_PAY_METHODS.filter((m) => hotel.paymentMethods?.includes(m));
  if (!methods.length) return null;
  return (
    <div className={cx('space-y-1 rounded-lg bg-amber-50 p-3 text-left text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30', className)} data-testid="hotel-pay-note">
      <p className="font-medium">{t('flowUi.hotelPay.title')}</p>
      {separate && <p data-testid="hotel-pay-separate">{t('flowUi.hotelPay.separate')}</p>}
      <ul className="list-disc space-y-1 pl-5">
        {methods.map((m) => (
          <li key={m} data-testid={`hotel-pay-${m}`}>
            {t(`flowUi.hotelPay.${m}`)}
            {m === 'bankTransfer' && (
              // one line each (as the registration's own account shows), so a phone never splits the number mid-line
              <dl className={cx(mutedCls, 'mt-1 space-y-0.5 text-amber-800 dark:text-amber-200')}>
                {ACCOUNT.map(([label, key]) => (
                  // the value moves under its label whole when the line is too short for both
                  <div key={key} className="flex flex-wrap gap-x-2">
                    <dt>{t(label)}</dt>
                    <dd data-testid={`hotel-pay-${key}`} className={cx('min-w-0 font-medium text-amber-900 dark:text-amber-100', key === 'bankAccountNumber' && 'tabular-nums', '[overflow-wrap:anywhere]')}>{hotel[key] || '—'}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
