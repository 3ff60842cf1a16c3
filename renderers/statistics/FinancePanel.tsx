// The finance overview: revenue, outstanding, refunds due (paid, then cancelled) and refunds made in
// CNY (the meeting's figures as finance computes them), with other currencies listed when it has any;
// hotel fees the hotels take themselves stand apart under them: none of it is the organizer's money.
import { useTranslation } from 'react-i18next';
import type { Figures } from './config';

const money = (v: number, currency: string, lang: string) =>
  new Intl.NumberFormat(lang.startsWith('en') ? 'en-US' : 'zh-CN', { style: 'currency', currency, maximumFractionDigits: 2 }).format(v);

export function FinancePanel({ f }: { f: Figures }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const items = [
    { key: 'totalRevenue', value: f.totalRevenue, note: t('statistics.ui.finance.revenueGrowth', { days: f.growthDays, value: f.revenueGrowth }) },
    { key: 'pendingRevenue', value: f.pendingRevenue, note: t('statistics.ui.finance.pendingCount', { count: f.pendingCount }) },
    { key: 'refundDueAmount', value: f.refundDueAmount, note: t('statistics.ui.finance.refundDueCount', { count: f.refundDueCount }) },
    { key: 'refundAmount', value: f.refundAmount, note: t('statistics.ui.finance.refundCount', { count: f.refundCount }) },
  ];
  const others = Object.entries(f.byCurrency ?? {}).filter(([c, m]) => c !== f.currency && (m.totalRevenue || m.pendingRevenue));
  return (
    <section data-panel="finance" className="rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h3 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{t('statistics.ui.charts.finance')}</h3>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {items.map((i) => (
          <div key={i.key} data-money={i.key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <p className="text-sm text-slate-500 dark:text-slate-400">{t(`statistics.ui.finance.${i.key}`)}</p>
            <p data-money-value className="mt-1 text-xl font-semibold tabular-nums text-slate-900 dark:text-white">{money(i.value, f.currency, lang)}</p>
            <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{i.note}</p>
          </div>
        ))}
      </div>
      {!!f.hotelAtHotelCount && (
        <p data-money="hotelAtHotelAmount" className="mt-3 flex flex-wrap items-baseline gap-x-2 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <span>{t('statistics.ui.finance.hotelAtHotelAmount')}</span>
          <span data-money-value className="font-semibold tabular-nums text-slate-900 dark:text-white">{money(f.hotelAtHotelAmount ?? 0, f.currency, lang)}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">{t('statistics.ui.finance.hotelAtHotelCount', { count: f.hotelAtHotelCount })}</span>
        </p>
      )}
      {others.length > 0 && (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          {t('statistics.ui.finance.other')}: {others.map(([c, m]) => `${money(m.totalRevenue, c, lang)} / ${money(m.pendingRevenue, c, lang)}`).join(' · ')}
        </p>
      )}
    </section>
  );
}
