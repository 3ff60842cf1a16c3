// The badge's field table (spec 2 §2.9): order, names, type, source, position and a visibility
// switch per row, with edit and delete. Rows follow the print order.
import { useTranslation } from 'react-i18next';
import { buttonCls, cx } from '../form/theme/cls';
import type { BadgeField } from '@shared/badge/types';

export interface FieldTableProps {
  fields: BadgeField[];
  selected?: string | null;
  onSelect?: (name: string) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  onToggle: (index: number, visible: boolean) => void;
}

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400';
const td = 'whitespace-nowrap px-3 py-2 text-sm text-slate-700 dark:text-slate-200';

export function FieldTable({ fields, selected, onSelect, onEdit, onDelete, onToggle }: FieldTableProps) {
  const { t } = useTranslation();
  const rows = fields.map((f, i) => ({ f, i })).sort((a, b) => a.f.order - b.f.order);
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200 dark:ring-slate-800">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800" data-testid="badge-field-table">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {['order', 'name', 'displayName', 'type', 'dataSource', 'position', 'visible', 'actions'].map((k) => (
              <th key={k} scope="col" className={th}>{t(`badges.table.${k}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {rows.length === 0 && (
            <tr>
              <td colSpan={8} className="px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400">{t('badges.table.empty')}</td>
            </tr>
          )}
          {rows.map(({ f, i }) => (
            <tr key={f.name} data-testid={`badge-row-${f.name}`} onClick={() => onSelect?.(f.name)} className={cx('cursor-pointer', selected === f.name && 'bg-brand-50 dark:bg-brand-500/10')}>
              <td className={td}>{f.order}</td>
              <td className={cx(td, 'font-mono text-xs')}>{f.name}</td>
              <td className={td}>{f.displayName}</td>
              <td className={td}>{t(`badges.types.${f.type}`)}</td>
              <td className={td}>{t(`badges.sources.${f.dataSource ?? 'form'}`)}</td>
              <td className={cx(td, 'tabular-nums')}>{`${f.x ?? 50}%, ${f.y ?? 50}%`}</td>
              <td className={td}>
                <input
                  type="checkbox"
                  role="switch"
                  aria-label={`${t('badges.table.visible')} ${f.displayName}`}
                  checked={f.visible !== false}
                  onClick={(e) => e.stopPropagation()}
                  onChange={(e) => onToggle(i, e.target.checked)}
                  className="h-4 w-4 rounded border-slate-300 text-brand-600 dark:border-slate-600 dark:bg-slate-800"
                />
              </td>
              <td className={cx(td, 'whitespace-nowrap')}>
                <button type="button" className={cx(buttonCls('secondary'), 'px-2 py-1 text-xs')} data-action="edit" onClick={(e) => (e.stopPropagation(), onEdit(i))}>{t('badges.table.edit')}</button>
                <button type="button" className={cx(buttonCls('danger'), 'ml-2 px-2 py-1 text-xs')} data-action="delete" onClick={(e) => (e.stopPropagation(), onDelete(i))}>{t('badges.table.delete')}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
