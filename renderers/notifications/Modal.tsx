// A dialog of a given width (px) with a title, a close button, a body and a footer row.
import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { iconBtnCls } from '../console/cls';
import { ConsoleIcon } from '../console/icons';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  width: number;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

export function Modal({ open, title, width, onClose, children, footer, testId }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel style={{ maxWidth: width }} data-testid={testId}
          className="flex max-h-[calc(100vh-2rem)] w-full flex-col rounded-xl bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4 dark:border-slate-800">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <button type="button" onClick={onClose} className={`${iconBtnCls} -mr-2`} aria-label={t('http.close')}>
              <ConsoleIcon name="close" className="h-5 w-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-4 dark:border-slate-800">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
