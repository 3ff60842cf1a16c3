// One ECharts instance in a div: created once, given each new option, resized with its box, and
// disposed on unmount. SVG rendering keeps text crisp in both themes.
import { useEffect, useRef } from 'react';
import { init, type ChartOption } from './echarts';

type Instance = ReturnType<typeof init>;

export interface EChartProps {
  option: ChartOption;
  /** px */
  height?: number;
  label?: string;
}

export function EChart({ option, height = 280, label }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // a box not laid out yet (tests, hidden tabs) gets a nominal size instead of a console warning
    const c = init(el, undefined, { renderer: 'svg', width: el.clientWidth ? undefined : 480, height: el.clientHeight ? undefined : height });
    chart.current = c;
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => el.clientWidth && c.resize());
    ro?.observe(el);
    return () => {
      ro?.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ height }} className="w-full" />;
}
