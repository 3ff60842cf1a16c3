// ECharts options of the two statistics charts, in the page's theme (the chart folder's palette).
import type { ChartOption } from '../chart/echarts';
import { PALETTE } from '../chart/options';
import type { Distribution, Trend } from './config';

const theme = (dark: boolean) => ({ ink: dark ? '#cbd5e1' : '#475569', line: dark ? '#334155' : '#e2e8f0', bg: dark ? '#0f172a' : '#fff' });

const base = (dark: boolean, trigger: 'item' | 'axis'): ChartOption => {
  const c = theme(dark);
  return {
    color: PALETTE,
    backgroundColor: 'transparent',
    // a named family: ECharts measures legend text with it, and 'inherit' measured narrower than drawn (overlapping legends)
    textStyle: { color: c.ink, fontFamily: 'sans-serif' },
    tooltip: { trigger, backgroundColor: c.bg, borderColor: c.line, textStyle: { color: dark ? '#e2e8f0' : '#0f172a' } },
    legend: { bottom: 0, textStyle: { color: c.ink, fontFamily: 'sans-serif' }, itemWidth: 14, itemHeight: 8, itemGap: 18 },
  };
};

/** Participants per group as a ring (the legend names each slice with its count) or as bars. */
export function distributionOption(d: Distribution, label: (key: string) => string, type: 'pie' | 'bar', dark: boolean): ChartOption {
  const data = d.items.map((i) => ({ name: label(i.key), value: i.count }));
  const c = theme(dark);
  if (type === 'pie') {
    const count = new Map(data.map((x) => [x.name, x.value]));
    return {
      ...base(dark, 'item'),
      legend: { ...base(dark, 'item').legend, formatter: (name: string) => `${name} ${count.get(name) ?? 0}` },
      series: [{ type: 'pie', radius: ['45%', '70%'], center: ['50%', '44%'], data, label: { show: false }, itemStyle: { borderColor: c.bg, borderWidth: 2 } }],
    };
  }
  return {
    ...base(dark, 'axis'),
    legend: { show: false },
    grid: { left: 12, right: 24, top: 16, bottom: 24, containLabel: true },
    xAxis: { type: 'category', data: data.map((x) => x.name), axisLine: { lineStyle: { color: c.line } }, axisLabel: { color: c.ink, interval: 0 } },
    yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: c.line } }, axisLabel: { color: c.ink } },
    series: [{ type: 'bar', data: data.map((x, i) => ({ value: x.value, itemStyle: { color: PALETTE[i % PALETTE.length] } })), barMaxWidth: 36, itemStyle: { borderRadius: [4, 4, 0, 0] } }],
  };
}

/** Check-ins per day (bars) and the running total (line). */
export function trendOption(tr: Trend, names: { count: string; cumulative: string }, dark: boolean): ChartOption {
  const c = theme(dark);
  return {
    ...base(dark, 'axis'),
    grid: { left: 12, right: 24, top: 16, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: tr.days.map((d) => d.date.slice(5)), axisLine: { lineStyle: { color: c.line } }, axisLabel: { color: c.ink } },
    yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: c.line } }, axisLabel: { color: c.ink } },
    series: [
      { type: 'bar', name: names.count, data: tr.days.map((d) => d.count), barMaxWidth: 24, itemStyle: { borderRadius: [4, 4, 0, 0] } },
      { type: 'line', name: names.cumulative, data: tr.days.map((d) => d.cumulative), smooth: true, showSymbol: tr.days.length <= 31 },
    ],
  };
}
