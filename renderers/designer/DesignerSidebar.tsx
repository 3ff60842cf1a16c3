// The designer's left side: who is designing, the step tabs (page design) and the operations.
import { useTranslation } from 'react-i18next';
import { STEPS, type Step } from '@shared/designer/steps';
import { useAuth } from '@runtime/auth';
import { cx } from './editors/ui';

export type Tab = Step | 'preview' | 'versions';

export function DesignerSidebar({ tab, onTab, onFullPreview }: { tab: Tab; onTab: (t: Tab) => void; onFullPreview: () => void }) {
  const { t } = useTranslation();
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
      <div>
        <h2 className="mb-1 px-3 text-xs font-semibold uppercase text-gray-500 dark:text-gray-400">{t('designer.group.design')}</h2>
        <ul className="space-y-0.5">{STEPS.map((s) => item(s, t(`flowUi.step.${s}`)))}</ul>
      </div>
      <div>
        <h2 className="mb-1 px-3 text-xs font-semibold uppercase text-gray-500 dark:text-gray-400">{t('designer.group.operations')}</h2>
        <ul className="space-y-0.5">
          {item('preview', t('designer.flowPreview'))}
          {item('versions', t('designer.versions.title'))}
          <li><button type="button" className="w-full rounded px-3 py-1.5 text-left text-sm text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800" onClick={onFullPreview} data-testid="open-preview">{t('designer.fullPreview')} ↗</button></li>
        </ul>
      </div>
    </nav>
  );
}
