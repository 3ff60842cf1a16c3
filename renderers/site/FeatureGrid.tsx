// `feature-grid` block: cards with an icon, a title and a line of text.
import { card, Section } from './lib/Section';
import { Icon } from './lib/icons';
import { useText, type Text } from './lib/text';

export interface FeatureItem { icon?: string; title: Text; description?: Text }
export interface FeatureGridProps { title?: Text; subtitle?: Text; columns?: 2 | 3 | 4; items: FeatureItem[] }

const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

export default function FeatureGrid({ title, subtitle, columns = 3, items = [] }: FeatureGridProps) {
  const tx = useText();
  return (
    <Section title={title} subtitle={subtitle} wide>
      <ul className={`grid grid-cols-1 gap-5 ${cols[columns] ?? cols[3]}`}>
        {items.map((item, i) => (
          <li key={i} className={`${card} transition hover:-translate-y-0.5 hover:shadow-md`}>
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
              <Icon name={item.icon ?? 'sparkles'} className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{tx(item.title)}</h3>
            {item.description && <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{tx(item.description)}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
