// Sends the bank-transfer proof (first time, or again after a rejection). The server sniffs and
// limits the file; its message is shown as it comes (zh/en).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { buttonCls } from '../form/theme/cls';
import { useCalls } from '../calls';
import { myRegistrationsApi, type MyRegistration } from './api';

const MAX_MB = 10;

export function ProofUpload({ reg, onDone }: { reg: MyRegistration; onDone(next: MyRegistration): void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const calls = useCalls(); // the calling screen's, handed down by <MyRegistrations>
  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // a hint only: the server decides by content and size
    if (file.size > MAX_MB * 1024 * 1024) return setError(t('myRegistrations.tooLarge', { mb: MAX_MB }));
    setBusy(true);
    try {
      const next = await myRegistrationsApi(calls).uploadProof(reg.id, file, reg.meetingId);
      toast.success(t('myRegistrations.uploaded'));
      onDone(next);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const label = reg.paymentStatus === 'rejected' ? 'reupload' : reg.bankTransferProof ? 'replace' : 'upload';
  return (
    <div className="space-y-1">
      <input ref={input} type="file" accept="image/png,image/jpeg,application/pdf" className="hidden" data-testid={`proof-input-${reg.id}`} onChange={(e) => send(e.target.files?.[0])} />
      <button type="button" className={buttonCls(label === 'replace' ? 'secondary' : 'primary')} disabled={busy} data-testid={`proof-button-${reg.id}`} onClick={() => input.current?.click()}>
        {busy ? t('myRegistrations.uploading') : t(`myRegistrations.${label}`)}
      </button>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('myRegistrations.proofHint', { mb: MAX_MB })}</p>
      {error && <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">{error}</p>}
    </div>
  );
}
