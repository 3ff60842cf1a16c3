// An upload's progress, shared by the upload buttons (site editor images and slides, hotel images):
// useUploadProgress() gives the callback the HTTP client calls as bytes leave (runtime/http.ts
// onUploadProgress) and the percent so far; UploadingText is the button's words while it runs
// (上传中 42%), UploadBar a thin bar a screen reader reads as a progress bar.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const onProgress = useCallback((fraction: number) => setPercent(Math.max(0, Math.min(100, Math.round(fraction * 100)))), []);
  const reset = useCallback(() => setPercent(null), []);
  return { percent, onProgress, reset, start: useCallback(() => setPercent(0), []) };
}

export function UploadingText({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  return <span data-testid="upload-progress-text">{t('media.uploadingPercent', { percent: percent ?? 0 })}</span>;
}

export function UploadBar({ percent, label }: { percent: number | null; label?: string }) {
  const { t } = useTranslation();
  if (percent === null) return null;
  return (
    <div role="progressbar" aria-label={label ?? t('media.uploadingPercent', { percent })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" data-testid="upload-progress">
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-150 dark:bg-brand-400" style={{ width: `${percent}%` }} />
    </div>
  );
}
