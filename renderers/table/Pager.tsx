// Previous / next pager with "page x of y", a page jumper and the total; shown only when there is more
// than one page.
import { useTranslation } from 'react-i18next';
import { buttonCls, cx } from '../form/theme/cls';

export interface PagerProps {
  /** 1-based */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="pagination" className="flex items-center justify-end gap-3 px-4 py-3 text-sm text-gray-600 dark:text-gray-300">
      <span>{t('table.total', { total })}</span>
      <button type="button" className={cx(buttonCls('secondary'), 'px-3 py-1')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('table.prev')}
      </button>
      <span aria-current="page">{t('table.page', { page, pages })}</span>
      <button type="button" className={cx(buttonCls('secondary'), 'px-3 py-1')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('table.next')}
      </button>
      <label className="flex items-center gap-1.5">
        {t('table.jump')}
        {/* keyed by page so the box shows the current page again after each move */}
        <input key={page} type="number" min={1} max={pages} defaultValue={page} data-testid="pager-jump"
          className="w-16 rounded-md border border-gray-300 bg-white px-2 py-1 text-center text-sm dark:border-gray-600 dark:bg-gray-900"
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            const n = Math.min(pages, Math.max(1, Math.round(Number(e.currentTarget.value)) || page));
            if (n !== page) onPage(n);
            else e.currentTarget.value = String(page);
          }} />
      </label>
    </nav>
  );
}
