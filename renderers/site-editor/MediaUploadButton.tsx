// One upload button of the editor's media: a file chooser limited to the category's types, the
// upload's progress on the button and as a bar, and the server's refusal (size, type, count) in a toast.
import { UploadBar, UploadingText } from '../files/UploadProgress';
import { useEditorApi, type MediaCategory, type UploadedMedia } from './api';
import { useUploadWithProgress } from './useUploadWithProgress';

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
  const api = useEditorApi();
  const up = useUploadWithProgress((f, onProgress) => api.uploadMedia(meetingId, f, category, description, onProgress), onDone, 'siteEditor.mediaUploadFailed');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <button type="button" disabled={up.busy} onClick={up.choose} className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-60">
        {up.busy ? <UploadingText percent={up.percent} /> : label}
      </button>
      <input ref={up.file} type="file" hidden accept={ACCEPT[category]} onChange={(e) => up.upload(e.target.files?.[0])} data-testid={testId ?? `media-upload-${category}`} />
      <UploadBar percent={up.percent} />
    </div>
  );
}
