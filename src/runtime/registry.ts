// Renderers by screen `kind`. Renderer folders register themselves; <ScreenRenderer> draws a
// config with the renderer of its kind, and a visible error box (never a crash) when none fits.
import { createElement, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { useT } from './i18n';
import { parseScreenConfig, type ScreenConfig } from './screenConfig';

export type { ScreenConfig } from './screenConfig';

export type RendererProps<C extends ScreenConfig = ScreenConfig> = { config: C } & Record<string, any>;
export type Renderer<C extends ScreenConfig = ScreenConfig> = ComponentType<RendererProps<C>>;

const renderers = new Map<string, Renderer<any>>();
const listeners = new Set<() => void>();
let version = 0;

export function registerRenderer<C extends ScreenConfig>(kind: string, component: Renderer<C>): void {
  renderers.set(kind, component);
  version++;
  listeners.forEach((l) => l());
}

/** Several at once: `registerRenderers({ table: TableScreen, form: FormScreen })`. */
export function registerRenderers(map: Record<string, Renderer<any>>): void {
  for (const [kind, c] of Object.entries(map)) registerRenderer(kind, c);
}

export function getRenderer(kind: string): Renderer<any> | undefined {
  return renderers.get(kind);
}

export const registeredKinds = (): string[] => [...renderers.keys()];

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}
const getVersion = () => version;

export function ScreenError({ title, detail }: { title: string; detail?: string }): ReactElement {
  return createElement(
    'div',
    {
      role: 'alert',
      'data-screen-error': '',
      className: 'm-4 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200',
    },
    createElement('p', { className: 'font-semibold' }, title),
    detail ? createElement('pre', { className: 'mt-2 whitespace-pre-wrap text-xs opacity-80' }, detail) : null,
  );
}

/** Draws `config` with the renderer registered for `config.kind`; extra props pass through. */
export function ScreenRenderer({ config, ...rest }: { config: unknown } & Record<string, any>): ReactElement {
  useSyncExternalStore(subscribe, getVersion, getVersion); // re-render when a renderer registers late
  const { t } = useT();
  const parsed = parseScreenConfig(config);
  if (!parsed.ok) return createElement(ScreenError, { title: t('http.invalidScreen'), detail: parsed.error });
  const Component = renderers.get(parsed.config.kind);
  if (!Component) return createElement(ScreenError, { title: t('http.unknownKind', { kind: parsed.config.kind }) });
  return createElement(Component, { ...rest, config: parsed.config });
}
