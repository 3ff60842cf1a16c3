// The frame around every screen: navbar, the routed screen, footer, toasts and auth dialogs.
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { Footer, Navbar, type FooterConfig, type NavbarConfig } from '@renderers/layout';
import { Toaster } from '@renderers/layout/Toaster';
import shell from '../../schemas/screens/shell.json';
import { AuthDialogsMount } from './AuthDialogsMount';
import { useGuardRevalidation } from './useGuardRevalidation';
import { useLoginQuery } from './useLoginQuery';

export function Shell() {
  useLoginQuery();
  useGuardRevalidation();
  const busy = useNavigation().state === 'loading';
  // a console brings its own header (bell, user menu, toggles): no second bar above it
  const bare = useMatches().some((m) => (m.handle as { chrome?: string } | undefined)?.chrome === 'bare');
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
      {busy && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500" />}
      {!bare && <Navbar config={shell.navbar as NavbarConfig} />}
      <main className="flex-1">
        <Outlet />
      </main>
      {!bare && <Footer config={shell.footer as FooterConfig} brand={shell.navbar.brand} />}
      <Toaster />
      <AuthDialogsMount />
      <ScrollRestoration />
    </div>
  );
}
