// The participant distribution (pie or bar, grouped as the data settings say) and the check-in
// trend with its 7-day / 30-day / all switch. ECharts comes with this folder only.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../chart/EChart';
import { RangeSwitch } from '../chart/RangeSwitch';
import { useDark } from '../chart/useDark';
import { distributionOption, trendOption } from './options';
import type { Distribution, Trend } from './config';
import { groupLabelKeys, groupNameKeys, groupingsOf } from '@shared/statistics-groups';
import { entities } from '@runtime/schemas';

const card = 'rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';
const Empty = () => {
  const { t } = useTranslation();
  return <p role="status" className="flex h-[280px] items-center justify-center text-sm text-slate-500 dark:text-slate-400">{t('statistics.ui.empty')}</p>;
};

export function DistributionChart({ d, type }: { d?: Distribution; type: 'pie' | 'bar' }) {
  const { t } = useTranslation();
  const dark = useDark();
  // the grouping as the schemas declare it (x-group-by): its words and its values' words
  const g = useMemo(() => d && groupingsOf(entities).find((x) => x.name === d.by), [d]);
  const option = useMemo(() => d && distributionOption(d, (key) => t(groupLabelKeys(g, d.by, key), { defaultValue: key }), type, dark), [d, g, type, dark, t]);
  const title = t('statistics.ui.charts.distribution');
  return (
    <figure data-chart="distribution" data-chart-type={type} className={card}>
      <figcaption className="mb-2 flex justify-between text-sm font-semibold text-slate-900 dark:text-white">
        {title}
        {d && <span className="font-normal text-slate-500 dark:text-slate-400">{t(g ? groupNameKeys(g) : `statistics.by.${d.by}`, { defaultValue: d.by })}</span>}
      </figcaption>
      {option && d!.items.length ? <EChart option={option} label={title} /> : <Empty />}
    </figure>
  );
}

export function TrendChart({ tr, period, onPeriod }: { tr?: Trend; period: string; onPeriod(p: string): void }) {
  const { t } = useTranslation();
  const dark = useDark();
  const option = useMemo(() => tr && trendOption(tr, { count: t('statistics.ui.trendCount'), cumulative: t('statistics.ui.trendCumulative') }, dark), [tr, dark, t]);
  const title = t('statistics.ui.charts.trend');
  const ranges = ['7', '30', 'all'].map((value) => ({ value, label: { t: `statistics.period.${value}` } }));
  return (
    <figure data-chart="trend" className={card}>
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        {title}
        <RangeSwitch ranges={ranges} value={period} onChange={onPeriod} />
      </figcaption>
      {option && tr!.days.some((x) => x.cumulative > 0) ? <EChart option={option} label={title} /> : <Empty />}
      {!!tr?.untimed && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t('statistics.ui.untimed', { count: tr.untimed })}</p>}
    </figure>
  );
}
