// ECharts options from a chart's JSON spec and the answer: time axes labelled by bucket unit,
// colours and text that follow the light or dark theme.
import type { TFunction } from 'i18next';
import { getPath } from '@runtime/dotted';
import type { ChartOption } from './echarts';
import type { ChartSpec } from './config';

export const PALETTE = ['#2f6bff', '#10b981', '#f59e0b', '#f43f5e', '#8b5cf6', '#64748b'];

const FORMATS: Record<string, Intl.DateTimeFormatOptions> = {
  hour: { hour: '2-digit', minute: '2-digit', hour12: false },
  day: { month: '2-digit', day: '2-digit' },
  month: { year: 'numeric', month: '2-digit' },
};

/** A bucket's start as an axis label: 14:00, 03/05 or 2025/03 (in the viewer's time zone). */
export function bucketLabel(iso: unknown, unit: string | undefined, lang: string): string {
  const d = new Date(String(iso));
  if (Number.isNaN(d.getTime())) return String(iso ?? '');
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', FORMATS[unit ?? 'day'] ?? FORMATS.day).format(d);
}

type Tx = (v: ChartSpec['title']) => string;

export function chartOption(spec: ChartSpec, answer: unknown, ctx: { t: TFunction; tx: Tx; dark: boolean; unit?: string; lang: string }): ChartOption {
  const rows = (getPath(answer, spec.data) as Record<string, unknown>[] | undefined) ?? [];
  const ink = ctx.dark ? '#cbd5e1' : '#475569';
  const line = ctx.dark ? '#334155' : '#e2e8f0';
  const base: ChartOption = {
    color: PALETTE,
    backgroundColor: 'transparent',
    textStyle: { color: ink, fontFamily: 'inherit' },
    tooltip: { trigger: spec.type === 'pie' ? 'item' : 'axis', backgroundColor: ctx.dark ? '#0f172a' : '#fff', borderColor: line, textStyle: { color: ctx.dark ? '#e2e8f0' : '#0f172a' } },
    legend: { bottom: 0, textStyle: { color: ink }, itemWidth: 14, itemHeight: 8, itemGap: 18 },
  };
  if (spec.type === 'pie') {
    const data = rows.map((r) => {
      const name = String(r[spec.name ?? 'name']);
      return { name: spec.labels ? String(ctx.t(`${spec.labels}.${name}`, { defaultValue: name })) : name, value: Number(r[spec.value ?? 'value']) || 0 };
    });
    const count = new Map(data.map((d) => [d.name, d.value]));
    return {
      ...base,
      // slice labels would be cut off in a narrow card: the legend names each slice with its count
      legend: { ...base.legend, formatter: (name: string) => `${name} ${count.get(name) ?? 0}` },
      series: [{ type: 'pie', radius: ['45%', '70%'], center: ['50%', '44%'], data, label: { show: false }, itemStyle: { borderColor: ctx.dark ? '#0f172a' : '#fff', borderWidth: 2 } }],
    };
  }
  const x = rows.map((r) => bucketLabel(r[spec.x ?? 't'], ctx.unit, ctx.lang));
  return {
    ...base,
    grid: { left: 12, right: 24, top: 16, bottom: 40 },
    xAxis: { type: 'category', data: x, boundaryGap: true, axisLine: { lineStyle: { color: line } }, axisLabel: { color: ink } },
    yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: line } }, axisLabel: { color: ink } },
    series: (spec.series ?? []).map((s) =>
      spec.type === 'bar'
        ? { type: 'bar' as const, name: ctx.tx(s.label), data: rows.map((r) => Number(r[s.field]) || 0), barMaxWidth: 28, itemStyle: { borderRadius: [4, 4, 0, 0] } }
        : { type: 'line' as const, name: ctx.tx(s.label), data: rows.map((r) => Number(r[s.field]) || 0), smooth: true, showSymbol: rows.length <= 31 },
    ),
  };
}
