// Links inside organizer-written HTML (the site's text blocks, news articles) follow the one link
// policy (shared/links.ts). sanitize-html reads the HTML as a browser would (character references
// decoded), so `java&#115;cript:` is seen for what it is.
import sanitizeHtml from 'sanitize-html';
import { isSafeLink } from '../../shared/links';

/** The hrefs of `<a>` elements that break the link policy, as the browser would read them. */
export function unsafeLinksIn(html: string): string[] {
  const bad: string[] = [];
  // a read only (its output is thrown away): every tag passes, so the warning about script tags does not apply
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => {
        if (attribs.href !== undefined && !isSafeLink(attribs.href)) bad.push(attribs.href);
        return { tagName, attribs };
      },
    },
  });
  return bad;
}

/** What the cleaners add to sanitize-html: no protocol-relative address, and an `<a>` whose href breaks the policy loses it. */
export const linkRules: Pick<sanitizeHtml.IOptions, 'allowProtocolRelative'> & { safeAnchor: sanitizeHtml.Transformer } = {
  allowProtocolRelative: false,
  safeAnchor: (tagName, attribs) => {
    const { href, ...rest } = attribs;
    return { tagName, attribs: href !== undefined && isSafeLink(href) ? { ...rest, href, rel: 'noopener noreferrer' } : { ...rest, rel: 'noopener noreferrer' } };
  },
};
