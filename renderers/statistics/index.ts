// Screen kind "meeting-statistics": the data-statistics section of a meeting's settings. Charts come
// from renderers/chart (ECharts, tree-shaken), loaded only when this screen opens.
import { StatisticsScreen } from './StatisticsScreen';

export { StatisticsScreen };
export { distributionOption, trendOption } from './options';
