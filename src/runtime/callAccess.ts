// Which calls the current user will be refused in the screen it is on. A console learns it from its
// subject (a staff account's meeting answers `staffRefused`: `METHOD /url/:param` of each route its
// roles do not reach, from the server's own route declarations) and hands it down, so a button whose
// call would only answer 403 is not drawn. Outside such a console everything is allowed: the server
// decides in the end either way.
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';

export type MayCall = (method: string, path: string) => boolean;

const allowAll: MayCall = () => true;
const Context = createContext<MayCall>(allowAll);

/** `/co/meeting/:id/x` and `/co/meeting/{meetingId}/x?y=1` (under the API root) alike: every parameter a `*`, no query. */
export function callShape(method: string, path: string): string {
  const bare = path.split('?')[0].replace(/\/+$/, '');
  const parts = bare.split('/').map((p) => (/^:\w+\??$/.test(p) || /^\{\w+\}$/.test(p) || /^\d+$/.test(p) ? '*' : p));
  return `${method.toUpperCase()} ${parts.join('/')}`;
}

/** The predicate for a list of refused `METHOD /url` (null or absent: nothing refused). */
export function mayCallOf(refused: readonly string[] | null | undefined): MayCall {
  if (!refused?.length) return allowAll;
  const shapes = new Set(refused.map((r) => {
    const [method, url] = r.split(' ');
    return callShape(method, url ?? '');
  }));
  return (method, path) => !shapes.has(callShape(method, path));
}

export function CallAccessProvider({ refused, children }: { refused: readonly string[] | null | undefined; children?: ReactNode }) {
  const key = refused?.join('\n') ?? '';
  const may = useMemo(() => mayCallOf(refused), [key]); // eslint-disable-line react-hooks/exhaustive-deps -- by content
  return createElement(Context.Provider, { value: may }, children);
}

/** Whether a call of this method and path (a template with `{x}`s, or a filled one) is worth offering. */
export const useMayCall = (): MayCall => useContext(Context);
