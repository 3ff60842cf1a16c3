// Templates as cards: name, category, default mark, title, content excerpt, last change; edit, delete.
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../form/theme/labels';
import { formatDate } from '../../table/format';
import { ConsoleIcon } from '../../console/icons';
import type { CenterConfig } from '../config';
import { badgeCls } from '../lib';

export type Template = Record<string, any> & { id: number };
type Card = CenterConfig['templates']['card'];

const CATEGORY_TONE: Record<string, string> = { MEETING: 'brand', SYSTEM: 'slate', SECURITY: 'amber', FEATURE: 'green', URGENT: 'rose' };

interface Props {
  entity: string;
  card: Card;
  items: Template[];
  state: 'loading' | 'error' | 'ready';
  errorText?: string;
  onEdit: (t: Template) => void;
  onDelete: (t: Template) => void;
}

export function TemplateCards({ entity, card, items, state, errorText, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  if (state !== 'ready' || !items.length) {
    const text = state === 'loading' ? t('http.loading') : state === 'error' ? errorText : t('notifications.templates.empty');
    return <p role={state === 'error' ? 'alert' : 'status'} className={`rounded-xl border border-dashed border-slate-300 p-10 text-center text-sm dark:border-slate-700 ${state === 'error' ? 'text-rose-600 dark:text-rose-400' : 'text-slate-500 dark:text-slate-400'}`}>{text}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="template-cards">
      {items.map((x) => (
        <li key={x.id} data-testid="template-card" className="flex flex-col rounded-xl bg-white p-4 ring-1 ring-slate-200 transition hover:shadow-md dark:bg-slate-900 dark:ring-slate-800">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 truncate font-semibold text-slate-900 dark:text-white" title={x[card.name]}>{x[card.name]}</h3>
            <div className="flex shrink-0 gap-1">
              {x[card.flag] && <span className={badgeCls('green')}>{t('notifications.templates.default')}</span>}
              <span className={badgeCls(CATEGORY_TONE[x[card.badge]])}>{enumLabel(t, `${entity}.${card.badge}`, x[card.badge])}</span>
            </div>
          </div>
          <p className="mt-3 truncate text-sm font-medium text-slate-700 dark:text-slate-200">{x[card.title]}</p>
          <p className="mt-1 line-clamp-3 flex-1 whitespace-pre-line text-sm text-slate-500 dark:text-slate-400">{x[card.body]}</p>
          <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-3 dark:border-slate-800">
            <span className="text-xs text-slate-400">{formatDate(x[card.time])}</span>
            <div className="flex gap-1">
              <button type="button" onClick={() => onEdit(x)} className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15">
                <ConsoleIcon name="settings" className="h-4 w-4" />{t('notifications.actions.edit')}
              </button>
              <button type="button" onClick={() => onDelete(x)} className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-500/15">
                <ConsoleIcon name="trash" className="h-4 w-4" />{t('notifications.actions.delete')}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
