// The layout renderers: `page` screens (renderers/kinds.ts), and the shell's navbar and footer.
import { PageRenderer } from './PageRenderer';

export { PageRenderer };
// TabsLayout (headlessui) is not re-exported: PageRenderer loads it lazily; import it from './TabsLayout'.
export { Navbar, preloadUserMenus } from './navbar/Navbar';
export { NavbarView } from './navbar/NavbarView';
export { Footer } from './footer/Footer';
export { FooterView } from './footer/FooterView';
export { isLoggingOut } from './navbar/logout';
export type { NavbarConfig } from './navbar/types';
export type { FooterConfig } from './footer/types';
