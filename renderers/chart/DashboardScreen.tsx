// Screen kind "dashboard" (see ./config): a period switch, stat cards, charts and recent events,
// all from one data source of real figures.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useDataSource, type DataSource } from '@runtime/data';
import { getPath } from '@runtime/dotted';
import { useText } from '@renderers/site';
import { StatCard, StatGrid } from '../console/StatCard';
import { dashboardSchema, type DashboardConfig } from './config';
import { RangeSwitch } from './RangeSwitch';
import { ActivityList } from './ActivityList';
import { ChartCard } from './ChartCard';
import { Hearts } from './Hearts';

export function DashboardScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const parsed = useMemo(() => dashboardSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <Dashboard c={parsed.data} />;
}

const viewerZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

function Dashboard({ c }: { c: DashboardConfig }) {
  const { t } = useTranslation();
  const tx = useText();
  const [range, setRange] = useState(c.defaultRange);
  const params = useMemo(() => ({ [c.rangeParam]: range, ...(c.timeZoneParam ? { [c.timeZoneParam]: viewerZone() } : {}) }), [c.rangeParam, c.timeZoneParam, range]);
  const ds = useDataSource(c.source as DataSource, params);
  const data = ds.error ? undefined : ds.data;
  const figure = (path: string) => {
    const v = getPath(data, path);
    return typeof v === 'number' ? v : '-';
  };
  const unit = c.unitPath ? String(getPath(data, c.unitPath) ?? '') : undefined;

  return (
    <section className="space-y-4" data-screen="dashboard" aria-busy={ds.isLoading}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {c.title && <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{tx(c.title)}</h2>}
        <div className="flex items-center gap-2">
          {c.hearts && <Hearts {...c.hearts} />}
          <RangeSwitch ranges={c.ranges} value={range} onChange={setRange} />
        </div>
      </div>
      {ds.error && (
        <p role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-700 dark:bg-rose-500/10 dark:text-rose-300">
          {t(c.error ?? 'http.loadFailed', { message: ds.error.message })}
        </p>
      )}
      <StatGrid>
        {c.cards.map((card) => {
          const hp = Object.fromEntries(Object.entries(card.hintParams ?? {}).map(([k, p]) => [k, figure(p)]));
          const hint = card.hint && data ? (typeof card.hint === 'string' ? card.hint : { ...card.hint, params: { ...card.hint.params, ...hp } }) : undefined;
          return <StatCard key={card.value} label={card.label} value={figure(card.value)} hint={hint} tone={card.tone} icon={card.icon} />;
        })}
      </StatGrid>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        {c.charts.map((spec) => (
          <ChartCard key={spec.key} spec={spec} answer={data} unit={unit} loading={ds.isLoading && !data} wide={spec.wide} />
        ))}
        {c.activity && (
          <ActivityList title={c.activity.title} items={(getPath(data, c.activity.data) as Record<string, unknown>[] | undefined) ?? []} kind={c.activity.kind}
            time={c.activity.time} messages={c.activity.messages} empty={c.activity.empty} />
        )}
      </div>
    </section>
  );
}
