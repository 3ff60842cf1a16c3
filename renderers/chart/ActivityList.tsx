// The latest events, each a sentence from the messages (`<messages>.<kind>` with its fields) and a time.
import { useTranslation } from 'react-i18next';
import { useText, type Text } from '@renderers/site';
import { formatDate } from '../table/format';
import { cx } from '../form/theme/cls';

const DOT: Record<string, string> = { user: 'bg-brand-500', report: 'bg-amber-500', meeting: 'bg-emerald-500' };

export interface ActivityListProps {
  title: Text;
  items: Record<string, unknown>[];
  kind: string;
  time: string;
  messages: string;
  empty: string;
}

export function ActivityList({ title, items, kind, time, messages, empty }: ActivityListProps) {
  const { t } = useTranslation();
  const tx = useText();
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h3 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{tx(title)}</h3>
      {items.length === 0 ? (
        <p role="status" className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">{t(empty)}</p>
      ) : (
        <ol className="space-y-3" data-testid="activity">
          {items.map((it, i) => (
            <li key={`${String(it[kind])}-${String(it.id ?? i)}`} className="flex gap-3 text-sm">
              <span className={cx('mt-1.5 h-2 w-2 shrink-0 rounded-full', DOT[String(it[kind])] ?? 'bg-slate-400')} aria-hidden="true" />
              <div className="min-w-0">
                <p className="truncate text-slate-700 dark:text-slate-200">{t(`${messages}.${String(it[kind])}`, { ...it, interpolation: { escapeValue: false } })}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{formatDate(it[time])}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
