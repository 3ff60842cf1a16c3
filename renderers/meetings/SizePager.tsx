// Pager under a server-paged list: the total, a page-size choice, previous / next and the page
// number. `page` is 1-based here; the screen converts to the API's base.
import { useTranslation } from 'react-i18next';
import { buttonCls, cx } from '../form/theme/cls';

export interface SizePagerProps {
  page: number;
  size: number;
  sizes: number[];
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

export function SizePager({ page, size, sizes, total, onPage, onSize }: SizePagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const small = cx(buttonCls('secondary'), 'px-3 py-1');
  return (
    <nav aria-label="pagination" className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
      <span data-testid="pager-total">{t('meeting.ui.total', { total })}</span>
      {sizes.length > 1 && (
        <select aria-label={t('fields.meeting.size')} value={size} onChange={(e) => onSize(Number(e.target.value))} className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-700 outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200" data-testid="pager-size">
          {sizes.map((s) => <option key={s} value={s}>{t('meeting.ui.pageSize', { size: s })}</option>)}
        </select>
      )}
      <button type="button" className={small} disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('meeting.ui.prev')}</button>
      <span aria-current="page" className="tabular-nums">{t('meeting.ui.page', { page, pages })}</span>
      <button type="button" className={small} disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('meeting.ui.next')}</button>
    </nav>
  );
}
