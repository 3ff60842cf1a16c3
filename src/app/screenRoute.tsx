// One route of the table as a react-router route: the guard runs in the loader (before anything
// renders), the screen JSON and its renderer folder load lazily, and with them the messages beyond the
// first-load groups when the screen needs them (any renderer kind but `page`, or a page with such texts).
import type { ReactNode } from 'react';
import { redirect, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getAuthState, getParticipantSession, newestParticipantToken } from '@runtime/auth';
import { loadAllMessages, ready as i18nReady, t } from '@runtime/i18n';
import { ScreenRenderer } from '@runtime/registry';
import { mapRouteParams, ScreenParamsProvider } from '@runtime/screenParams';
import { loadScreen } from '@runtime/screenLoader';
import { toast } from '@runtime/toast';
import { onlyFirstLoadTexts } from '@shared/messageGroups';
import { checkGuard, type GuardDef } from './guards';
import { ensureKind } from '@renderers/kinds';
import type { RouteEntry } from './routeTable';
import { RouteError } from './RouteError';
import { fillRedirect } from './redirect';

function hasParticipant(meetingId?: string, maxAgeHours = 24): boolean {
  if (!meetingId) return !!newestParticipantToken();
  const s = getParticipantSession(meetingId); // the runtime drops records older than 24 h
  return !!s && Date.now() - s.loginTime < maxAgeHours * 3_600_000;
}

export function guardLoader(guard: GuardDef | undefined) {
  return ({ params }: LoaderFunctionArgs) => {
    const auth = getAuthState();
    const result = checkGuard(guard, { loggedIn: auth.loggedIn, role: auth.user?.role, params, hasParticipant });
    if (!result.ok) {
      // on an English visitor's first page the messages may still be on their way: say it in English
      return i18nReady.then(() => {
        toast.warning(t(result.message));
        // a target naming the route's params (a participant goes to their meeting's login); one the route cannot fill: home
        const to = fillRedirect(result.redirect, params);
        throw redirect(/\/:[A-Za-z]/.test(to) ? '/' : to);
      });
    }
    return null;
  };
}

export function screenRoute(entry: RouteEntry, guards: Record<string, GuardDef>): RouteObject {
  const path = entry.path === '/' ? undefined : entry.path;
  const base = path ? { path } : { index: true as const };
  // a redirect may name the route's params (`/admin-center?tab=meetings&edit=:id`)
  if (entry.redirect) return { ...base, loader: ({ params }: LoaderFunctionArgs) => redirect(fillRedirect(entry.redirect!, params)) };
  const name = entry.screen!;
  return {
    ...base,
    loader: guardLoader(entry.guard ? guards[entry.guard] : undefined),
    handle: { chrome: entry.chrome, params: entry.params },
    ErrorBoundary: RouteError,
    async lazy() {
      const config = await loadScreen(name);
      const allTexts = config.kind !== 'page' || !onlyFirstLoadTexts(config);
      await Promise.all([ensureKind(config.kind), allTexts && loadAllMessages()]);
      if (!entry.params) return { Component: () => <ScreenRenderer key={name} config={config} /> };
      return { Component: () => <WithRouteParams map={entry.params!}><ScreenRenderer key={name} config={config} /></WithRouteParams> };
    },
  };
}

/** The route's params, renamed by the entry's `params`, for the screens nested in this one. */
function WithRouteParams({ map, children }: { map: Record<string, string>; children: ReactNode }) {
  const params = useParams();
  return <ScreenParamsProvider value={mapRouteParams(map, params)}>{children}</ScreenParamsProvider>;
}
