// Where and how much to pay by bank transfer: the organizer's account, the amount due with its
// currency, the transfer reference to write on the transfer (with a copy button) and the deadline
// with what happens after it. The participant centre's unpaid card and the flow's bank-transfer step
// show this one panel, filled from the server's `payTo` (GET /api/registrations/mine, the submit answer).
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@runtime/money';
import { CopyButton } from './CopyButton';
import { formatWhen } from './when';

export interface PayTo {
  bankName?: string | null;
  bankAccount?: string | null;
  accountName?: string | null;
  swiftCode?: string | null;
  amountDue: number;
  currency: string;
  reference?: string | null;
  deadline?: string | null;
}

export function PayToPanel({ payTo, testId = 'pay-to' }: { payTo: PayTo; testId?: string }) {
  const { t, i18n } = useTranslation();
  const deadline = formatWhen(payTo.deadline, i18n.language);
  const account: Array<[string, string | null | undefined]> = [
    ['bankName', payTo.bankName], ['accountName', payTo.accountName], ['bankAccount', payTo.bankAccount], ['swiftCode', payTo.swiftCode],
  ];
  const hasAccount = account.some(([, v]) => v);
  return (
    <section data-testid={testId} aria-labelledby={`${testId}-title`} className="space-y-3 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700">
      <h4 id={`${testId}-title`} className="font-semibold text-slate-900 dark:text-white">{t('payTo.title')}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {account.filter(([, v]) => v).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{t(`payTo.${k}`)}</dt>
            <dd data-testid={`${testId}-${k}`} className="break-all font-medium text-slate-900 dark:text-slate-100">{v}</dd>
          </div>
        ))}
        <dt className="text-slate-600 dark:text-slate-400">{t('payTo.amount')}</dt>
        <dd data-testid={`${testId}-amount`} className="font-semibold text-slate-900 dark:text-white">{formatMoney(payTo.amountDue, payTo.currency, i18n.language)}</dd>
        {payTo.reference && (
          <>
            <dt className="self-center text-slate-600 dark:text-slate-400">{t('payTo.reference')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span data-testid={`${testId}-reference`} className="rounded bg-white px-2 py-0.5 font-mono text-base font-semibold tracking-widest text-slate-900 ring-1 ring-slate-300 dark:bg-slate-900 dark:text-white dark:ring-slate-600">{payTo.reference}</span>
              <CopyButton text={payTo.reference} label={t('payTo.copyReference')} testId={`${testId}-copy`} />
            </dd>
          </>
        )}
      </dl>
      {!hasAccount && <p className="text-slate-700 dark:text-slate-300">{t('payTo.noAccount')}</p>}
      {payTo.reference && <p className="text-slate-700 dark:text-slate-300">{t('payTo.referenceHint', { reference: payTo.reference })}</p>}
      {deadline && <p data-testid={`${testId}-deadline`} className="font-medium text-amber-800 dark:text-amber-300">{t('payTo.deadlineHint', { deadline })}</p>}
    </section>
  );
}
