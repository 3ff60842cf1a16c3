// The layout renderers: `page` screens, and the shell's navbar and footer. The app calls register().
import { registerRenderer } from '@runtime/registry';
import { PageRenderer } from './PageRenderer';

export { PageRenderer };
export { TabsLayout } from './TabsLayout';
export { Navbar } from './navbar/Navbar';
export { NavbarView } from './navbar/NavbarView';
export { Footer } from './footer/Footer';
export { FooterView } from './footer/FooterView';
export { isLoggingOut } from './navbar/logout';
export type { NavbarConfig } from './navbar/types';
export type { FooterConfig } from './footer/types';

export function register(): void {
  registerRenderer('page', PageRenderer);
}
