// Pick users (or a meeting's participants) by ticking them in a searchable list (name, e-mail, role).
// With `onSearch` the caller searches (the server, for long lists); otherwise the list is filtered here.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputCls } from '../../form/theme/cls';
import { enumLabel } from '../../form/theme/labels';

export interface PickUser { id: number; username: string; email?: string | null; role?: string; status?: string }

interface Props {
  users: PickUser[];
  state: 'loading' | 'error' | 'ready';
  selected: number[];
  onChange: (ids: number[]) => void;
  invalid?: boolean;
  /** search on the server: the list shown is what the caller loaded for the text */
  onSearch?: (q: string) => void;
  texts?: { search?: string; empty?: string };
}

export function UserPicker({ users, state, selected, onChange, invalid, onSearch, texts }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const shown = useMemo(() => {
    const s = q.trim().toLowerCase();
    return s && !onSearch ? users.filter((u) => u.username.toLowerCase().includes(s) || (u.email ?? '').toLowerCase().includes(s)) : users;
  }, [users, q, onSearch]);
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const addShown = () => onChange([...new Set([...selected, ...shown.map((u) => u.id)])]);

  return (
    <div className={`rounded-lg ring-1 ${invalid ? 'ring-red-500 dark:ring-red-400' : 'ring-slate-200 dark:ring-slate-700'}`}>
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2 dark:border-slate-700">
        <input type="search" value={q} onChange={(e) => { setQ(e.target.value); onSearch?.(e.target.value); }} placeholder={texts?.search ?? t('notifications.send.searchUsers')} aria-label={texts?.search ?? t('notifications.send.searchUsers')}
          className={`${inputCls(false)} max-w-xs flex-1 py-1.5`} />
        <button type="button" onClick={addShown} disabled={!shown.length} className="text-sm text-brand-600 hover:underline disabled:text-slate-400 dark:text-brand-100">{t('notifications.send.selectShown')}</button>
        <button type="button" onClick={() => onChange([])} disabled={!selected.length} className="text-sm text-slate-500 hover:underline disabled:text-slate-300 dark:text-slate-400">{t('notifications.send.clear')}</button>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400" data-testid="picked-count">{t('notifications.send.selected', { count: selected.length })}</span>
      </div>
      <ul className="max-h-52 overflow-y-auto p-1" aria-label={t('fields.notificationRecord.targetUserIds')}>
        {state === 'loading' && <li className="p-3 text-center text-sm text-slate-500">{t('http.loading')}</li>}
        {state === 'error' && <li role="alert" className="p-3 text-center text-sm text-rose-600 dark:text-rose-400">{t('notifications.send.usersUnavailable')}</li>}
        {state === 'ready' && !shown.length && <li className="p-3 text-center text-sm text-slate-500">{texts?.empty ?? t('notifications.send.usersEmpty')}</li>}
        {state === 'ready' && shown.map((u) => (
          <li key={u.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
              <input type="checkbox" checked={selected.includes(u.id)} onChange={() => toggle(u.id)} data-testid={`pick-user-${u.username}`}
                className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-800" />
              <span className="min-w-0 flex-1 truncate font-medium">{u.username}</span>
              {u.email && <span className="hidden truncate text-xs text-slate-500 sm:inline dark:text-slate-400">{u.email}</span>}
              {u.role && <span className="shrink-0 text-xs text-slate-400">{enumLabel(t, 'user.role', u.role)}</span>}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
