// The new sub-account's auth token, shown this once, with a copy button and the login triple.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { buttonCls, cx, inputCls } from '../theme/cls';
import { Modal } from './Modal';

export interface CreatedSub {
  master: string;
  username: string;
  authToken: string;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no clipboard permission (plain http, old browser): the field stays selectable
  }
}

export function TokenDialog({ created, onClose }: { created: CreatedSub | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(created!.authToken);
    setCopied(ok);
    if (ok) toast.success(t('console.personal.sub.copied'));
    else toast.error(t('console.personal.sub.copyFailed'));
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  const row = (label: string, value: string, testId: string) => (
    <div className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
      <dd data-testid={testId} className="truncate font-medium">{value}</dd>
    </div>
  );
  return (
    <Modal open={!!created} onClose={close} title={t('console.personal.sub.tokenTitle')}>
      {created && (
        <div className="space-y-4">
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-200">{t('console.personal.sub.tokenHint')}</p>
          <dl className="divide-y divide-gray-100 dark:divide-gray-800">
            {row(t('console.personal.sub.masterAccount'), created.master, 'sub-master')}
            {row(t('console.personal.sub.subAccount'), created.username, 'sub-username')}
          </dl>
          <label className="block text-sm font-medium text-gray-700 dark:text-gray-200">
            {t('console.personal.sub.authToken')}
            <div className="mt-1 flex gap-2">
              <input readOnly value={created.authToken} data-testid="sub-auth-token" onFocus={(e) => e.currentTarget.select()} className={cx(inputCls(false), 'font-mono')} />
              <button type="button" data-testid="copy-auth-token" className={cx(buttonCls('secondary'), 'shrink-0 whitespace-nowrap')} onClick={copy}>
                {copied ? t('console.personal.sub.copied') : t('console.personal.sub.copy')}
              </button>
            </div>
          </label>
          <div className="flex justify-end">
            <button type="button" data-testid="token-done" className={buttonCls('primary')} onClick={close}>{t('console.personal.sub.done')}</button>
          </div>
        </div>
      )}
    </Modal>
  );
}
