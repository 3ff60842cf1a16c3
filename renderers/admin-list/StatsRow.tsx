// The stat cards above a list, from their own source (sums per currency with their currency); a failed
// load shows '-' and its message.
import { useTranslation } from 'react-i18next';
import { useDataSource, type DataSource } from '@runtime/data';
import { getPath } from '@runtime/dotted';
import { formatMoney } from '@runtime/money';
import { StatCard, StatGrid } from '../console/StatCard';
import type { AdminListConfig } from './config';

export function StatsRow({ stats }: { stats: NonNullable<AdminListConfig['stats']> }) {
  const { t, i18n } = useTranslation();
  const ds = useDataSource(stats.source as DataSource);
  const data = ds.error ? undefined : ds.data;
  const figure = (path: string) => {
    const v = getPath(data, path);
    return typeof v === 'number' ? v : '-';
  };
  /** `{ CNY: 1773, USD: 99 }` → ¥1,773 · US$99 (0 when there is none) */
  const amounts = (path: string) => {
    const v = getPath(data, path);
    const list = v && typeof v === 'object' ? Object.entries(v as Record<string, number>) : [];
    return list.length ? list.map(([cur, n]) => formatMoney(n, cur, i18n.language)).join(' · ') : '0';
  };
  const param = (p: string | { money: string }) => (typeof p === 'string' ? figure(p) : amounts(p.money));
  return (
    <div className="space-y-2">
      <StatGrid>
        {stats.cards.map((c) => {
          const params = Object.fromEntries(Object.entries(c.hintParams ?? {}).map(([k, p]) => [k, param(p)]));
          const hint = c.hint && data ? (typeof c.hint === 'string' ? c.hint : { ...c.hint, params: { ...c.hint.params, ...params } }) : undefined;
          return <StatCard key={c.value} label={c.label} value={figure(c.value)} hint={hint} tone={c.tone} icon={c.icon} />;
        })}
      </StatGrid>
      {ds.error && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {stats.error ? t(stats.error, { message: ds.error.message }) : ds.error.message}
        </p>
      )}
    </div>
  );
}
