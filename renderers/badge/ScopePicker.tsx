// Whose badges the list shows and the export prints: the admitted registrations (confirmed and
// checked in: the default) or one registration state, all ticket types or one, with how many each
// choice holds (the scopes call).
import { useTranslation } from 'react-i18next';
import { cx, inputCls, labelCls } from '../form/theme/cls';
import { ADMITTED_SCOPE } from './lib/people';
import type { Scope, ScopesAnswer } from '@shared/badge/types';

/** How many registrations a state and ticket choice holds (the selection aside). */
export function scopeCount(scope: Scope, scopes: ScopesAnswer | undefined): number | undefined {
  if (!scopes) return undefined;
  const admitted = scope.state === ADMITTED_SCOPE;
  if (scope.ticket) {
    const tk = scopes.tickets.find((x) => x.name === scope.ticket);
    return tk ? (admitted ? tk.count : (tk.states[scope.state] ?? 0)) : 0;
  }
  return admitted ? scopes.admitted : (scopes.states.find((s) => s.state === scope.state)?.count ?? 0);
}

export interface ScopePickerProps {
  scope: Scope;
  scopes: ScopesAnswer | undefined;
  onChange: (scope: Scope) => void;
}

export function ScopePicker({ scope, scopes, onChange }: ScopePickerProps) {
  const { t } = useTranslation();
  const option = (label: string, count: number | undefined) => (count === undefined ? label : t('badges.scope.option', { label, count }));
  const ticketCount = (name: string) => scopeCount({ state: scope.state, ticket: name }, scopes);
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="badge-scope">
      <label className="block">
        <span className={labelCls}>{t('badges.scope.state')}</span>
        <select className={cx(inputCls(), 'py-1.5')} data-testid="badge-scope-state" value={scope.state} onChange={(e) => onChange({ state: e.target.value, ticket: scope.ticket })}>
          <option value={ADMITTED_SCOPE}>{option(t('badges.scope.admitted'), scopes?.admitted)}</option>
          {scopes?.states.map((s) => <option key={s.state} value={s.state}>{option(s.label, s.count)}</option>)}
        </select>
      </label>
      <label className="block">
        <span className={labelCls}>{t('badges.scope.ticket')}</span>
        <select className={cx(inputCls(), 'py-1.5')} data-testid="badge-scope-ticket" value={scope.ticket} onChange={(e) => onChange({ state: scope.state, ticket: e.target.value })}>
          <option value="">{t('badges.scope.allTickets')}</option>
          {scopes?.tickets.map((x) => <option key={x.name} value={x.name}>{option(x.name, ticketCount(x.name))}</option>)}
        </select>
      </label>
    </div>
  );
}
