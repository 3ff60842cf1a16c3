// The images of a hotel or room type in its form (an rjsf field for a list of urls): thumbnails with
// remove, and an upload button that sends the file to /api/media/upload (the server sniffs the type
// and enforces the size; the JPG/PNG check here is only a hint). At most `maxItems` (5) images.
import { useRef, useState, type ChangeEvent } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { http } from '@runtime/http';
import { useDataSource } from '@runtime/data';
import { toast } from '@runtime/toast';
import { fieldLabel } from '../form/theme/labels';
import { buttonCls, cx, labelCls } from '../form/theme/cls';
import { UploadBar, UploadingText, useUploadProgress } from '../files/UploadProgress';
import { variantAt } from '@shared/media/variants';

export interface ImageUploadOptions {
  uploadPath: string;
  meetingId: string;
  category: 'hotel' | 'roomType';
  /** GET answering `{ maxImageMb }`: the server's setting, shown in the hint (the server enforces it) */
  limitsPath?: string;
}

const TYPES = ['image/jpeg', 'image/png'];

export function ImageUploadField(p: FieldProps<string[]>) {
  const { t } = useTranslation();
  const opts = (p.uiSchema?.['ui:options'] ?? {}) as unknown as ImageUploadOptions;
  const list = Array.isArray(p.formData) ? p.formData : [];
  const max = (p.schema.maxItems as number | undefined) ?? 5;
  const [busy, setBusy] = useState(false);
  const limits = useDataSource<unknown>(opts.limitsPath ? { path: opts.limitsPath } : null);
  const input = useRef<HTMLInputElement>(null);
  const set = (next: string[]) => p.onChange(next, p.fieldPathId.path);
  const typeKey = opts.category === 'roomType' ? 'media.roomTypeType' : 'media.hotelType';

  const progress = useUploadProgress();
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return void toast.error(t(typeKey));
    if (list.length >= max) return void toast.error(t('hotels.upload.max'));
    const limit = limits.data as { maxImageBytes?: number; maxImageMb?: number } | undefined;
    if (limit?.maxImageBytes && file.size > limit.maxImageBytes) return void toast.error(t('media.tooLarge', { size: limit.maxImageMb }));
    const form = new FormData();
    form.append('category', opts.category);
    form.append('meetingId', opts.meetingId);
    form.append('file', file);
    setBusy(true);
    progress.start();
    try {
      const data = await http.upload<{ fileUrl: string }>(opts.uploadPath, form, { onUploadProgress: progress.onProgress });
      set([...list, data.fileUrl]);
    } catch (err) {
      toast.error(t('hotels.upload.failed', { message: err instanceof Error ? err.message : '' }));
    } finally {
      setBusy(false);
      progress.reset();
    }
  };

  return (
    <div className="mb-4" data-field={p.fieldPathId.$id}>
      <span className={labelCls}>{fieldLabel(t, p.schema as never, p.name)}</span>
      <div className="flex flex-wrap gap-2">
        {list.map((url, i) => (
          <figure key={url + i} className="group relative h-20 w-20 overflow-hidden rounded-md ring-1 ring-slate-200 dark:ring-slate-700">
            <img src={variantAt(url, 160)} alt="" className="h-full w-full object-cover" />
            <button type="button" aria-label={t('hotels.upload.remove')} disabled={p.disabled} onClick={() => set(list.filter((_, j) => j !== i))}
              className="absolute right-1 top-1 rounded bg-black/60 px-1.5 text-xs text-white hover:bg-black/80">×</button>
          </figure>
        ))}
        {list.length < max && (
          <button type="button" onClick={() => input.current?.click()} disabled={busy || p.disabled} data-testid={`upload-${opts.category}`}
            className={cx(buttonCls('secondary'), 'h-20 w-24 flex-col border-dashed px-1 text-xs')}>
            <span aria-hidden className="text-xl leading-none">+</span>
            {busy ? <UploadingText percent={progress.percent} /> : t('hotels.upload.add')}
          </button>
        )}
      </div>
      {busy && <div className="mt-2 max-w-xs"><UploadBar percent={progress.percent} /></div>}
      <input ref={input} type="file" accept="image/jpeg,image/png" className="hidden" onChange={pick} data-testid={`file-${opts.category}`} />
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('hotels.upload.limit', { size: (limits.data as { maxImageMb?: number } | undefined)?.maxImageMb ?? 10 })}</p>
      {p.rawErrors?.[0] && <p role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">{p.rawErrors[0]}</p>}
    </div>
  );
}
