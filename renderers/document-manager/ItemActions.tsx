// What a file or folder offers (list row or grid card): download, preview (pdf/txt), rename, delete.
import { useTranslation } from 'react-i18next';
import type { Item } from './useFolder';

export type ItemAction = 'download' | 'preview' | 'rename' | 'delete';
export const canPreview = (i: Item) => !i.isFolder && ['pdf', 'txt'].includes(i.type);

export function ItemActions({ item, onAction }: { item: Item; onAction: (a: ItemAction, i: Item) => void }) {
  const { t } = useTranslation();
  const actions: ItemAction[] = item.isFolder ? ['rename', 'delete'] : canPreview(item) ? ['download', 'preview', 'rename', 'delete'] : ['download', 'rename', 'delete'];
  return (
    <span className="inline-flex flex-wrap gap-1">
      {actions.map((a) => (
        <button key={a} type="button" data-testid={`doc-${a}-${item.id}`} onClick={(e) => (e.stopPropagation(), onAction(a, item))}
          className={`rounded px-2 py-0.5 text-xs font-medium ${a === 'delete' ? 'text-rose-600 hover:bg-rose-50 dark:hover:bg-rose-500/10' : 'text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15'}`}>
          {t(`dataManagement.ui.manager.${a}`)}
        </button>
      ))}
    </span>
  );
}
