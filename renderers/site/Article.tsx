// `article` block: a long document in numbered sections (legal pages, notices). A body is split on
// line breaks into paragraphs; lines starting with "- " become a bullet list.
import type { ReactNode } from 'react';
import { useText, type Text } from './lib/text';

export interface ArticleProps {
  title: Text;
  updated?: Text;
  intro?: Text;
  sections: { heading: Text; body: Text }[];
  numbered?: boolean;
}

function Body({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(<ul key={out.length} className="list-disc space-y-1 pl-5">{list.map((l, i) => <li key={i}>{l}</li>)}</ul>);
    list = [];
  };
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    if (line.startsWith('- ')) list.push(line.slice(2));
    else {
      flush();
      out.push(<p key={out.length}>{line}</p>);
    }
  }
  flush();
  return <div className="space-y-3">{out}</div>;
}

export default function Article({ title, updated, intro, sections = [], numbered = true }: ArticleProps) {
  const tx = useText();
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b border-slate-200 pb-6 dark:border-slate-800">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{tx(title)}</h1>
        {updated && <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{tx(updated)}</p>}
        {intro && <div className="mt-4 leading-7 text-slate-700 dark:text-slate-300"><Body text={tx(intro)} /></div>}
      </header>
      <div className="mt-8 space-y-8">
        {sections.map((s, i) => (
          <section key={i}>
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {numbered && <span className="mr-2 text-brand-600 dark:text-brand-100">{i + 1}.</span>}
              {tx(s.heading)}
            </h2>
            <div className="mt-3 text-[15px] leading-7 text-slate-700 dark:text-slate-300"><Body text={tx(s.body)} /></div>
          </section>
        ))}
      </div>
    </article>
  );
}
