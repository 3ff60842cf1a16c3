// The participant list of the badge section (spec 2 §2.9, §9: 10 per page), paged on the server;
// choosing a row previews and exports that person's badge.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataSource } from '@runtime/data';
import { cx, inputCls, buttonCls } from '../form/theme/cls';
import type { BadgePerson } from './lib/types';

export interface PeopleListProps {
  path: string;
  pageSize: number;
  selectedId?: unknown;
  onPick: (p: BadgePerson) => void;
}

interface Answer {
  list: BadgePerson[];
  total: number;
  totalPages: number;
}

export function PeopleList({ path, pageSize, selectedId, onPick }: PeopleListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const ds = useDataSource<Answer>({ path }, { page, size: pageSize, ...(search.trim() ? { search: search.trim() } : {}) });
  const data = ds.data as Answer | undefined;
  const pagesCount = Math.max(1, data?.totalPages ?? 1);
  return (
    <div className="space-y-2" data-testid="badge-people">
      <input className={inputCls()} placeholder={t('badges.list.search')} aria-label={t('badges.list.search')} value={search} onChange={(e) => (setSearch(e.target.value), setPage(0))} />
      <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-800">
        {(data?.list ?? []).map((p) => (
          <li key={String(p.id)}>
            <button type="button" data-testid={`badge-person-${p.id}`} onClick={() => onPick(p)} className={cx('flex w-full items-center justify-between px-3 py-2 text-left text-sm', String(selectedId) === String(p.id) ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/10 dark:text-brand-300' : 'text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800')}>
              <span className="truncate">{String(p.name || p.username || p.id)}</span>
              <span className="ml-2 truncate text-xs text-slate-500 dark:text-slate-400">{String(p.workplace ?? p.phone ?? '')}</span>
            </button>
          </li>
        ))}
        {data && data.list.length === 0 && <li className="px-3 py-4 text-center text-sm text-slate-500 dark:text-slate-400">{t('badges.list.empty')}</li>}
      </ul>
      <div className="flex items-center justify-between text-xs text-slate-500 dark:text-slate-400">
        <span>{data ? `${data.total}` : ''}</span>
        <span className="flex items-center gap-2">
          <button type="button" className={cx(buttonCls('secondary'), 'px-2 py-1 text-xs')} disabled={page === 0} onClick={() => setPage(page - 1)} aria-label="‹">‹</button>
          <span className="tabular-nums">{page + 1} / {pagesCount}</span>
          <button type="button" className={cx(buttonCls('secondary'), 'px-2 py-1 text-xs')} disabled={page + 1 >= pagesCount} onClick={() => setPage(page + 1)} aria-label="›">›</button>
        </span>
      </div>
    </div>
  );
}
