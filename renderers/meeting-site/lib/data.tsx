// Where the meeting-site blocks get their lists (news, speakers, partners, document collections,
// contact-us): the hosting page provides a loader (the public site calls the spec's paths, stories pass
// fixtures), so the blocks stay plain views. No loader: an empty list, shown as the empty state.
import { createContext, useContext, useEffect, useState } from 'react';

export type SiteDataKind = 'news' | 'speakers' | 'partners' | 'documents' | 'collection-documents' | 'contact-us' | 'agenda' | 'tickets' | 'map' | 'meeting';
/** lists whose records the organizer makes elsewhere (the meeting settings' content sections) */
export type ManagedKind = 'news' | 'speakers' | 'partners' | 'documents' | 'agenda';
export type Item = Record<string, any>;

export interface SiteData {
  meetingId?: number | string;
  load(kind: SiteDataKind, params?: Record<string, unknown>): Promise<unknown>;
  /** the editor shows blocks without live data where a call would need a published site */
  editing?: boolean;
  /** the editor only: where the organizer makes a list's records (the meeting settings' section) */
  manageLink?(kind: ManagedKind): string | undefined;
  /** a file's address as a link may use it (with the preview token of a site not yet published) */
  fileLink?(path: string): string;
  /** the site's register action (the navbar's button does the same); absent in the editor */
  register?(): void;
  /** where a registration flow opens */
  flowLink?(flowId: number): string;
  /** a load's answer known already (the meeting the site loaded, the loads of the server's first render):
   *  the block draws it at once, in the server's HTML and in the first client render alike */
  known?(kind: SiteDataKind, params?: Record<string, unknown>): { value: unknown } | undefined;
}

const SiteDataContext = createContext<SiteData | null>(null);
export const SiteDataProvider = SiteDataContext.Provider;
export const useSiteData = () => useContext(SiteDataContext);

/** A list answer in any of the shapes the spec's list calls use: [], { list }, { content }, { data }. */
export function listOf(v: unknown): Item[] {
  if (Array.isArray(v)) return v;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const k of ['list', 'content', 'records', 'items', 'data']) if (k in o) return listOf(o[k]);
  }
  return [];
}

export interface Loaded<T> {
  value: T | undefined;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

/** Loads once per kind, params and meeting; a failure leaves the value empty (spec 3 §8: logged only). */
export function useSiteLoad<T = unknown>(kind: SiteDataKind, params?: Record<string, unknown>): Loaded<T> {
  const source = useSiteData();
  const known = source?.known?.(kind, params);
  const [state, setState] = useState<{ value?: T; loading: boolean; failed: boolean }>(() => (known ? { value: known.value as T, loading: false, failed: false } : { loading: !!source, failed: false }));
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([kind, params ?? {}, source?.meetingId, attempt]);
  useEffect(() => {
    if (!source) return setState({ loading: false, failed: false });
    // known already (a retry asks again)
    if (known && attempt === 0) return setState((s) => (s.value === known.value && !s.loading && !s.failed ? s : { value: known.value as T, loading: false, failed: false }));
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    source.load(kind, params).then(
      (value) => live && setState({ value: value as T, loading: false, failed: false }),
      (e) => {
        console.warn(`[site] ${kind} failed to load`, e);
        if (live) setState({ loading: false, failed: true });
      },
    );
    return () => {
      live = false;
    };
    // the key holds everything the load depends on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { ...state, value: state.value, retry: () => setAttempt((n) => n + 1) };
}

export function useSiteList(kind: SiteDataKind, params?: Record<string, unknown>) {
  const r = useSiteLoad(kind, params);
  return { ...r, items: listOf(r.value) };
}
