// `transport-guide` block: how to get there by subway, bus and car.
import { card, Section } from './lib/Section';
import { Icon } from './lib/icons';
import { useText, type Text } from './lib/text';

export interface TransportItem { mode: 'subway' | 'bus' | 'driving' | 'walking'; title: Text; lines: Text[] }
export interface TransportGuideProps { title?: Text; subtitle?: Text; items: TransportItem[] }

const icons: Record<string, string> = { subway: 'subway', bus: 'bus', driving: 'car', walking: 'pin' };
const tints: Record<string, string> = {
  subway: 'bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300',
  bus: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  driving: 'bg-sky-50 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300',
  walking: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
};

export default function TransportGuide({ title, subtitle, items = [] }: TransportGuideProps) {
  const tx = useText();
  return (
    <Section title={title} subtitle={subtitle} wide>
      <ul className="grid gap-5 md:grid-cols-3">
        {items.map((item, i) => (
          <li key={i} className={card}>
            <div className="flex items-center gap-3">
              <span className={`inline-flex h-10 w-10 items-center justify-center rounded-xl ${tints[item.mode] ?? tints.walking}`}>
                <Icon name={icons[item.mode] ?? 'pin'} className="h-5 w-5" />
              </span>
              <h3 className="font-semibold text-slate-900 dark:text-white">{tx(item.title)}</h3>
            </div>
            <ul className="mt-4 space-y-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
              {item.lines.map((line, j) => (
                <li key={j} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-slate-300 dark:bg-slate-600" />
                  <span>{tx(line)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
