// Drawing organizer-written links: only addresses within the link policy (shared/links.ts) become
// links; anything else stored before the server checked it shows as plain text.
import type { AnchorHTMLAttributes } from 'react';
import { safeLink } from '@shared/links';

/** An `<a>` when the address keeps to the link policy, else its content alone. */
export function SafeAnchor({ href, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href?: unknown }) {
  const ok = safeLink(href);
  if (ok) return <a href={ok} {...rest}>{children}</a>;
  return <span className={rest.className} data-unsafe-link="">{children}</span>;
}

let serverClean: ((html: string) => string) | null = null;
/** Where there is no DOM to check in (the public site drawn on the server), the server's own cleaning of
 *  stored rich text does the check (src/server/website/rich-text.ts). */
export function setServerHtmlCleaner(clean: ((html: string) => string) | null): void {
  serverClean = clean;
}

/** Image sources rich text may show: http(s), the site's own paths and inline images. */
const IMAGE_SRC = /^(https?:\/\/|\/(?![/\\])|data:image\/)/i;

/**
 * Rich text (already cleaned by the server on save) checked again before it is shown: a link that
 * breaks the policy becomes its text, an image from elsewhere is dropped. Parsed in an inert template,
 * so nothing in it runs while it is checked.
 */
export function safeHtml(html: string): string {
  if (typeof document === 'undefined') return serverClean ? serverClean(html) : html;
  if (!/<(a|img)\b/i.test(html)) return html;
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  for (const a of [...tpl.content.querySelectorAll('a')]) {
    if (!a.hasAttribute('href') || safeLink(a.getAttribute('href'))) continue;
    a.replaceWith(...a.childNodes);
  }
  for (const img of [...tpl.content.querySelectorAll('img')]) if (!IMAGE_SRC.test(img.getAttribute('src')?.trim() ?? '')) img.remove();
  return tpl.innerHTML;
}
