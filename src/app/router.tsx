// The app's router, built from the route table: the shell around every screen; an unknown path draws
// the table's "*" screen (not-found; the server answers such paths 404) or goes where "*" redirects.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { routeTable } from './routeTable';
import { screenRoute } from './screenRoute';
import { Shell } from './Shell';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

export function buildRoutes(): RouteObject[] {
  const children = routeTable.routes.filter((r) => r.path !== '*').map((r) => screenRoute(r, routeTable.guards));
  const unknown = routeTable.routes.find((r) => r.path === '*');
  children.push(unknown?.screen ? screenRoute(unknown, routeTable.guards) : { path: '*', loader: () => redirect(unknown?.redirect ?? '/') });
  return [{ path: '/', Component: Shell, HydrateFallback: PageLoading, ErrorBoundary: RouteError, children }];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
