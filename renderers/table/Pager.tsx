// Previous / next pager with "page x of y" and the total; shown only when there is more than one page.
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
    </nav>
  );
}
