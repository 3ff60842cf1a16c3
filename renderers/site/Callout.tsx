// `callout` block: a highlighted card with a title, a message and optional label/value facts.
import { Icon } from './lib/icons';
import { useText, type Text } from './lib/text';

export interface CalloutProps {
  tone?: 'info' | 'success' | 'warning';
  icon?: string;
  title: Text;
  body?: Text;
  facts?: { label: Text; value: Text }[];
}

const tones = {
  info: 'bg-brand-50 text-brand-700 ring-brand-100 dark:bg-brand-500/10 dark:text-brand-100 dark:ring-brand-500/30',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-100 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30',
  warning: 'bg-amber-50 text-amber-700 ring-amber-100 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/30',
};

export default function Callout({ tone = 'info', icon = 'info', title, body, facts = [] }: CalloutProps) {
  const tx = useText();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <div className="flex items-start gap-4">
          <span className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ring-1 ${tones[tone] ?? tones.info}`}>
            <Icon name={icon} className="h-6 w-6" />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{tx(title)}</h2>
            {body && <p className="mt-1 leading-7 text-slate-600 dark:text-slate-400">{tx(body)}</p>}
          </div>
        </div>
        {facts.length > 0 && (
          <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {facts.map((f, i) => (
              <div key={i} className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{tx(f.label)}</dt>
                <dd className="mt-1 truncate font-medium text-slate-900 dark:text-white">{tx(f.value) || '-'}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
