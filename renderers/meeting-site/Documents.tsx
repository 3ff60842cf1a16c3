// `documents` block (spec 3 §3): the meeting's document collections as cards or a list, searchable;
// the detail popup lists the collection's files with download links (getDocumentsByIdDownload).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@runtime/api';
import { useSiteData, useSiteList, type Item } from './lib/data';
import { SearchBox, useSearch } from './lib/Search';
import { Empty, Frame, cardLook, gridCols, type BlockStyle } from './lib/Frame';
import { Facts, Modal } from './lib/Modal';

export interface DocumentsProps {
  title?: string;
  showBanner?: boolean;
  showCustomText?: boolean;
  customText?: string;
  columns?: number;
  viewMode?: 'card' | 'list';
  showSearch?: boolean;
  showDownload?: boolean;
  showDocumentDetail?: boolean;
  detailFields?: string[];
  style?: BlockStyle;
}

const ALL_FIELDS = ['icon', 'name', 'description', 'documentCount', 'creator', 'createTime', 'updateTime'];
const day = (v: unknown) => (v ? String(v).slice(0, 10) : undefined);
const FolderIcon = () => (
  <svg viewBox="0 0 24 24" className="h-8 w-8 shrink-0 text-brand-600" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden><path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" /></svg>
);

function CollectionFiles({ id, download }: { id: unknown; download: boolean }) {
  const { t } = useTranslation();
  const { items, loading } = useSiteList('collection-documents', { collectionId: id });
  const link = useSiteData()?.fileLink ?? ((p: string) => p);
  if (!items.length) return <p className="mt-4 text-sm text-slate-500">{loading ? t('siteBlocks.loading') : t('siteBlocks.documents.noFiles')}</p>;
  return (
    <ul className="mt-5 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200 dark:divide-slate-700 dark:ring-slate-700">
      {items.map((d) => (
        <li key={d.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
          <span className="min-w-0 truncate">{d.name}</span>
          {download && <a href={link(apiPath('getDocumentsByIdDownload', { id: d.id }))} download className="shrink-0 text-brand-600 hover:underline">{t('siteBlocks.documents.download')}</a>}
        </li>
      ))}
    </ul>
  );
}

export default function Documents({ columns = 3, viewMode = 'card', showSearch = true, showDownload = true, showDocumentDetail = true, detailFields = ALL_FIELDS, style, ...frame }: DocumentsProps) {
  const { t } = useTranslation();
  const { items, loading } = useSiteList('documents');
  const [open, setOpen] = useState<Item | null>(null);
  const has = (f: string) => detailFields.includes(f);
  const { q, setQ, shown } = useSearch(items, ['name', 'description']);
  const count = (c: Item) => t('siteBlocks.documents.count', { count: Number(c.documentCount ?? 0) });
  return (
    <Frame {...frame} title={frame.title ?? t('siteBlocks.documents.title')} style={style} testId="site-documents">
      {showSearch && (
        <SearchBox value={q} onChange={setQ} label={t('siteBlocks.documents.search')} />
      )}
      {!shown.length ? (
        <Empty text={loading ? t('siteBlocks.loading') : t('siteBlocks.documents.empty')} manage={loading ? undefined : 'documents'} />
      ) : (
        <ul className={viewMode === 'list' ? `${cardLook} divide-y divide-slate-200 dark:divide-slate-700` : gridCols(columns, 3)}>
          {shown.map((c) => (
            <li key={c.id ?? c.name}>
              <button type="button" disabled={!showDocumentDetail} onClick={() => setOpen(c)}
                className={`flex w-full items-center gap-4 text-left ${viewMode === 'list' ? 'px-5 py-4' : `${cardLook} h-full p-5 transition enabled:hover:shadow-md`}`}>
                {has('icon') && <FolderIcon />}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900 dark:text-white">{c.name}</span>
                  {c.description && <span className="mt-1 line-clamp-2 block text-sm text-slate-600 dark:text-slate-300">{c.description}</span>}
                  <span className="mt-2 block text-xs text-slate-500">{count(c)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Modal title={open.name ?? ''} onClose={() => setOpen(null)} testId="documents-detail">
          <Facts
            rows={[
              [t('siteBlocks.documents.fields.description'), has('description') ? open.description : undefined],
              [t('siteBlocks.documents.fields.documentCount'), has('documentCount') ? count(open) : undefined],
              [t('siteBlocks.documents.fields.creator'), has('creator') ? open.creator : undefined],
              [t('siteBlocks.documents.fields.createTime'), has('createTime') ? day(open.createTime) : undefined],
              [t('siteBlocks.documents.fields.updateTime'), has('updateTime') ? day(open.updateTime) : undefined],
            ]}
          />
          <CollectionFiles id={open.id} download={showDownload} />
        </Modal>
      )}
    </Frame>
  );
}
