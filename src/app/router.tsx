// The app's router, built from the route table: the shell around every screen, unknown paths home.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { routeTable } from './routeTable';
import { screenRoute } from './screenRoute';
import { Shell } from './Shell';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

export function buildRoutes(): RouteObject[] {
  const children = routeTable.routes.filter((r) => r.path !== '*').map((r) => screenRoute(r, routeTable.guards));
  const fallback = routeTable.routes.find((r) => r.path === '*')?.redirect ?? '/';
  children.push({ path: '*', loader: () => redirect(fallback) });
  return [{ path: '/', Component: Shell, HydrateFallback: PageLoading, ErrorBoundary: RouteError, children }];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
