// `page-header` block: a page's title band with an optional icon and subtitle.
import { Icon } from './lib/icons';
import { useText, type Text } from './lib/text';

export interface PageHeaderProps { icon?: string; eyebrow?: Text; title: Text; subtitle?: Text; level?: 1 | 2 }

export default function PageHeader({ icon, eyebrow, title, subtitle, level = 1 }: PageHeaderProps) {
  const tx = useText();
  const Heading = level === 2 ? 'h2' : 'h1';
  return (
    <header className="border-b border-slate-200 bg-gradient-to-r from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-8 sm:px-6">
        {icon && (
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-sm">
            <Icon name={icon} className="h-6 w-6" />
          </span>
        )}
        <div className="min-w-0">
          {eyebrow && <p className="text-xs font-medium uppercase tracking-wider text-brand-600 dark:text-brand-100">{tx(eyebrow)}</p>}
          <Heading className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{tx(title)}</Heading>
          {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-400">{tx(subtitle)}</p>}
        </div>
      </div>
    </header>
  );
}
