// The "preview" action: the file a row field names (a transfer proof) in a dialog — a picture as an
// image, a PDF inline in a frame (same origin: the server's CSP lets the app frame itself) —, or the
// configured text when the row has none (该用户未上传转账凭证). A private file shows the name it was
// uploaded with, as a link that opens it whole.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useText, type Text } from '@renderers/site';
import { buttonCls } from '../form/theme/cls';
import { privateFileOf } from '@shared/files/names';
import { FileLink } from '../files/FileLink';

export interface ImageSpec {
  /** the row field holding the image's URL */
  field: string;
  title: Text;
  /** shown instead when the field is empty */
  empty: Text;
  /** a link under the image to open it whole */
  open?: Text;
}

/** Only same-origin paths, http(s) and image data URLs are shown (a row value never becomes a javascript: link). */
export const safeImageUrl = (v: unknown) => (typeof v === 'string' && /^(\/(?!\/)|https?:\/\/|data:image\/)\S+$/.test(v.trim()) ? v.trim() : null);

export function ImageDialog({ spec, row, onClose }: { spec: ImageSpec; row: Record<string, unknown> | null; onClose: () => void }) {
  const { t } = useTranslation();
  const tx = useText();
  const url = row ? safeImageUrl(row[spec.field]) : null;
  const file = url ? privateFileOf(url) : null;
  return (
    <Dialog open={!!row} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel data-testid="image-dialog" className="w-full max-w-2xl rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">{tx(spec.title)}</DialogTitle>
          <div className="mt-4 flex min-h-40 items-center justify-center rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
            {url && file?.ext === 'pdf' ? (
              <>
                <iframe src={url} title={file?.name ?? tx(spec.title)} data-testid="pdf-preview" className="h-[60vh] w-full rounded bg-white" />
                <FileLink value={url} testId="image-dialog-file" />
              </>
            ) : url ? (
              <img src={url} alt={file?.name ?? tx(spec.title)} className="max-h-[60vh] max-w-full rounded object-contain" />
            ) : (
              <p role="status" className="text-sm text-slate-500 dark:text-slate-400">{tx(spec.empty)}</p>
            )}
          </div>
          {file?.name && file.ext !== 'pdf' && <p className="mt-2 text-center text-sm text-slate-600 [overflow-wrap:anywhere] dark:text-slate-300" data-testid="image-dialog-name">{file.name}</p>}
          <div className="mt-6 flex items-center justify-end gap-3">
            {url && spec.open && (
              <a href={url} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-100">{tx(spec.open)}</a>
            )}
            <button type="button" className={buttonCls('secondary')} onClick={onClose}>{t('superAdmin.common.close')}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
