// Loading screen configs from schemas/screens/**.json, each lazily (its own chunk) when first used.
// Kept apart from screens.ts (which adds the SWR hook and <Screen>) so the router's first load does
// not pull SWR in; screens.ts re-exports all of this.
import { parseScreenConfig, type ScreenConfig } from './screenConfig';

const modules = import.meta.glob<{ default: unknown }>('/schemas/screens/**/*.json');

const PREFIX = '/schemas/screens/';
const pathOf = (name: string) => `${PREFIX}${name.replace(/^\/+|\.json$/g, '')}.json`;

/** Names that `loadScreen` accepts: `admin/meetings`, `home`, ... */
export const screenNames = (): string[] => Object.keys(modules).map((k) => k.slice(PREFIX.length, -'.json'.length));

export class ScreenNotFoundError extends Error {
  constructor(readonly screen: string) {
    super(`screen not found: ${screen}`);
  }
}

export async function loadScreen(name: string): Promise<ScreenConfig> {
  const load = modules[pathOf(name)];
  if (!load) throw new ScreenNotFoundError(name);
  const mod = await load();
  const parsed = parseScreenConfig(mod.default ?? mod);
  if (!parsed.ok) throw new Error(`screen ${name}: ${parsed.error}`);
  return parsed.config;
}
