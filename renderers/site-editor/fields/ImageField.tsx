// An image prop: a full address (https:// or a path on this site, spec 3 §5), an uploaded file (the
// prop's `x-upload`: image, logo or favicon, each with the server's limits) or one of the media library.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { useEditorApi } from '../api';
import { UploadBar, UploadingText } from '../../files/UploadProgress';
import { useUploadWithProgress } from '../useUploadWithProgress';
import { variantAt } from '@shared/media/variants';
import { ACCEPT } from '../MediaUploadButton';
import { MediaLibraryDialog } from '../MediaLibraryDialog';

export const validImageUrl = (v: string) => /^(https?:\/\/|\/)/.test(v);

/** The spec's own failure words for some images (spec 3 §8: 二维码上传失败, 地图图片上传失败), by prop name. */
const FAILED: Record<string, string> = { wechatQRCode: 'siteEditor.qrUploadFailed', mapImage: 'siteEditor.mapUploadFailed' };

export function ImageField({ id, name, value, onChange, meetingId, upload: purpose }: { id: string; name?: string; value: string; onChange(v: string): void; meetingId: string; upload: 'image' | 'logo' | 'favicon' }) {
  const api = useEditorApi();
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [library, setLibrary] = useState(false);
  const choose = (url: string) => {
    setDraft(url);
    onChange(url);
  };
  const commit = () => {
    if (draft === value) return;
    if (draft && !validImageUrl(draft)) {
      toast.warning(t('siteEditor.imageUrlInvalid'));
      return setDraft(value);
    }
    onChange(draft);
  };
  // the favicon is no picture to re-encode: it goes as the spec's media category
  const up = useUploadWithProgress(
    async (f, onProgress) => (purpose === 'favicon' ? (await api.uploadMedia(meetingId, f, 'favicon', '', onProgress)).fileUrl : await api.uploadImage(meetingId, f, purpose, onProgress)),
    choose, FAILED[name ?? ''] ?? 'siteEditor.uploadFailed');
  return (
    <div className="flex flex-col gap-2">
      {value && <img src={variantAt(value, 480)} alt="" className="max-h-24 rounded border border-slate-200 object-contain dark:border-slate-700" />}
      <div className="flex gap-2">
        <input id={id} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} placeholder="https://" className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800" />
        <button type="button" disabled={up.busy} onClick={up.choose} className="shrink-0 rounded-lg border border-slate-300 px-2.5 text-sm hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-700">
          {up.busy ? <UploadingText percent={up.percent} /> : t('siteEditor.upload')}
        </button>
        <input ref={up.file} type="file" hidden accept={ACCEPT[purpose]} onChange={(e) => up.upload(e.target.files?.[0])} data-testid={`upload-${id}`} />
      </div>
      {purpose !== 'favicon' && (
        <button type="button" onClick={() => setLibrary(true)} className="self-start text-xs text-brand-700 hover:underline dark:text-brand-300" data-testid={`library-${id}`}>{t('siteEditor.library.choose')}</button>
      )}
      {library && <MediaLibraryDialog meetingId={meetingId} kind="image" onClose={() => setLibrary(false)} onPick={(it) => (choose(it.url), setLibrary(false))} />}
      <UploadBar percent={up.percent} />
      {purpose !== 'image' && <p className="text-xs text-slate-500">{t(`siteEditor.${purpose}Hint`)}</p>}
    </div>
  );
}
