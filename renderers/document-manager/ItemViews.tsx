// The folder's items as a table (name, size, type, updated, creator, actions) or as cards.
import { formatDate } from '../table/format';
import { useTranslation } from 'react-i18next';
import { formatSize } from './size';
import { ItemActions, type ItemAction } from './ItemActions';
import type { Item } from './useFolder';

interface ViewProps {
  items: Item[];
  selected: Set<number>;
  onToggle: (id: number) => void;
  onOpen: (i: Item) => void;
  onAction: (a: ItemAction, i: Item) => void;
}

const TONE: Record<string, string> = { pdf: 'text-rose-500', txt: 'text-slate-500', xls: 'text-emerald-600', xlsx: 'text-emerald-600', ppt: 'text-orange-500', pptx: 'text-orange-500' };

/** A folder or a sheet of paper, tinted by type (no emoji: not every system has the font). */
function ItemIcon({ item, big }: { item: Item; big?: boolean }) {
  const size = big ? 'h-9 w-9' : 'mr-1.5 inline h-4 w-4 align-[-2px]';
  if (item.isFolder)
    return <svg aria-hidden viewBox="0 0 24 24" className={`${size} text-amber-500`} fill="currentColor"><path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6z" /></svg>;
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={`${size} ${TONE[item.type] ?? 'text-brand-600'}`} fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M6 3h8l4 4v14H6z" strokeLinejoin="round" /><path d="M14 3v4h4M9 12h6M9 16h6" strokeLinecap="round" />
    </svg>
  );
}
// in the meeting's zone when the screen named it (runtime/meetingZone.ts), labelled where the viewer's differs
const when = (s: string) => (s ? formatDate(s) : '');

export function ItemTable({ items, selected, onToggle, onOpen, onAction }: ViewProps) {
  const { t } = useTranslation();
  const th = 'px-3 py-2 text-left text-xs font-medium text-slate-500 dark:text-slate-400';
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="doc-table">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th className="w-8 px-3" />
            {['name', 'size', 'type', 'updateTime', 'creator', 'actions'].map((c) => <th key={c} className={th}>{t(`dataManagement.ui.manager.col.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((i) => (
            <tr key={i.id} data-testid={`doc-row-${i.id}`} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
              <td className="px-3"><input type="checkbox" aria-label={i.name} checked={selected.has(i.id)} onChange={() => onToggle(i.id)} className="accent-brand-600" /></td>
              <td className="max-w-xs px-3 py-2">
                <button type="button" onClick={() => onOpen(i)} className="truncate text-left font-medium text-slate-800 hover:text-brand-600 dark:text-slate-100">
                  <ItemIcon item={i} />{i.name}
                </button>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600 dark:text-slate-300">{i.isFolder ? '—' : formatSize(i.size)}</td>
              <td className="px-3 py-2 text-slate-600 uppercase dark:text-slate-300">{i.isFolder ? t('dataManagement.ui.manager.folder') : i.type}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600 dark:text-slate-300">{when(i.updateTime)}</td>
              <td className="px-3 py-2 text-slate-600 dark:text-slate-300">{i.creator}</td>
              <td className="px-3 py-2"><ItemActions item={i} onAction={onAction} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ItemGrid({ items, selected, onToggle, onOpen, onAction }: ViewProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="doc-grid">
      {items.map((i) => (
        <li key={i.id} className={`relative rounded-lg p-3 ring-1 ${selected.has(i.id) ? 'ring-brand-500' : 'ring-slate-200 dark:ring-slate-700'}`}>
          <input type="checkbox" aria-label={i.name} checked={selected.has(i.id)} onChange={() => onToggle(i.id)} className="absolute top-2 left-2 accent-brand-600" />
          <button type="button" onClick={() => onOpen(i)} className="flex w-full flex-col items-center gap-1 pt-2 text-center">
            <ItemIcon item={i} big />
            <span className="w-full truncate text-sm font-medium text-slate-800 dark:text-slate-100">{i.name}</span>
            <span className="text-xs text-slate-500">{i.isFolder ? t('dataManagement.ui.manager.folder') : formatSize(i.size)}</span>
          </button>
          <div className="mt-2 flex justify-center"><ItemActions item={i} onAction={onAction} /></div>
        </li>
      ))}
    </ul>
  );
}
