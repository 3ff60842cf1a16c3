// A plain centred dialog with a title, body and buttons (the profile check, the flow chooser, the
// logout confirmation).
import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';

export function SmallDialog({ open, onClose, title, testId, children, actions }: {
  open: boolean; onClose: () => void; title: string; testId: string; children: ReactNode; actions: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-testid={testId} className="w-full max-w-md rounded-xl bg-white p-5 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100 dark:ring-1 dark:ring-white/10">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <div className="mt-3 text-sm text-gray-600 dark:text-gray-300">{children}</div>
          <div className="mt-5 flex justify-end gap-2">{actions}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function DialogButton({ primary, testId, onClick, disabled, children }: { primary?: boolean; testId: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  const cls = primary
    ? 'bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-50'
    : 'bg-white text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-600 dark:hover:bg-gray-700';
  return (
    <button type="button" data-testid={testId} disabled={disabled} onClick={onClick}
      className={`h-9 rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${cls}`}>
      {children}
    </button>
  );
}
