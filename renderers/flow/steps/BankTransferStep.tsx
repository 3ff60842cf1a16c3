// Bank transfer: the account to pay into, the amount due with its currency, the transfer reference
// (what the participant writes on the transfer, not the registration id) and the deadline — the
// participant centre's PayToPanel —, then the proof upload (JPG, PNG or PDF; the server sniffs it).
// The organizer reviews the proof (spec 2 payment review).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOf } from '@shared/designer/steps';
import type { StepProps } from '../types';
import { summarize } from '../summary';
import { buttonCls, cx, mutedCls } from '../ui';
import { PayToPanel, type PayTo } from '../../pay-to/PayToPanel';

const PROOF_MAX = 10 * 1024 * 1024;
/** What the designer's preview shows where the server's transfer reference will be. */
const SAMPLE_REFERENCE = 'ABCD2345';

export function BankTransferStep({ page, data, state, now, uploadProof, preview }: StepProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  const account = { ...(pageOf(data.design, 'pay').account ?? {}), ...Object.fromEntries(Object.entries(page).filter(([, v]) => v)) };
  const reg = state.registration;
  // after submission the server's payTo (account, amount, transfer reference, deadline) is what counts;
  // before it (the designer's preview) the designed account and the computed total, with a sample reference
  const payTo: PayTo = {
    bankName: account.bankName, accountName: account.accountName ?? account.receiverName, bankAccount: account.bankAccount, swiftCode: account.swiftCode,
    amountDue: Number(reg?.totalAmount ?? summarize(data, state, now).total), currency: reg?.currency ?? data.flow.currency ?? 'CNY',
    reference: reg?.transferReference ?? (preview ? SAMPLE_REFERENCE : null), deadline: reg?.paymentDeadline ?? null,
    ...(reg?.payTo ? Object.fromEntries(Object.entries(reg.payTo).filter(([, v]) => v !== null && v !== undefined)) : {}),
  };
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
      <PayToPanel payTo={payTo} testId="bank-pay-to" />
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
