// Preview of a pdf or txt document (spec 3 §2.7): the server's inline preview in a frame, through the
// link the list answered (it carries the preview token a site not yet published needs).
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { Item } from './useFolder';

/** `previewUrl`: the screen's preview call for a document the list gave no link for. */
export function PreviewDialog({ item, previewUrl, onClose }: { item: Item | null; previewUrl: (id: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={!!item} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-testid="doc-preview" className="flex h-[80vh] w-full max-w-4xl flex-col rounded-xl bg-white p-4 shadow-xl dark:bg-slate-900">
          <div className="mb-3 flex items-center justify-between gap-2">
            <DialogTitle className="truncate font-semibold text-slate-900 dark:text-white">{item?.name}</DialogTitle>
            <button type="button" onClick={onClose} className="rounded-md px-3 py-1 text-sm text-slate-600 ring-1 ring-slate-300 dark:text-slate-300 dark:ring-slate-600">{t('dataManagement.ui.close')}</button>
          </div>
          {item && <iframe title={item.name} src={item.preview ?? previewUrl(item.id)} className="min-h-0 flex-1 rounded-md bg-white ring-1 ring-slate-200" />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
