// A segmented switch of periods (day, week, month, year).
import { useText, type Text } from '@renderers/site';
import { cx } from '../form/theme/cls';

export function RangeSwitch({ ranges, value, onChange }: { ranges: { value: string; label: Text }[]; value: string; onChange: (v: string) => void }) {
  const tx = useText();
  return (
    <div role="radiogroup" className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {ranges.map((r) => (
        <button key={r.value} type="button" role="radio" aria-checked={r.value === value} data-range={r.value} onClick={() => onChange(r.value)}
          className={cx('rounded-md px-3 py-1.5 text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            r.value === value ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white' : 'text-slate-600 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white')}>
          {tx(r.label)}
        </button>
      ))}
    </div>
  );
}
