// Pay: choose bank transfer or payment on site among what the design offers.
import { useTranslation } from 'react-i18next';
import { offeredPayMethods } from '@shared/designer/steps';
import type { StepProps } from '../types';
import { money } from '../money';
import { summarize } from '../summary';
import { choiceCard, cx, mutedCls } from '../ui';
import { HotelPayNote } from './HotelPayNote';

export function PayStep({ page, data, state, update, now }: StepProps) {
  const { t } = useTranslation();
  const methods = offeredPayMethods(data.design);
  const labels = new Map<string, string>((page.payMethods ?? []).map((m: { value: string; label?: string }) => [m.value, m.label ?? '']));
  const s = summarize(data, state, now);
  const total = s.total;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-200">{t('flowUi.amountDue')} <strong className="text-lg text-brand-600 dark:text-brand-100" data-testid="pay-total">{money(total, data.flow.currency)}</strong></p>
      {s.hotelPayment && <HotelPayNote hotel={s.hotelPayment} separate />}
      <div role="radiogroup" aria-label={t('flowUi.step.pay')} className={cx('grid gap-3', page.buttonLayout === 'horizontal' ? 'sm:grid-cols-2' : '')}>
        {methods.map((m) => (
          <button key={m} type="button" role="radio" aria-checked={state.paymentMethod === m} className={choiceCard(state.paymentMethod === m)} onClick={() => update({ paymentMethod: m })} data-testid={`pay-${m}`}>
            <span className="block font-medium text-gray-900 dark:text-gray-100">{labels.get(m) || t(`flowUi.payMethod.${m}`)}</span>
            <span className={mutedCls}>{t(`flowUi.payHint.${m}`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
