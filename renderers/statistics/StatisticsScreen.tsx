// Screen kind "meeting-statistics" (spec 2 §2.10): stat cards and the finance overview, participant
// distribution and check-in trend, with refresh, report export (XLSX made by the server) and the
// data settings (saved per meeting on the server: cards, charts, grouping, chart type, periods).
import { meetingZone } from '@runtime/meetingZone';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import { formatDate } from '../table/format';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useDataSource } from '@runtime/data';
import { ApiError, http, serverMessage } from '@runtime/http';
import { toast } from '@runtime/toast';
import { saveFile } from '@runtime/saveFile';
import { useScreenParams, withScreenParams } from '@runtime/screenParams';
import { ConsoleIcon } from '../console/icons';
import { DialogForm } from '../console/DialogForm';
import { buttonCls } from '../form/theme/cls';
import { statisticsSchema, type Distribution, type Figures, type Settings, type StatisticsConfig, type Trend } from './config';
import { FigureCards } from './FigureCards';
import { FinancePanel } from './FinancePanel';
import { DistributionChart, TrendChart } from './Charts';
import { useMayCall } from '@runtime/callAccess';

const reason = (e: unknown) => (e instanceof ApiError ? (serverMessage(e.body) ?? e.message) : e instanceof Error ? e.message : String(e));

export function StatisticsScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const params = useScreenParams();
  const parsed = useMemo(() => statisticsSchema.safeParse(withScreenParams(config, params)), [config, params]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <Statistics c={parsed.data} />;
}

function Statistics({ c }: { c: StatisticsConfig }) {
  const { t, i18n } = useTranslation();
  const settingsDs = useDataSource<Settings>({ path: c.paths.settings });
  const s = settingsDs.data as Settings | undefined;
  const [period, setPeriod] = useState<string | null>(null);
  useEffect(() => setPeriod(null), [s?.trendPeriod]); // a saved default wins over an earlier switch
  const shownPeriod = period ?? s?.trendPeriod ?? '7';
  const figures = useDataSource<Figures>(s ? { path: c.paths.figures } : null);
  const dist = useDataSource<Distribution>(s ? { path: c.paths.distribution, params: { by: s.distributionBy } } : null);
  const trend = useDataSource<Trend>(s ? { path: c.paths.trend, params: { period: shownPeriod } } : null);
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);
  // the dashboard's settings are the organizer's (and editors'): others read it as set
  const maySet = useMayCall()('PUT', c.paths.settings);

  const refresh = () => Promise.all([settingsDs.mutate(), figures.mutate(), dist.mutate(), trend.mutate()]);
  const exportReport = async () => {
    setExporting(true);
    try {
      saveFile(await http.blob(c.paths.export), c.exportName);
      toast.success(t('statistics.ui.exported'));
    } catch (e) {
      toast.error(t('statistics.ui.exportFailed', { message: reason(e) }));
    } finally {
      setExporting(false);
    }
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      await http.put(c.paths.settings, values);
    } catch (e) {
      toast.error(t('statistics.ui.saveFailed', { message: reason(e) }));
      throw e;
    }
    toast.success(t('statistics.saved'));
    await refresh();
  };

  const error = settingsDs.error ?? figures.error;
  const f = figures.data as Figures | undefined;
  if (error && !f) return <ScreenError title={t('statistics.ui.loadFailed', { message: reason(error) })} />;
  const charts = s?.charts ?? [];
  return (
    <section data-screen="meeting-statistics" className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('statistics.ui.title')}</h2>
          {f && <p className="text-xs text-slate-500 dark:text-slate-400">{t('statistics.ui.updatedAt', { time: formatDate(f.generatedAt, true, meetingZone() ?? DEFAULT_TIME_ZONE) })}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" data-action="refresh" className={buttonCls('secondary')} onClick={() => void refresh()}>
            <ConsoleIcon name="refresh" className="h-4 w-4" />{t('statistics.ui.refresh')}
          </button>
          <button type="button" data-action="export" className={buttonCls('secondary')} disabled={exporting} onClick={() => void exportReport()}>{t('statistics.ui.export')}</button>
          {maySet && (
            <button type="button" data-action="settings" className={buttonCls('primary')} disabled={!s} onClick={() => setEditing(true)}>
              <ConsoleIcon name="settings" className="h-4 w-4" />{t('statistics.ui.settings')}
            </button>
          )}
        </div>
      </header>
      {!f ? <p role="status" className="p-6 text-sm text-slate-500 dark:text-slate-400">{t('statistics.ui.loading')}</p> : (
        <>
          <FigureCards f={f} cards={s?.cards ?? []} />
          {charts.includes('finance') && <FinancePanel f={f} />}
          <div className="grid gap-4 xl:grid-cols-2">
            {charts.includes('distribution') && <DistributionChart d={dist.data as Distribution | undefined} type={s?.chartType ?? 'pie'} />}
            {charts.includes('trend') && <TrendChart tr={trend.data as Trend | undefined} period={shownPeriod} onPeriod={setPeriod} />}
          </div>
        </>
      )}
      {s && (
        <DialogForm open={editing} title={{ t: 'statistics.ui.settingsTitle' }} schemaId={c.settingsForm} onClose={() => setEditing(false)} onSubmit={save}
          value={{ cards: s.cards, charts: s.charts, distributionBy: s.distributionBy, chartType: s.chartType, trendPeriod: s.trendPeriod, growthDays: s.growthDays }}
          submitText={{ t: 'statistics.ui.save' }} />
      )}
    </section>
  );
}
