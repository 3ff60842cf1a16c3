// The editor's one upload-with-progress (media buttons, image props, carousel slides): a hidden file
// input to open, the upload's percent while it runs, its answer handed on, a failure said in a toast
// with the server's words; the input is cleared after, so the same file can be chosen again.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { useUploadProgress } from '../files/UploadProgress';
import { serverMessage } from './api';

export interface UploadWithProgress {
  /** the hidden `<input type=file>`'s ref */
  file: React.RefObject<HTMLInputElement | null>;
  busy: boolean;
  percent: number | null;
  /** opens the file chooser */
  choose(): void;
  /** uploads the chosen file (the input's onChange) */
  upload(f: File | undefined): Promise<void>;
}

/**
 * `send` uploads with the progress callback; `onDone` takes its answer; `failKey` is the message
 * (with `{{message}}`) said when it fails.
 */
export function useUploadWithProgress<T>(send: (f: File, onProgress: (fraction: number) => void) => Promise<T>, onDone: (v: T) => void, failKey: string): UploadWithProgress {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const progress = useUploadProgress();
  const upload = async (f: File | undefined) => {
    if (!f) return;
    setBusy(true);
    progress.start();
    try {
      onDone(await send(f, progress.onProgress));
    } catch (e) {
      toast.error(t(failKey, { message: serverMessage(e) ?? t('siteEditor.unknownError') }));
    } finally {
      setBusy(false);
      progress.reset();
      if (file.current) file.current.value = '';
    }
  };
  return { file, busy, percent: progress.percent, choose: () => file.current?.click(), upload };
}
