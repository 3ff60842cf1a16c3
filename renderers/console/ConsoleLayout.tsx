// The console frame: collapsible sidebar, a header with the opened items as closable tabs (or the
// current item's title), actions and user menu, and the content. Selecting a disabled item only
// shows its message. Mounts the confirm() host.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { toast } from '@runtime/toast';
import { ConfirmHost } from './ConfirmDialog';
import { HeaderTabs } from './HeaderTabs';
import { MobileNav, Sidebar } from './Sidebar';
import type { ConsoleLayoutProps, ConsoleNavItem } from './types';
import { useCollapsed } from './useCollapsed';

export function ConsoleLayout({ title, nav, activeKey, onSelect, headerTabs, heading, userMenu, actions, footer, children }: ConsoleLayoutProps) {
  const { t } = useTranslation();
  const tx = useText();
  const [collapsed, toggle] = useCollapsed();
  const byKey = useMemo(() => new Map(nav.map((i) => [i.key, i])), [nav]);
  const [open, setOpen] = useState<string[]>(() => (byKey.has(activeKey) ? [activeKey] : []));
  // the active tab just closed: it stays closed until the parent moves to the next one (a routed
  // parent does so a navigation later)
  const [leaving, setLeaving] = useState<string | null>(null);
  if (leaving && activeKey !== leaving) setLeaving(null);
  // a newly selected item opens its tab (state adjusted while rendering, as React recommends)
  if (activeKey !== leaving && byKey.has(activeKey) && !byKey.get(activeKey)!.disabled && !open.includes(activeKey)) setOpen([...open, activeKey]);

  const pick = (item: ConsoleNavItem) => {
    if (item.disabled) return void toast.info(tx(item.disabledMessage) || t('console.inDevelopment'));
    onSelect(item.key);
  };
  const close = (key: string) => {
    const i = open.indexOf(key);
    const rest = open.filter((k) => k !== key);
    if (!rest.length) return;
    setOpen(rest);
    if (key !== activeKey) return;
    setLeaving(key);
    onSelect(rest[Math.max(0, i - 1)]);
  };
  const active = byKey.get(activeKey);
  const tabs = open.map((k) => byKey.get(k)).filter((i): i is ConsoleNavItem => !!i);

  return (
    <div data-testid="console" className="flex min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <Sidebar title={title} nav={nav} activeKey={activeKey} onPick={pick} collapsed={collapsed} onToggle={toggle} footer={footer} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileNav nav={nav} activeKey={activeKey} onPick={pick} footer={footer} />
        <header className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-4 dark:border-slate-800 dark:bg-slate-900">
          {heading && <div data-testid="console-heading" className="min-w-0 max-w-[40%] shrink truncate text-sm font-semibold text-slate-900 dark:text-white">{heading}</div>}
          {headerTabs ? (
            <HeaderTabs items={tabs} activeKey={activeKey} onSelect={onSelect} onClose={close} />
          ) : (
            <h1 className="min-w-0 flex-1 truncate text-base font-semibold">{active ? tx(active.label) : tx(title)}</h1>
          )}
          <div className="ml-auto flex shrink-0 items-center gap-1">
            {actions}
            {userMenu}
          </div>
        </header>
        {/* the shell holds the page's <main> */}
        <div data-testid="console-content" className="min-w-0 flex-1 p-3 sm:p-6">
          {headerTabs && <h1 className="sr-only">{active ? tx(active.label) : tx(title)}</h1>}
          {children}
        </div>
      </div>
      <ConfirmHost />
    </div>
  );
}

export default ConsoleLayout;
