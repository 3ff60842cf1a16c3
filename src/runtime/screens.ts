// Screen configs from schemas/screens/**.json, each loaded lazily (its own chunk) when first used.
// The loading itself lives in screenLoader.ts (the router imports that one: no SWR on first load).
import { createElement, type ReactElement } from 'react';
import { useT } from './i18n';
import useSWR from 'swr';
import { ScreenError, ScreenRenderer } from './registry';
import { loadScreen, ScreenNotFoundError } from './screenLoader';

export { loadScreen, screenNames, ScreenNotFoundError } from './screenLoader';

/** `{ config, error, isLoading }` for a screen name (cached: a screen is read once). */
export function useScreen(name: string | null | undefined) {
  const { data, error, isLoading } = useSWR(name ? ['screen', name] : null, ([, n]) => loadScreen(n), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return { config: data, error: error as Error | undefined, isLoading };
}

/** `<Screen name="admin/meetings" />`: load a screen config by name and draw it. */
export function Screen({ name, ...rest }: { name: string } & Record<string, any>): ReactElement {
  const { t } = useT();
  const { config, error, isLoading } = useScreen(name);
  if (error)
    return createElement(ScreenError, {
      title: error instanceof ScreenNotFoundError ? t('http.screenNotFound', { name }) : t('http.invalidScreen'),
      detail: error instanceof ScreenNotFoundError ? undefined : error.message,
    });
  if (isLoading || !config) return createElement('div', { role: 'status', className: 'p-4 text-sm opacity-70' }, t('http.loading'));
  return createElement(ScreenRenderer, { ...rest, config });
}
