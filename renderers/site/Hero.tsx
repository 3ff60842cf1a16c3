// `hero` block: the opening banner with a headline and up to two call-to-action buttons.
import { ActionButton } from './lib/ActionButton';
import type { BlockAction } from './lib/host';
import { Icon } from './lib/icons';
import { useText, type Text } from './lib/text';

interface Cta { label: Text; action: BlockAction }

export interface HeroProps {
  eyebrow?: Text;
  title: Text;
  subtitle?: Text;
  primary?: Cta;
  secondary?: Cta;
  highlights?: Text[];
}

export default function Hero({ eyebrow, title, subtitle, primary, secondary, highlights = [] }: HeroProps) {
  const tx = useText();
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <div aria-hidden="true" className="absolute -top-24 left-1/2 -z-10 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-brand-500/20 blur-3xl dark:bg-brand-500/15" />
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
        {eyebrow && (
          <p className="mx-auto mb-5 inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-100 dark:bg-slate-900/70 dark:text-brand-100 dark:ring-slate-700">
            <Icon name="sparkles" className="h-4 w-4" />
            {tx(eyebrow)}
          </p>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{tx(title)}</h1>
        {subtitle && <p className="mx-auto mt-5 max-w-2xl text-base leading-7 text-slate-600 sm:text-lg dark:text-slate-300">{tx(subtitle)}</p>}
        {(primary || secondary) && (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            {primary && (
              <ActionButton action={primary.action} size="large">
                {tx(primary.label)}
                <Icon name="arrowRight" className="h-4 w-4" />
              </ActionButton>
            )}
            {secondary && <ActionButton action={secondary.action} type="default" size="large">{tx(secondary.label)}</ActionButton>}
          </div>
        )}
        {highlights.length > 0 && (
          <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            {highlights.map((h, i) => (
              <li key={i} className="inline-flex items-center gap-1.5">
                <Icon name="check" className="h-4 w-4 text-emerald-500" />
                {tx(h)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
