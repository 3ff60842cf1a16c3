// The super admin's notification management as a plain view: statistics, the templates and records
// tabs with their filters, and the send and new-template buttons. Data and actions come as props.
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { buttonCls } from '../../form/theme/cls';
import { ConsoleIcon } from '../../console/icons';
import { FilterBar } from '../../console/FilterBar';
import { StatCard, StatGrid } from '../../console/StatCard';
import type { CenterConfig } from '../config';
import { filterFields } from '../lib';
import { RecordsTable, type RecordRow } from './RecordsTable';
import { TemplateCards, type Template } from './TemplateCards';

export type Tab = 'templates' | 'records';
type Filters = Record<string, unknown>;
interface ListData<T> { items: T[]; state: 'loading' | 'error' | 'ready'; errorText?: string }

export interface CenterViewProps {
  config: CenterConfig;
  stats: Record<string, number>;
  tab: Tab;
  onTab: (t: Tab) => void;
  templateFilters: Filters;
  onTemplateFilters: (f: Filters) => void;
  templates: ListData<Template>;
  recordFilters: Filters;
  onRecordFilters: (f: Filters) => void;
  records: ListData<RecordRow>;
  onRefresh: () => void;
  onSend: () => void;
  /** messages to a meeting's participants (when the config has them) */
  onSendParticipants?: () => void;
  onNewTemplate: () => void;
  onEditTemplate: (t: Template) => void;
  onDeleteTemplate: (t: Template) => void;
  onViewRecord: (r: RecordRow) => void;
  onDeleteRecord: (r: RecordRow) => void;
}

const tabCls = (on: boolean) =>
  `-mb-px border-b-2 px-4 py-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${on ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-100' : 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200'}`;

export function CenterView(p: CenterViewProps) {
  const { t } = useTranslation();
  const tx = useText();
  const { config: c } = p;
  const tabs: Array<[Tab, string]> = [['templates', tx(c.templates.label)], ['records', tx(c.records.label)]];
  return (
    <section className="space-y-6" data-testid="notification-center">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{tx(c.title)}</h2>
          {c.subtitle && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{tx(c.subtitle)}</p>}
        </div>
        <div className="flex gap-2">
          {p.tab === 'templates' && (
            <button type="button" className={buttonCls('secondary')} onClick={p.onNewTemplate} data-testid="new-template">
              <ConsoleIcon name="plus" className="h-4 w-4" />{t('notifications.actions.newTemplate')}
            </button>
          )}
          {p.onSendParticipants && (
            <button type="button" className={buttonCls('secondary')} onClick={p.onSendParticipants} data-testid="open-participant-send">
              <ConsoleIcon name="users" className="h-4 w-4" />{t('notifications.participants.open')}
            </button>
          )}
          <button type="button" className={buttonCls('primary')} onClick={p.onSend} data-testid="open-send">
            <ConsoleIcon name="bell" className="h-4 w-4" />{t('notifications.actions.send')}
          </button>
        </div>
      </header>
      <StatGrid>
        {c.stats.cards.map((s) => <StatCard key={s.field} label={s.label} value={p.stats[s.field] ?? 0} tone={s.tone} icon={s.icon} />)}
      </StatGrid>
      <div>
        <div role="tablist" className="mb-4 flex border-b border-slate-200 dark:border-slate-800">
          {tabs.map(([key, label]) => (
            <button key={key} type="button" role="tab" aria-selected={p.tab === key} className={tabCls(p.tab === key)} onClick={() => p.onTab(key)} data-testid={`tab-${key}`}>{label}</button>
          ))}
        </div>
        {p.tab === 'templates' ? (
          <div role="tabpanel" className="space-y-4">
            <FilterBar fields={filterFields(c.templates.filters)} value={p.templateFilters} onChange={p.onTemplateFilters} onRefresh={p.onRefresh} />
            <TemplateCards entity={c.templates.entity} card={c.templates.card} {...p.templates} onEdit={p.onEditTemplate} onDelete={p.onDeleteTemplate} />
          </div>
        ) : (
          <div role="tabpanel" className="space-y-4">
            <FilterBar fields={filterFields(c.records.filters)} value={p.recordFilters} onChange={p.onRecordFilters} onRefresh={p.onRefresh} />
            <RecordsTable entity={c.records.entity} columns={c.records.columns} badges={c.records.badges} pageSize={c.records.pageSize}
              rows={p.records.items} state={p.records.state} errorText={p.records.errorText} onView={p.onViewRecord} onDelete={p.onDeleteRecord} />
          </div>
        )}
      </div>
    </section>
  );
}
