// `map` block: a map with a marker and info window when the configured map service loads; otherwise the
// spec's error state, with a static card of the position and address beside it either way. With no map
// service configured, the card alone.
import { useEffect, useRef } from 'react';
import { drawMap, type LngLat } from './lib/drawMap';
import { Icon } from './lib/icons';
import { card, Section } from './lib/Section';
import { useText, type Text } from './lib/text';
import { useMapService } from './lib/useMapService';
import { MapStatusPanel } from './MapStatusPanel';
import { SafeAnchor } from './lib/links';

export interface MapBlockProps {
  title?: Text;
  subtitle?: Text;
  placeName?: Text;
  address: Text;
  position: LngLat;
  zoom?: number;
  fallbackZoom?: number;
  scriptUrl?: string;
  globalName?: string;
  retries?: number;
  intervalMs?: number;
  height?: number;
  mapLink?: string;
}

export default function MapBlock(p: MapBlockProps) {
  const { zoom = 18, fallbackZoom = 16, height = 360, retries = 20, intervalMs = 500 } = p;
  const tx = useText();
  const { status, retry } = useMapService({ scriptUrl: p.scriptUrl, globalName: p.globalName ?? 'AMap', retries, intervalMs });
  const el = useRef<HTMLDivElement>(null);
  const address = tx(p.address);
  const name = tx(p.placeName);

  useEffect(() => {
    if (status.state !== 'ready' || !el.current) return;
    try {
      return drawMap(status.api, el.current, { address, position: p.position, zoom, fallbackZoom, info: name || address });
    } catch {
      // A script that defines the global but not the expected API counts as not ready.
    }
  }, [status, address, name, p.position, zoom, fallbackZoom]);

  return (
    <Section title={p.title} subtitle={p.subtitle} wide>
      <div className={status.state === 'none' ? 'mx-auto max-w-xl' : 'grid gap-5 lg:grid-cols-3'} data-map-state={status.state}>
        {status.state !== 'none' && (
          <div className="overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200 lg:col-span-2 dark:ring-slate-800" style={{ height }}>
            {status.state === 'ready' ? <div ref={el} className="h-full w-full" /> : <MapStatusPanel status={status} onRetry={retry} />}
          </div>
        )}
        <aside className={`${card} flex flex-col gap-4`}>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <Icon name="pin" className="h-5 w-5 text-rose-500" />
            {tx({ t: 'contact.map.fallbackTitle' })}
          </h3>
          {name && <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{name}</p>}
          <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">{address}</p>
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800"><dt className="text-slate-500">{tx({ t: 'contact.map.lng' })}</dt><dd className="font-mono text-slate-800 dark:text-slate-200">{p.position.lng.toFixed(4)}</dd></div>
            <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800"><dt className="text-slate-500">{tx({ t: 'contact.map.lat' })}</dt><dd className="font-mono text-slate-800 dark:text-slate-200">{p.position.lat.toFixed(4)}</dd></div>
          </dl>
          {p.mapLink && (
            <SafeAnchor href={p.mapLink} target="_blank" rel="noreferrer" className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline dark:text-brand-100">
              {tx({ t: 'contact.map.openExternal' })}
              <Icon name="arrowRight" className="h-4 w-4" />
            </SafeAnchor>
          )}
        </aside>
      </div>
    </Section>
  );
}
