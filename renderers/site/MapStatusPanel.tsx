// What the map area shows while the map service is loading or when it failed: a calm panel, not a broken frame.
import { Icon } from './lib/icons';
import { useText } from './lib/text';
import type { MapStatus } from './lib/useMapService';

const grid = {
  backgroundImage:
    'linear-gradient(to right, rgb(148 163 184 / .18) 1px, transparent 1px), linear-gradient(to bottom, rgb(148 163 184 / .18) 1px, transparent 1px)',
  backgroundSize: '28px 28px',
};

export function MapStatusPanel({ status, onRetry }: { status: Exclude<MapStatus, { state: 'ready' } | { state: 'none' }>; onRetry: () => void }) {
  const tx = useText();
  const offline = status.state === 'error' && status.reason === 'offline';
  return (
    <div style={grid} className="flex h-full flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center dark:bg-slate-900/60" role={status.state === 'error' ? 'alert' : 'status'}>
      {status.state === 'loading' ? (
        <>
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-500" />
          <p className="text-sm text-slate-600 dark:text-slate-400">{tx({ t: 'contact.map.loading' })}</p>
        </>
      ) : (
        <>
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300">
            <Icon name={offline ? 'offline' : 'alert'} className="h-6 w-6" />
          </span>
          <p className="font-medium text-slate-900 dark:text-white">{tx({ t: 'contact.map.errorTitle' })}</p>
          <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">{tx({ t: offline ? 'contact.map.offline' : 'contact.map.notReady' })}</p>
          <button type="button" onClick={onRetry} className="rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700">
            {tx({ t: 'contact.map.retry' })}
          </button>
        </>
      )}
    </div>
  );
}
