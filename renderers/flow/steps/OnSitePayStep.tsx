// Pay on site: what to bring, how much, how and when (the designed texts).
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../types';
import { money } from '../money';
import { summarize } from '../summary';
import { cardCls, cx } from '../ui';

export function OnSitePayStep({ page, data, state, now }: StepProps) {
  const { t } = useTranslation();
  const amount = state.registration?.totalAmount ?? summarize(data, state, now).total;
  return (
    <div className={cx(cardCls, 'space-y-2 text-sm text-gray-800 dark:text-gray-100')}>
      {page.info && <p className="whitespace-pre-line">{page.info}</p>}
      <p>{t('flowUi.bank.amount')}: <strong data-testid="onsite-amount">{money(Number(amount), data.flow.currency)}</strong></p>
      {page.payMethod && <p>{t('flowUi.onSite.method')}: {page.payMethod}</p>}
      {page.payTime && <p>{t('flowUi.onSite.time')}: {page.payTime}</p>}
    </div>
  );
}
