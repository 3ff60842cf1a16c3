// Charts (ECharts, tree-shaken) and the screen kind "dashboard". Loaded only with a dashboard
// screen (renderers/kinds.ts loads DashboardScreen), never by the home page.
import { DashboardScreen } from './DashboardScreen';

export { DashboardScreen };
export { EChart, type EChartProps } from './EChart';
export { chartOption, bucketLabel } from './options';
