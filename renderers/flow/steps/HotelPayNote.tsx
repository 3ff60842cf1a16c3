// How the chosen hotel takes its fee (hotel.json paymentMethods): each accepted way, the hotel's own
// account with bank transfer; `separate` adds that this fee is not in the registration's amount.
import { useTranslation } from 'react-i18next';
import { HOTEL_PAY_METHODS } from '@shared/hotel-payment';
import type { HotelPayment } from '../types';
import { cx, mutedCls } from '../ui';

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
              <span className={cx(mutedCls, 'block text-amber-800 dark:text-amber-200')}>
                {t('flowUi.hotelPay.account', { name: hotel.bankAccountName ?? '—', bank: hotel.bankName ?? '—', number: hotel.bankAccountNumber ?? '—' })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
