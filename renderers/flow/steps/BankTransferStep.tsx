// Bank transfer: the account to pay into, the amount and reference, and the proof upload (JPG, PNG or
// PDF; the server sniffs it). The organizer reviews the proof (spec 2 payment review).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOf } from '@shared/designer/steps';
import type { StepProps } from '../types';
import { money } from '../money';
import { summarize } from '../summary';
import { buttonCls, cardCls, cx, mutedCls } from '../ui';

const PROOF_MAX = 10 * 1024 * 1024;

export function BankTransferStep({ page, data, state, now, uploadProof, preview }: StepProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  const account = { ...(pageOf(data.design, 'pay').account ?? {}), ...Object.fromEntries(Object.entries(page).filter(([, v]) => v)) };
  const amount = state.registration?.totalAmount ?? summarize(data, state, now).total;
  const rows: Array<[string, unknown]> = [
    [t('flowUi.bank.bankName'), account.bankName], [t('flowUi.bank.accountName'), account.accountName ?? account.receiverName],
    [t('flowUi.bank.bankAccount'), account.bankAccount], [t('flowUi.bank.swiftCode'), account.swiftCode], [t('flowUi.bank.amount'), money(Number(amount), data.flow.currency)],
    [t('flowUi.bank.reference'), state.registration ? String(state.registration.registrationNo ?? state.registration.id) : preview ? 'R-0000' : ''],
  ];
  const send = async (file?: File) => {
    if (!file) return;
    setErr('');
    if (!/\.(jpe?g|png|pdf)$/i.test(file.name)) return setErr(t('flowUi.proofType'));
    if (file.size > PROOF_MAX) return setErr(t('flowUi.proofSize'));
    setBusy(true);
    try {
      await uploadProof?.(file);
    } catch (e) {
      setErr((e as Error)?.message || t('flowUi.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <dl className={cx(cardCls, 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm')}>
        {rows.filter(([, v]) => v).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-gray-500 dark:text-gray-400">{k}</dt>
            <dd className="break-all font-medium text-gray-900 dark:text-gray-100">{String(v)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <label className={cx(buttonCls('primary'), busy && 'opacity-60')}>
          <input type="file" accept=".jpg,.jpeg,.png,.pdf" className="sr-only" disabled={busy} onChange={(e) => send(e.target.files?.[0])} data-testid="proof-input" />
          {busy ? t('flowUi.uploading') : state.proofName ? t('flowUi.proofAgain') : t('flowUi.proofUpload')}
        </label>
        {state.proofName && <p className="mt-2 text-sm text-green-700 dark:text-green-400" data-testid="proof-done">{t('flowUi.proofDone', { name: state.proofName })}</p>}
        <p className={cx(mutedCls, 'mt-1', err && 'text-red-600 dark:text-red-400')} role={err ? 'alert' : undefined}>{err || t('flowUi.proofTip')}</p>
      </div>
    </div>
  );
}
