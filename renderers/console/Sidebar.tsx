// The console's sidebar: title, grouped items (disabled ones marked), collapse toggle, footer.
// Wide screens get a sticky column; narrow ones a scrolling strip of the same items.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { cx, iconBtnCls, navItemCls } from './cls';
import { ConsoleIcon } from './icons';
import type { ConsoleNavItem, Text } from './types';

export interface SidebarProps {
  title: Text;
  nav: ConsoleNavItem[];
  activeKey: string;
  onPick: (item: ConsoleNavItem) => void;
  collapsed: boolean;
  onToggle: () => void;
  footer?: ReactNode;
}

/** Items in order, grouped under their `group` label (consecutive items of one group stay together). */
export function groupsOf(nav: ConsoleNavItem[], tx: (v: Text | undefined) => string) {
  const out: { label: string; items: ConsoleNavItem[] }[] = [];
  for (const item of nav) {
    const label = tx(item.group);
    const last = out[out.length - 1];
    if (last && last.label === label) last.items.push(item);
    else out.push({ label, items: [item] });
  }
  return out;
}

export function Sidebar({ title, nav, activeKey, onPick, collapsed, onToggle, footer }: SidebarProps) {
  const { t } = useTranslation();
  const tx = useText();
  return (
    <aside
      data-testid="console-sidebar"
      data-collapsed={collapsed ? '1' : '0'}
      className={cx(
        'group/aside sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex dark:border-slate-800 dark:bg-slate-900',
        collapsed ? 'w-16' : 'w-60',
      )}
    >
      <div className={cx('flex h-14 items-center border-b border-slate-200 dark:border-slate-800', collapsed ? 'justify-center' : 'justify-between pl-4 pr-2')}>
        {!collapsed && <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{tx(title)}</p>}
        <button type="button" data-testid="console-collapse" onClick={onToggle} className={iconBtnCls}
          aria-label={t(collapsed ? 'console.expand' : 'console.collapse')} title={t(collapsed ? 'console.expand' : 'console.collapse')} aria-expanded={!collapsed}>
          <ConsoleIcon name={collapsed ? 'chevronRight' : 'chevronLeft'} className="h-5 w-5" />
        </button>
      </div>
      <nav aria-label={t('console.navigation')} className="flex-1 space-y-4 overflow-y-auto p-2">
        {groupsOf(nav, tx).map((g, i) => (
          <div key={`${g.label}-${i}`}>
            {g.label && !collapsed && <p className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{g.label}</p>}
            <ul className="space-y-1">
              {g.items.map((item) => (
                <li key={item.key}>
                  <button type="button" data-nav={item.key} onClick={() => onPick(item)} title={collapsed ? tx(item.label) : undefined}
                    aria-current={item.key === activeKey ? 'page' : undefined} data-disabled={item.disabled ? '' : undefined}
                    className={cx(navItemCls(item.key === activeKey, item.disabled), collapsed && 'justify-center px-0')}>
                    <ConsoleIcon name={item.icon} className="h-5 w-5 shrink-0" />
                    <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{tx(item.label)}</span>
                    {item.disabled && (
                      // not aria-disabled: the item still answers a click, with its message
                      <span className={collapsed ? 'sr-only' : 'rounded bg-slate-100 px-1.5 py-0.5 text-[10px] font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300'}>{t('console.soon')}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {footer && <div className="border-t border-slate-200 p-2 dark:border-slate-800">{footer}</div>}
    </aside>
  );
}

/** The same items as a horizontal strip on narrow screens. */
export function MobileNav({ nav, activeKey, onPick, footer }: Pick<SidebarProps, 'nav' | 'activeKey' | 'onPick' | 'footer'>) {
  const { t } = useTranslation();
  const tx = useText();
  return (
    <div className="border-b border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-900">
      <nav aria-label={t('console.navigation')} className="flex gap-1 overflow-x-auto px-2 py-2">
        {nav.map((item) => (
          <button key={item.key} type="button" data-nav-mobile={item.key} onClick={() => onPick(item)} aria-current={item.key === activeKey ? 'page' : undefined}
            data-disabled={item.disabled ? '' : undefined} className={cx(navItemCls(item.key === activeKey, item.disabled), 'w-auto shrink-0 whitespace-nowrap py-1.5')}>
            <ConsoleIcon name={item.icon} className="h-4 w-4" />
            {tx(item.label)}
          </button>
        ))}
      </nav>
      {footer && <div className="border-t border-slate-200 px-2 py-2 dark:border-slate-800">{footer}</div>}
    </div>
  );
}
