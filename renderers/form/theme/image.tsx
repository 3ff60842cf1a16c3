// `x-widget: "image-upload"`: one image address (a speaker's photo, a partner's logo, a news cover).
// Choosing a file uploads it at once to the property's `x-options.path` (`{meetingId}` from the
// screen), before the record exists; the server keeps it as a pending image of the meeting and the
// record's save attaches it (src/server/meeting-content/content-images.ts). The type check here is
// only a hint: the server sniffs the bytes and enforces the size.
import { useRef, useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { http } from '@runtime/http';
import { fillScreenParams, useScreenParams } from '@runtime/screenParams';
import { variantAt } from '@shared/media/variants';
import { UploadBar, UploadingText, useUploadProgress } from '../../files/UploadProgress';
import { buttonCls, cx, errorCls, helpCls } from './cls';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp,image/tiff';
const MAX_BYTES = 5 * 1024 * 1024;

export function ImageUploadWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, disabled, readonly, onChange, schema } = p;
  const params = useScreenParams();
  const path = fillScreenParams(String((schema['x-options'] as { path?: string } | undefined)?.path ?? ''), params);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const progress = useUploadProgress();
  const url = typeof value === 'string' ? value : '';
  const off = disabled || readonly || busy || path.includes('{');

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError('');
    if (file.type && !ACCEPT.split(',').includes(file.type)) return setError(t('dataManagement.imageType'));
    if (file.size > MAX_BYTES) return setError(t('dataManagement.imageSize'));
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    progress.start();
    try {
      const data = await http.upload<{ fileUrl: string }>(path, form, { onUploadProgress: progress.onProgress });
      onChange(data.fileUrl);
    } catch (err) {
      setError(t('form.image.failed', { message: err instanceof Error ? err.message : '' }));
    } finally {
      setBusy(false);
      progress.reset();
    }
  };

  return (
    <div id={id} className="flex flex-wrap items-start gap-3" data-testid={`image-${id}`}>
      <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-50 ring-1 ring-gray-200 dark:bg-gray-800 dark:ring-gray-700">
        {url ? <img src={variantAt(url, 200)} alt={t('form.image.preview')} className="h-full w-full object-cover" /> : <span aria-hidden className="text-2xl text-gray-300 dark:text-gray-600">＋</span>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonCls('secondary')} disabled={off} onClick={() => input.current?.click()}>
            {busy ? <UploadingText percent={progress.percent} /> : t(url ? 'form.image.replace' : 'form.image.upload')}
          </button>
          {url && !busy && (
            <button type="button" className={buttonCls('secondary')} disabled={disabled || readonly} onClick={() => onChange('')}>{t('form.image.remove')}</button>
          )}
        </div>
        {busy && <div className="max-w-xs"><UploadBar percent={progress.percent} /></div>}
        <p className={helpCls}>{t('form.image.hint')}</p>
        {error && <p role="alert" className={cx(errorCls, 'mt-0')}>{error}</p>}
      </div>
      <input ref={input} type="file" accept={ACCEPT} className="hidden" onChange={pick} data-testid={`file-${id}`} aria-label={t('form.image.upload')} />
    </div>
  );
}
