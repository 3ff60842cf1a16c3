// A titled chart panel; shows "no data" instead of an empty axis when the rows hold only zeros.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getPath } from '@runtime/dotted';
import { useText } from '@renderers/site';
import { cx } from '../form/theme/cls';
import { EChart } from './EChart';
import { chartOption } from './options';
import { useDark } from './useDark';
import type { ChartSpec } from './config';

function hasData(spec: ChartSpec, answer: unknown): boolean {
  const rows = (getPath(answer, spec.data) as Record<string, unknown>[] | undefined) ?? [];
  const fields = spec.type === 'pie' ? [spec.value ?? 'value'] : (spec.series ?? []).map((s) => s.field);
  return rows.some((r) => fields.some((f) => Number(r[f]) > 0));
}

export function ChartCard({ spec, answer, unit, loading, wide }: { spec: ChartSpec; answer: unknown; unit?: string; loading?: boolean; wide?: boolean }) {
  const { t, i18n } = useTranslation();
  const tx = useText();
  const dark = useDark();
  const option = useMemo(() => chartOption(spec, answer, { t, tx, dark, unit, lang: i18n.language }), [spec, answer, t, tx, dark, unit, i18n.language]);
  const title = tx(spec.title);
  const filled = hasData(spec, answer);
  return (
    <figure data-chart={spec.key} className={cx('rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800', wide && 'xl:col-span-2')}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{title}</figcaption>
      {filled ? (
        <EChart option={option} label={title} />
      ) : (
        <p role="status" className="flex h-[280px] items-center justify-center text-sm text-slate-500 dark:text-slate-400">
          {t(loading ? 'superAdmin.common.loading' : 'superAdmin.dashboard.charts.empty')}
        </p>
      )}
    </figure>
  );
}
