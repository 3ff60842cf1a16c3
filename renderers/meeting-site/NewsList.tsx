// `news-list` block (spec 3 §3, §9): the meeting's published news, 20 a page (100 when by category),
// searchable by title or source; a click opens the article in a popup. A failed thumbnail shows a
// generated one (the title's first letter on the brand colour).
import { DEFAULT_TIME_ZONE, formatInZone } from '@shared/time-zone';
import { meetingZone } from '@runtime/meetingZone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteList, type Item } from './lib/data';
import { SearchBox, useSearch } from './lib/Search';
import { Empty, Frame, cardLook, gridCols, type BlockStyle } from './lib/Frame';
import { Modal, Picture } from './lib/Modal';
import { SafeAnchor, safeHtml } from '../site/lib/links';

/** A publish time in the meeting's zone (the site names it: src/site/main.tsx), labelled where the visitor's differs. */
const shownAt = (v: unknown, withTime: boolean) => formatInZone(String(v), meetingZone() ?? DEFAULT_TIME_ZONE, { withTime }) ?? String(v).slice(0, withTime ? 16 : 10);

export interface NewsListProps {
  title?: string;
  showBanner?: boolean;
  showCustomText?: boolean;
  customText?: string;
  showSearch?: boolean;
  showThumbnail?: boolean;
  showSummary?: boolean;
  showSource?: boolean;
  showPublishTime?: boolean;
  columns?: number;
  newsSourceType?: 'all' | 'category';
  selectedCategories?: Array<number | string>;
  style?: BlockStyle;
}

/** the cover: the uploaded thumbnail, else the featured image */
const coverOf = (n: Item): string | undefined => n.thumbnail || n.featuredImage || undefined;
/** a card is at most half the block's width from 640 px up (columns ≥ 2), the whole phone width below */
const CARD_SIZES = '(min-width: 640px) 560px, 100vw';

const Thumb = ({ n }: { n: Item }) => {
  const generated = <span className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-500 to-brand-700 text-3xl font-semibold text-white">{String(n.title ?? '').slice(0, 1)}</span>;
  const src = coverOf(n);
  return <div className="aspect-[16/9] overflow-hidden rounded-t-2xl">{src ? <Picture src={src} alt="" sizes={CARD_SIZES} className="h-full w-full object-cover" fallback={generated} /> : generated}</div>;
};

export default function NewsList(props: NewsListProps) {
  const { showSearch = true, showThumbnail = true, showSummary = true, showSource = true, showPublishTime = true, columns = 2, newsSourceType = 'all', selectedCategories = [], style, ...frame } = props;
  const { t } = useTranslation();
  const byCategory = newsSourceType === 'category' && selectedCategories.length > 0;
  const params = { status: 'published', pageSize: byCategory ? 100 : 20, ...(byCategory ? { categoryIds: selectedCategories.join(',') } : {}) };
  const { items, loading } = useSiteList('news', params);
  const [open, setOpen] = useState<Item | null>(null);
  const { q, setQ, shown } = useSearch(items, ['title', 'source']);
  return (
    <Frame {...frame} title={frame.title ?? t('siteBlocks.news.title')} style={style} testId="site-news">
      {showSearch && (
        <SearchBox value={q} onChange={setQ} label={t('siteBlocks.news.search')} />
      )}
      {!shown.length ? (
        <Empty text={loading ? t('siteBlocks.loading') : t('siteBlocks.news.empty')} manage={loading ? undefined : 'news'} />
      ) : (
        <ul className={gridCols(columns, 2)}>
          {shown.map((n) => (
            <li key={n.id ?? n.title}>
              <button type="button" onClick={() => setOpen(n)} className={`${cardLook} flex h-full w-full flex-col text-left transition hover:shadow-md`}>
                {showThumbnail && <Thumb n={n} />}
                <span className="flex flex-1 flex-col gap-2 p-5">
                  <span className="line-clamp-2 font-semibold text-slate-900 dark:text-white">{n.title}</span>
                  {showSummary && n.summary && <span className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{n.summary}</span>}
                  <span className="mt-auto flex gap-3 text-xs text-slate-500 dark:text-slate-400">
                    {showSource && n.source && <span>{n.source}</span>}
                    {showPublishTime && n.publishTime && <time dateTime={String(n.publishTime)}>{shownAt(n.publishTime, false)}</time>}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Modal title={open.title ?? ''} onClose={() => setOpen(null)} testId="news-detail">
          <p className="mb-4 flex gap-3 text-xs text-slate-500">
            {open.source && <span>{open.source}</span>}
            {open.author && <span>{open.author}</span>}
            {open.publishTime && <time dateTime={String(open.publishTime)}>{shownAt(open.publishTime, true)}</time>}
          </p>
          {coverOf(open) && <Picture src={coverOf(open)} alt="" sizes="(min-width: 768px) 720px, 100vw" className="mb-4 aspect-[16/9] w-full rounded-xl object-cover" />}
          {/* news content is written by the organizer and cleaned by the news API on save */}
          {open.content ? <div className="prose-site text-sm leading-7" dangerouslySetInnerHTML={{ __html: safeHtml(String(open.content)) }} /> : <p className="text-sm">{open.summary}</p>}
          {open.externalLink && <SafeAnchor href={open.externalLink} target="_blank" rel="noopener noreferrer" className="mt-4 inline-block text-sm text-brand-600 underline">{t('siteBlocks.news.original')}</SafeAnchor>}
        </Modal>
      )}
    </Frame>
  );
}
