// Screen kind "sub-tabs": tabs over nested screens inside a console section (hotel management).
import { SubTabsScreen } from './SubTabsScreen';

export { SubTabsScreen };
export { useSubTabs } from './context';
