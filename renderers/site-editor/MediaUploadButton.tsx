// One upload button of the editor's media: a file chooser limited to the category's types, the
// upload's progress on the button and as a bar, and the server's refusal (size, type, count) in a toast.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { UploadBar, UploadingText, useUploadProgress } from '../files/UploadProgress';
import { serverMessage, useEditorApi, type MediaCategory, type UploadedMedia } from './api';

/** What the chooser offers per category (the server sniffs the bytes again: media/routes.ts). */
export const ACCEPT: Record<MediaCategory, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  logo: 'image/png,image/jpeg',
  favicon: 'image/png,image/x-icon,.ico',
  video: 'video/mp4,video/webm,video/ogg,video/quicktime',
  file: '.doc,.docx,.pdf,.txt,.xls,.xlsx,.ppt,.pptx',
};

export function MediaUploadButton({ meetingId, category, description, label, onDone, testId }: {
  meetingId: string; category: MediaCategory; description?: string; label: string; onDone(m: UploadedMedia): void; testId?: string;
}) {
  const { t } = useTranslation();
  const api = useEditorApi();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const progress = useUploadProgress();
  const upload = async (f: File | undefined) => {
    if (!f) return;
    setBusy(true);
    progress.start();
    try {
      onDone(await api.uploadMedia(meetingId, f, category, description, progress.onProgress));
    } catch (e) {
      toast.error(t('siteEditor.mediaUploadFailed', { message: serverMessage(e) ?? t('siteEditor.unknownError') }));
    } finally {
      setBusy(false);
      progress.reset();
      if (file.current) file.current.value = '';
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <button type="button" disabled={busy} onClick={() => file.current?.click()} className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? <UploadingText percent={progress.percent} /> : label}
      </button>
      <input ref={file} type="file" hidden accept={ACCEPT[category]} onChange={(e) => upload(e.target.files?.[0])} data-testid={testId ?? `media-upload-${category}`} />
      <UploadBar percent={progress.percent} />
    </div>
  );
}
