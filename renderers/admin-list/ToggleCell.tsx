// A boolean cell as a switch (a flow's enabled state). It shows the stored value: while the call
// runs it is busy, and after a failure the refreshed row puts it back, so it never lies.
import { useState } from 'react';
import { Switch } from '@headlessui/react';
import { cx } from '../form/theme/cls';

export function ToggleCell({ checked, label, locked, onToggle }: { checked: boolean; label: string; locked?: boolean; onToggle: (next: boolean) => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const flip = async (next: boolean) => {
    setBusy(true);
    try {
      await onToggle(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch checked={checked} disabled={busy || locked} onChange={(v) => void flip(v)} aria-label={label} data-switch={checked ? 'on' : 'off'}
      className={cx('relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60',
        checked ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600')}>
      <span aria-hidden="true" className={cx('inline-block h-5 w-5 transform rounded-full bg-white shadow transition', checked ? 'translate-x-5' : 'translate-x-0.5')} />
    </Switch>
  );
}
