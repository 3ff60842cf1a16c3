// The opened console items as tabs; each closes with its ×, except the last one left.
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { cx } from './cls';
import { ConsoleIcon } from './icons';
import type { ConsoleNavItem } from './types';

export interface HeaderTabsProps {
  items: ConsoleNavItem[];
  activeKey: string;
  onSelect: (key: string) => void;
  onClose: (key: string) => void;
}

export function HeaderTabs({ items, activeKey, onSelect, onClose }: HeaderTabsProps) {
  const { t } = useTranslation();
  const tx = useText();
  return (
    <div role="tablist" aria-label={t('console.openTabs')} className="flex min-w-0 flex-1 items-end gap-1 overflow-x-auto">
      {items.map((item) => {
        const active = item.key === activeKey;
        const label = tx(item.label);
        return (
          <div key={item.key} data-tab={item.key}
            className={cx('flex shrink-0 items-center rounded-lg text-sm transition',
              active ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800')}>
            <button type="button" role="tab" aria-selected={active} onClick={() => onSelect(item.key)} className="flex items-center gap-1.5 py-1.5 pl-3 pr-2 font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500 rounded-lg">
              <ConsoleIcon name={item.icon} className="h-4 w-4 opacity-70" />
              <span className="whitespace-nowrap">{label}</span>
            </button>
            {items.length > 1 && (
              <button type="button" data-testid={`close-tab-${item.key}`} aria-label={t('console.closeTab', { tab: label })} onClick={() => onClose(item.key)}
                className="mr-1 inline-flex h-5 w-5 items-center justify-center rounded text-slate-400 hover:bg-slate-200 hover:text-slate-700 dark:hover:bg-slate-700 dark:hover:text-slate-100">
                <ConsoleIcon name="close" className="h-3.5 w-3.5" />
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
