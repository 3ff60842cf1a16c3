// Screen kind "sub-tabs": tabs over nested screens inside a console section (hotel management).
import { registerRenderer } from '@runtime/registry';
import { SubTabsScreen } from './SubTabsScreen';

export { SubTabsScreen };
export { useSubTabs } from './context';

export function register(): void {
  registerRenderer('sub-tabs', SubTabsScreen);
}
