// The common frame of a content block: width, padding and an optional heading.
import type { ReactNode } from 'react';
import { useText, type Text } from './text';

export function Section({ title, subtitle, children, wide, id }: { title?: Text; subtitle?: Text; children: ReactNode; wide?: boolean; id?: string }) {
  const tx = useText();
  return (
    <section id={id} className={`mx-auto px-4 py-8 sm:px-6 sm:py-10 ${wide ? 'max-w-6xl' : 'max-w-5xl'}`}>
      {(title || subtitle) && (
        <header className="mb-8 text-center">
          {title && <h2 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{tx(title)}</h2>}
          {subtitle && <p className="mx-auto mt-3 max-w-2xl text-slate-600 dark:text-slate-400">{tx(subtitle)}</p>}
        </header>
      )}
      {children}
    </section>
  );
}

/** Card surface shared by blocks so light and dark stay consistent. */
export const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';
