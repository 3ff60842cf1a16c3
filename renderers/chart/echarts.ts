// ECharts, tree-shaken: only the charts, components and the SVG renderer the dashboards use.
// This module is imported by the chart folder alone, so ECharts loads with a dashboard screen only.
import { use, init, setPlatformAPI, type ComposeOption } from 'echarts/core';
import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, type GridComponentOption, type LegendComponentOption, type TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

// jsdom (the story render test) has no canvas to measure text with: estimate widths instead of
// letting every chart ask for a canvas context it cannot have.
if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) {
  setPlatformAPI({ measureText: (text: string, font?: string) => ({ width: [...text].length * (Number(/(\d+)px/.exec(font ?? '')?.[1]) || 12) * 0.6 }) });
}

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;
export { init };
