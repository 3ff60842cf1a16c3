// The bar over the table while rows are selected: the count, the batch actions, clear.
import { useTranslation } from 'react-i18next';
import type { ActionSpec } from './config';
import { ActionButtons } from './ActionButtons';

export function BatchBar({ count, actions, onRun, onClear }: { count: number; actions: ActionSpec[]; onRun: (a: ActionSpec) => void; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="toolbar" data-testid="batch-bar" className="flex flex-wrap items-center gap-3 border-b border-brand-100 bg-brand-50/70 px-4 py-2 text-sm dark:border-brand-500/20 dark:bg-brand-500/10">
      <span className="font-medium text-brand-700 dark:text-brand-100">{t('superAdmin.common.selected', { count })}</span>
      <ActionButtons testId="batch" actions={actions} onRun={onRun} />
      <button type="button" onClick={onClear} className="ml-auto text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white">
        {t('superAdmin.common.clearSelection')}
      </button>
    </div>
  );
}
