// The heavy libraries of the UI, each built into a chunk of its own name (vite.config.ts) and allowed
// on a console tab only when the tab draws one of `kinds` (tests/e2e/tab-weight.spec.ts): the
// craft.js editor never comes with the statistics, ECharts never with a list. An empty `kinds`: the
// library loads on an action (a camera start, an export), never with a tab's first draw.
export const HEAVY_CHUNKS: Record<string, { test: RegExp; kinds: string[]; group?: false }> = {
  // craft.js stays inside the editor's own chunk: a chunk group of its own left the editor's lazy import
  // hanging (a blank page, no error), so the check looks for the editor's chunk by name instead
  WebsiteEditor: { test: /[\\/]node_modules[\\/]@craftjs[\\/]/, kinds: ['website-editor'], group: false },
  echarts: { test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/, kinds: ['dashboard', 'meeting-statistics'] },
  jsqr: { test: /[\\/]node_modules[\\/]jsqr[\\/]/, kinds: [] },
  'pdf-lib': { test: /[\\/]node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/, kinds: [] },
};

/** The chunk a built file belongs to: `echarts-B0w7D081.js` → `echarts`. */
export const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
