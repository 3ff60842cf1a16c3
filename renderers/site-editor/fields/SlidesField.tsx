// The carousel's images (spec 3 §3, §4, §5): at most 10, each uploaded (JPG/PNG/GIF under 10 MB) or
// given by address, with a title and description. Editing a slide takes it out and puts its title and
// description back in the inputs, to upload it again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import type { Slide } from '@renderers/meeting-site/Carousel';
import { useEditorApi } from '../api';
import { UploadBar, UploadingText } from '../../files/UploadProgress';
import { useUploadWithProgress } from '../useUploadWithProgress';
import { variantAt } from '@shared/media/variants';
import { validImageUrl } from './ImageField';
import { siteSchema } from '../schemas';

// placeholder-image hosts are refused (spec 3 §5): the rule is the carousel schema's, as on the server
const refusedHost = new RegExp(siteSchema('site.carousel')?.properties.images.items.properties.src.not?.pattern ?? '$^');

const input = 'w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800';

export function SlidesField({ value, onChange, meetingId, max }: { value: Slide[]; onChange(v: Slide[]): void; meetingId: string; max: number }) {
  const api = useEditorApi();
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const full = value.length >= max;
  const add = (src: string, type: 'upload' | 'url') => {
    onChange([...value, { src, title, description, alt: title, type }]);
    setTitle('');
    setDescription('');
    setUrl('');
  };
  const up = useUploadWithProgress((f, onProgress) => api.uploadImage(meetingId, f, 'image', onProgress), (src) => add(src, 'upload'), 'siteEditor.carouselUploadFailed');
  return (
    <div className="flex flex-col gap-2" data-testid="slides-field">
      <ul className="flex flex-col gap-2">
        {value.map((s, i) => (
          <li key={`${s.src}-${i}`} className="flex items-center gap-2 rounded-lg border border-slate-200 p-1.5 dark:border-slate-700">
            <img src={variantAt(s.src, 160)} alt="" className="h-10 w-16 shrink-0 rounded object-cover" />
            <span className="min-w-0 flex-1 truncate text-xs">{s.title || '—'}</span>
            <button type="button" className="text-xs text-brand-600" onClick={() => (setTitle(s.title ?? ''), setDescription(s.description ?? ''), onChange(value.filter((_, j) => j !== i)))}>{t('siteEditor.edit')}</button>
            <button type="button" className="text-xs text-rose-600" onClick={() => onChange(value.filter((_, j) => j !== i))}>{t('siteEditor.remove')}</button>
          </li>
        ))}
      </ul>
      {full ? (
        <p className="text-xs text-amber-600">{t('siteEditor.carouselFull', { max })}</p>
      ) : (
        <div className="flex flex-col gap-1.5 rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
          <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('siteEditor.slideTitle')} maxLength={100} className={input} />
          <input value={description} onChange={(e) => setDescription(e.target.value)} placeholder={t('siteEditor.slideDescription')} maxLength={500} className={input} />
          <div className="flex gap-2">
            <input value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" className={`${input} min-w-0 flex-1`} aria-label={t('siteEditor.slideUrl')} />
            <button type="button" className="shrink-0 rounded-lg border border-slate-300 px-2 text-sm dark:border-slate-600" onClick={() => (validImageUrl(url) && !refusedHost.test(url) ? add(url, 'url') : toast.warning(t('siteEditor.imageUrlInvalid')))}>{t('siteEditor.add')}</button>
          </div>
          <button type="button" disabled={up.busy} onClick={up.choose} className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-50">
            {up.busy ? <UploadingText percent={up.percent} /> : t('siteEditor.uploadSlide')}
          </button>
          <UploadBar percent={up.percent} />
          <input ref={up.file} type="file" hidden accept="image/png,image/jpeg,image/gif" onChange={(e) => up.upload(e.target.files?.[0])} data-testid="upload-slide" />
          <p className="text-xs text-slate-500">{t('siteEditor.carouselHint', { max })}</p>
        </div>
      )}
    </div>
  );
}
