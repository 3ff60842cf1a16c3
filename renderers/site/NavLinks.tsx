// `nav-links` block: a row of page links (the current one marked) with an optional back button.
import { BlockLink, useBlockHost } from './lib/host';
import { Icon } from './lib/icons';
import { useText, type Text } from './lib/text';

export interface NavLinksProps {
  links: { label: Text; href: string; icon?: string }[];
  back?: { label: Text; href: string };
}

export default function NavLinks({ links = [], back }: NavLinksProps) {
  const tx = useText();
  const host = useBlockHost();
  const path = host.path ?? (typeof window !== 'undefined' ? window.location.pathname : '');
  return (
    <nav className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6">
        {back && (
          <BlockLink href={back.href} className="mr-2 inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800">
            <Icon name="arrowLeft" className="h-4 w-4" />
            {tx(back.label)}
          </BlockLink>
        )}
        <ul className="flex flex-wrap gap-1">
          {links.map((l) => {
            const active = l.href === path;
            return (
              <li key={l.href}>
                <BlockLink
                  href={l.href}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm transition ${active ? 'bg-brand-50 font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-100' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white'}`}
                >
                  {l.icon && <Icon name={l.icon} className="h-4 w-4" />}
                  {tx(l.label)}
                </BlockLink>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
