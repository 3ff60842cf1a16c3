// Charts (ECharts, tree-shaken) and the screen kind "dashboard". Loaded only with a dashboard
// screen (src/app/kinds.ts maps the kind to this folder), never by the home page.
import { registerRenderer } from '@runtime/registry';
import { DashboardScreen } from './DashboardScreen';

export { DashboardScreen };
export { EChart, type EChartProps } from './EChart';
export { chartOption, bucketLabel } from './options';

export function register(): void {
  registerRenderer('dashboard', DashboardScreen);
}
