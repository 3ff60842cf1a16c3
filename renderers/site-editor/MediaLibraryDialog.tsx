// The meeting's media library (GET /api/media/library): its uploads of one kind as a grid, a page at
// a time, newest first, with their description; pick one, upload a new one (with the spec's
// description), or delete one nothing shows (the server refuses one in use and says why).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { variantAt } from '@shared/media/variants';
import { confirm } from '../console/confirmStore';
import { serverMessage, useEditorApi, type LibraryItem, type MediaCategory } from './api';
import { MediaUploadButton } from './MediaUploadButton';

const SIZE = 12;
export type LibraryKind = 'image' | 'video' | 'file';

export function MediaLibraryDialog({ meetingId, kind, upload = kind, onPick, onClose }: {
  meetingId: string; kind: LibraryKind; upload?: MediaCategory; onPick(item: LibraryItem): void; onClose(): void;
}) {
  const { t } = useTranslation();
  const api = useEditorApi();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: LibraryItem[]; total: number } | null>(null);
  const [description, setDescription] = useState('');
  const load = useCallback(() => {
    api.library(meetingId, { page, size: SIZE, kind }).then(setData, (e) => (setData({ list: [], total: 0 }), toast.error(serverMessage(e) ?? t('siteEditor.unknownError'))));
  }, [api, meetingId, page, kind, t]);
  useEffect(load, [load]);
  const remove = async (it: LibraryItem) => {
    if (!(await confirm({ title: { t: 'console.confirm.title' }, message: t('siteEditor.library.deleteAsk', { name: it.originalName }), danger: true }))) return;
    try {
      await api.deleteMedia(it.id);
      toast.success(t('siteEditor.library.deleted'));
      load();
    } catch (e) {
      toast.error(serverMessage(e) ?? t('siteEditor.unknownError'));
    }
  };
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / SIZE));
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4" role="dialog" aria-modal="true" aria-label={t(`siteEditor.library.title.${kind}`)} data-testid="media-library">
      <div className="flex max-h-[90vh] w-full max-w-3xl flex-col rounded-2xl bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
        <header className="flex items-center justify-between border-b border-slate-200 px-5 py-3 dark:border-slate-800">
          <h2 className="font-semibold">{t(`siteEditor.library.title.${kind}`)}</h2>
          <button type="button" onClick={onClose} aria-label={t('siteEditor.close')} className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800">✕</button>
        </header>
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 px-5 py-3 dark:border-slate-800">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
            {t('siteEditor.library.description')}
            <input value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} className="rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800" data-testid="library-description" />
          </label>
          <MediaUploadButton meetingId={meetingId} category={upload} description={description} label={t(`siteEditor.library.upload.${kind}`)} testId="library-upload"
            onDone={() => (setDescription(''), page === 1 ? load() : setPage(1))} />
        </div>
        <div className="min-h-[200px] flex-1 overflow-y-auto p-5" aria-busy={data === null || undefined}>
          {data?.list.length === 0 && <p className="py-10 text-center text-sm text-slate-500" data-testid="library-empty">{t('siteEditor.library.empty')}</p>}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {(data?.list ?? []).map((it) => (
              <li key={it.id} className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700" data-testid="library-item">
                <button type="button" onClick={() => onPick(it)} className="flex flex-1 flex-col text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 dark:hover:bg-slate-800" title={it.originalName}>
                  <span className="flex h-28 items-center justify-center bg-slate-100 dark:bg-slate-800">
                    {it.mime.startsWith('image/') ? <img src={variantAt(it.url, 480)} alt={it.description ?? it.originalName} loading="lazy" className="h-full w-full object-cover" />
                      : <span className="text-2xl text-slate-500" aria-hidden="true">{it.mime.startsWith('video/') ? '▶' : '📄'}</span>}
                  </span>
                  <span className="truncate px-2 pt-1.5 text-xs font-medium">{it.originalName}</span>
                  <span className="truncate px-2 pb-1.5 text-xs text-slate-500">{it.description || `${Math.max(1, Math.round(it.size / 1024))} KB`}</span>
                </button>
                <button type="button" onClick={() => remove(it)} aria-label={t('siteEditor.library.delete', { name: it.originalName })}
                  className="absolute right-1 top-1 rounded-md bg-white/90 px-1.5 text-xs text-rose-600 opacity-0 shadow group-hover:opacity-100 focus:opacity-100 dark:bg-slate-900/90">✕</button>
              </li>
            ))}
          </ul>
        </div>
        <footer className="flex items-center justify-between border-t border-slate-200 px-5 py-3 text-sm dark:border-slate-800">
          <span className="text-slate-500">{t('siteEditor.library.count', { total: data?.total ?? 0 })}</span>
          <span className="flex items-center gap-2">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded-lg border border-slate-300 px-2.5 py-1 disabled:opacity-40 dark:border-slate-600">{t('siteEditor.library.prev')}</button>
            <span data-testid="library-page">{page} / {pages}</span>
            <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className="rounded-lg border border-slate-300 px-2.5 py-1 disabled:opacity-40 dark:border-slate-600">{t('siteEditor.library.next')}</button>
          </span>
        </footer>
      </div>
    </div>
  );
}
