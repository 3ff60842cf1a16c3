// The personal centre's left sidebar: groups of links (elsewhere in the app) and tabs (here).
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { cx } from '../theme/cls';
import type { NavItem, ProfileScreenConfig } from './config';

const itemCls = (active: boolean) =>
  cx(
    'block w-full rounded-md px-3 py-2 text-left text-sm transition',
    active
      ? 'bg-brand-50 font-medium text-brand-700 dark:bg-gray-800 dark:text-brand-100'
      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
  );

export function Sidebar({ groups, active, onOpen }: { groups: ProfileScreenConfig['sidebar']; active: string; onOpen: (item: NavItem) => void }) {
  const { t } = useTranslation();
  const inRouter = useInRouterContext(); // stories render without a router
  return (
    <nav aria-label={t('userCenter.title')} className="w-full shrink-0 space-y-5 border-b border-gray-200 bg-white p-4 md:w-56 md:border-b-0 md:border-r dark:border-gray-700 dark:bg-gray-900">
      {groups.map((g) => (
        <div key={g.group}>
          <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">{t(g.group)}</p>
          <ul className="space-y-1">
            {g.items.map((item) => (
              <li key={item.id}>
                {item.to && inRouter ? (
                  <Link to={item.to} className={itemCls(false)}>{t(item.label)}</Link>
                ) : item.to ? (
                  <a href={item.to} className={itemCls(false)}>{t(item.label)}</a>
                ) : (
                  <button type="button" className={itemCls(item.id === active)} aria-current={item.id === active ? 'page' : undefined} onClick={() => onOpen(item)}>
                    {t(item.label)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
