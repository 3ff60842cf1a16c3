// The designer's left side: who is designing, then the screen's groups of tabs (page-design.json
// `sidebar`: the step tabs, the operations) in their order, each titled by its message key.
import { useTranslation } from 'react-i18next';
import type { Step } from '@shared/designer/steps';
import { useAuth } from '@runtime/auth';
import { cx } from './editors/ui';
import { useText } from '../site/lib/text';
import type { DesignerConfig } from './config';

export type Tab = Step | 'preview' | 'versions';

export function DesignerSidebar({ groups, tab, onTab, onFullPreview }: { groups: DesignerConfig['sidebar']; tab: Tab; onTab: (t: Tab) => void; onFullPreview: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { user } = useAuth();
  const item = (key: Tab, label: string) => (
    <li key={key}>
      <button type="button" aria-current={tab === key ? 'page' : undefined} onClick={() => onTab(key)} data-testid={`tab-${key}`}
        className={cx('w-full rounded px-3 py-1.5 text-left text-sm', tab === key ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800')}>
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('designer.title')} className="space-y-4">
      <div className="border-b border-gray-200 pb-3 dark:border-gray-700">
        <p className="font-medium text-gray-900 dark:text-gray-100">{user?.name || user?.username || t('designer.defaultUser')}</p>
        <p className="text-xs text-gray-500 dark:text-gray-400">{user?.role ? t(`designer.role.${user.role}`, { defaultValue: user.role }) : t('designer.defaultRole')}</p>
      </div>
      {groups.map((g, i) => (
        <div key={i}>
          <h2 className="mb-1 px-3 text-xs font-semibold uppercase text-gray-500 dark:text-gray-400">{text(g.title)}</h2>
          <ul className="space-y-0.5">
            {g.tabs.map(({ name, title }) => name === 'fullPreview'
              ? <li key={name}><button type="button" className="w-full rounded px-3 py-1.5 text-left text-sm text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800" onClick={onFullPreview} data-testid="open-preview">{text(title)} ↗</button></li>
              : item(name, text(title)))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
