// The people of the badge section (spec 2 §2.9, §9: 10 per page), paged and filtered on the server by
// the chosen scope (admitted registrations unless a state or ticket type is picked): choosing a row
// previews that person's badge, ticking rows makes the selection an export may print.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataSource } from '@runtime/data';
import { choiceCls, cx, inputCls, buttonCls } from '../form/theme/cls';
import { scopeQuery, REG_ID } from './lib/people';
import type { BadgePerson, PeopleAnswer, Scope } from '@shared/badge/types';

export interface PeopleListProps {
  path: string;
  pageSize: number;
  scope: Scope;
  /** the registration id previewed */
  selectedId?: unknown;
  /** the registration ids ticked */
  ticked: number[];
  /** the most that may be ticked */
  max: number;
  onTick: (ids: number[], on: boolean) => void;
  /** a row with the facts every badge shares */
  onPick: (p: BadgePerson) => void;
}

export function PeopleList({ path, pageSize, scope, selectedId, ticked, max, onTick, onPick }: PeopleListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const ds = useDataSource<BadgePerson>({ path }, { ...scopeQuery(scope), page, size: pageSize, ...(search.trim() ? { search: search.trim() } : {}) });
  const data = ds.data as PeopleAnswer | undefined;
  const pagesCount = Math.max(1, data?.totalPages ?? 1);
  const rows = data?.list ?? [];
  const ids = rows.map((p) => Number(p[REG_ID]));
  const isTicked = new Set(ticked);
  const full = ticked.length >= max;
  const allTicked = ids.length > 0 && ids.every((id) => isTicked.has(id));
  return (
    <div className="space-y-2" data-testid="badge-people">
      <input className={inputCls()} placeholder={t('badges.list.search')} aria-label={t('badges.list.search')} value={search} onChange={(e) => (setSearch(e.target.value), setPage(0))} />
      <div className="flex items-center justify-between text-xs text-slate-500 dark:text-slate-400">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" className={choiceCls} data-testid="badge-tick-page" checked={allTicked} disabled={!ids.length || (!allTicked && full)} onChange={(e) => onTick(ids, e.target.checked)} />
          {t('badges.list.tickPage')}
        </label>
        <span className="flex items-center gap-2">
          <span data-testid="badge-ticked">{full ? t('badges.list.tickedFull', { count: ticked.length, max }) : t('badges.list.ticked', { count: ticked.length })}</span>
          {ticked.length > 0 && <button type="button" className="text-brand-600 hover:underline dark:text-brand-400" onClick={() => onTick(ticked, false)}>{t('badges.list.clear')}</button>}
        </span>
      </div>
      <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-800">
        {rows.map((p, i) => {
          const id = ids[i];
          const name = String(p.name || p.username || id);
          const picked = String(selectedId) === String(id);
          return (
            <li key={id} className={cx('flex items-center gap-2 px-3', picked ? 'bg-brand-50 dark:bg-brand-500/10' : 'hover:bg-slate-50 dark:hover:bg-slate-800')}>
              <input type="checkbox" className={choiceCls} aria-label={t('badges.list.tick', { name })} data-testid={`badge-tick-${id}`} checked={isTicked.has(id)} disabled={!isTicked.has(id) && full} onChange={(e) => onTick([id], e.target.checked)} />
              <button type="button" data-testid={`badge-person-${id}`} onClick={() => onPick({ ...data!.shared, ...p })} className={cx('flex min-w-0 flex-1 items-center justify-between py-2 text-left text-sm', picked ? 'text-brand-700 dark:text-brand-300' : 'text-slate-700 dark:text-slate-200')}>
                <span className="truncate">{name}</span>
                <span className="ml-2 truncate text-xs text-slate-500 dark:text-slate-400">{String(p.company || p.workplace || p['registration.selectedTicketName'] || '')}</span>
              </button>
            </li>
          );
        })}
        {data && rows.length === 0 && <li className="px-3 py-4 text-center text-sm text-slate-500 dark:text-slate-400">{t('badges.list.empty')}</li>}
      </ul>
      <div className="flex items-center justify-between text-xs text-slate-500 dark:text-slate-400">
        <span>{data ? t('badges.list.total', { count: data.total }) : ''}</span>
        <span className="flex items-center gap-2">
          <button type="button" className={cx(buttonCls('secondary'), 'px-2 py-1 text-xs')} disabled={page === 0} onClick={() => setPage(page - 1)} aria-label={t('badges.list.prev')}>‹</button>
          <span className="tabular-nums">{page + 1} / {pagesCount}</span>
          <button type="button" className={cx(buttonCls('secondary'), 'px-2 py-1 text-xs')} disabled={page + 1 >= pagesCount} onClick={() => setPage(page + 1)} aria-label={t('badges.list.next')}>›</button>
        </span>
      </div>
    </div>
  );
}
