// The frame around every screen: navbar, the routed screen, footer, toasts and auth dialogs. Which
// frame is the route's `chrome` (schemas/routes.json): the platform's (default), none (`bare`: a
// console draws its own), or the meeting's own (`meeting`: its participants' pages, renderers/meeting-chrome,
// loaded apart so the platform's pages never carry it). The routed screen stays in one place in the
// tree whichever frame surrounds it, so a frame arriving late never remounts the screen.
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { Footer, Navbar, type FooterConfig, type NavbarConfig } from '@renderers/layout';
import { Toaster } from '@renderers/layout/Toaster';
import { loadAllMessages } from '@runtime/i18n';
import { mapRouteParams } from '@runtime/screenParams';
import { HEADER_PLACEHOLDER_PX } from '@renderers/meeting-chrome/size';
import shell from '../../schemas/screens/shell.json';
import { AuthDialogsMount } from './AuthDialogsMount';
import { useGuardRevalidation } from './useGuardRevalidation';
import { useLoginQuery } from './useLoginQuery';

// with the frame, every message group (its navbar's and the participant's texts are not first-load ones)
const chromeChunk = () => Promise.all([import('@renderers/meeting-chrome'), loadAllMessages()]).then(([m]) => m);
const MeetingHeader = lazy(() => chromeChunk().then((m) => ({ default: m.MeetingHeader })));
const MeetingFooter = lazy(() => chromeChunk().then((m) => ({ default: m.MeetingFooterMount })));
/** the header's space while its chunk loads */
const HeaderSpace = () => <div aria-hidden style={{ height: HEADER_PLACEHOLDER_PX }} />;

type Handle = { chrome?: string; params?: Record<string, string> } | undefined;

/** The deepest route's frame, and the meeting it names for the meeting frame. */
function useChrome(): { chrome?: string; meetingId?: string } {
  const matches = useMatches();
  const own = [...matches].reverse().find((m) => (m.handle as Handle)?.chrome);
  if (!own) return {};
  const h = own.handle as Handle;
  return { chrome: h!.chrome, meetingId: mapRouteParams(h!.params, own.params).meetingId };
}

export function Shell() {
  useLoginQuery();
  useGuardRevalidation();
  const busy = useNavigation().state === 'loading';
  const { chrome, meetingId } = useChrome();
  const meeting = chrome === 'meeting' && meetingId ? meetingId : undefined;
  const platform = !chrome;
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
      {busy && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500" />}
      {platform && <Navbar config={shell.navbar as NavbarConfig} />}
      {meeting && <Suspense fallback={<HeaderSpace />}><MeetingHeader meetingId={meeting} /></Suspense>}
      <main className="flex-1">
        <Outlet />
      </main>
      {platform && <Footer config={shell.footer as FooterConfig} brand={shell.navbar.brand} />}
      {meeting && <Suspense fallback={null}><MeetingFooter meetingId={meeting} /></Suspense>}
      <Toaster />
      <AuthDialogsMount />
      <ScrollRestoration />
    </div>
  );
}
