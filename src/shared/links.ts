// The one policy for links an organizer writes (site blocks, news, rich text, speaker and partner
// pages): http, https, mailto, tel and relative addresses only. The server checks it on save and the
// renderers again before drawing a link, so a bad link stored earlier shows as plain text.

/** Control characters (browsers drop tabs and newlines inside a URL, so `java\tscript:` would run) and invisible ones. */
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u206f\ufeff]/;
/** An HTML character reference (`&#58;`, `&colon;`): decoded inside HTML, it can hide a scheme's colon. */
const ENTITY = /&(#x?[0-9a-f]+|[a-z][a-z0-9]*);?/i;
const SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** The link as it may be drawn (trimmed), or null when it must not be a link. */
export function safeLink(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (!s || s.length > 2000 || HIDDEN.test(s)) return null;
  // protocol-relative (`//host`, and the backslash forms browsers read alike) leaves the site without a scheme we checked
  if (/^[/\\]{2}/.test(s)) return null;
  // a reference's own `#` must not end the part checked for one
  if (ENTITY.test(s.split(/[/?]/, 1)[0])) return null;
  const head = s.split(/[/?#]/, 1)[0];
  const colon = head.indexOf(':');
  if (colon < 0) return s; // relative: a path, a query or a fragment
  const scheme = head.slice(0, colon).toLowerCase();
  if (!SCHEMES.has(scheme)) return null;
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^\s/?#\\]+/i.test(s) ? s : null;
  return s.length > colon + 1 ? s : null;
}

export const isSafeLink = (raw: unknown): boolean => safeLink(raw) !== null;

/** What a schema's `"format": "link"` accepts: a safe link, or nothing (an empty text). */
export const linkFormat = (s: string): boolean => s === '' || isSafeLink(s);
