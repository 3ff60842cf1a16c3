// The confirmation dialog (headlessui) and the host that shows confirm()'s pending question.
import { useEffect, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { buttonCls } from '../form/theme/cls';
import { ConsoleIcon } from './icons';
import { claimHost, settleConfirm, useFirstHost, usePendingConfirm, type ConfirmOptions } from './confirmStore';

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onAnswer: (ok: boolean) => void;
}

export function ConfirmDialog({ open, title, message, confirmText, cancelText, danger, onAnswer }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const tx = useText();
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} className="relative z-[60]">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-testid="confirm-dialog" className="w-full max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <div className="flex gap-4">
            <span className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${danger ? 'bg-rose-100 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300' : 'bg-amber-100 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300'}`}>
              <ConsoleIcon name="alert" className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <DialogTitle className="text-base font-semibold">{tx(title)}</DialogTitle>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{tx(message)}</p>
            </div>
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" data-testid="confirm-cancel" className={buttonCls('secondary')} onClick={() => onAnswer(false)}>
              {cancelText ? tx(cancelText) : t('console.confirm.cancel')}
            </button>
            <button type="button" data-testid="confirm-ok" className={buttonCls(danger ? 'danger' : 'primary')} onClick={() => onAnswer(true)}>
              {confirmText ? tx(confirmText) : t('console.confirm.ok')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Mount once (the console layout does); extra hosts stay silent while the first one lives. */
export function ConfirmHost() {
  const [me, setMe] = useState(0);
  useEffect(() => {
    const h = claimHost();
    setMe(h.id);
    return h.release;
  }, []);
  const first = useFirstHost();
  const pending = usePendingConfirm();
  if (!pending || !me || first !== me) return null;
  return <ConfirmDialog key={pending.id} open {...pending} onAnswer={(ok) => settleConfirm(pending.id, ok)} />;
}
