// The site's rich text as stored (the public site shows it as HTML): formatting tags, safe links, and
// the media the editor inserts — a responsive <img> (src, srcset), a <video controls> and a download
// link — only from this server's own media addresses; everything that runs, loads from elsewhere or
// styles freely is dropped. The save is refused earlier (data-check.ts) for a link outside the policy.
import sanitizeHtml from 'sanitize-html';
import { linkRules } from '../links/html';

/** An address this server gave out for a meeting's uploaded media (media/routes.ts, website/upload-routes.ts). */
const OWN_MEDIA = /^\/api\/media\/(?:website\/)?files\/\d{1,9}\/[a-f0-9]{32}(?:-w\d{1,4})?\.[a-z0-9]{2,4}$/;
export const isOwnMedia = (url: unknown) => typeof url === 'string' && OWN_MEDIA.test(url);

/** `srcset` kept only when every candidate is one of our own files with a width descriptor. */
const ownSrcset = (v: string | undefined) =>
  v !== undefined && v.split(',').every((c) => {
    const [url, w, ...rest] = c.trim().split(/\s+/);
    return !rest.length && isOwnMedia(url) && /^\d{1,4}w$/.test(w ?? '');
  });

const img: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { srcset, sizes, ...rest } = attribs;
  const out: sanitizeHtml.Attributes = { ...rest, loading: 'lazy' };
  if (ownSrcset(srcset)) Object.assign(out, { srcset, ...(sizes && /^[\w\s(),:.%-]{1,200}$/.test(sizes) ? { sizes } : {}) });
  return { tagName, attribs: out };
};

// allowedEmptyAttributes is a sanitize-html option its type declarations do not list yet
const OPTIONS: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'img', 'hr', 'video', 'figure'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'download'],
    img: ['src', 'alt', 'srcset', 'sizes', 'loading', 'width', 'height'],
    video: ['src', 'controls', 'preload', 'playsinline'],
    span: ['style'], p: ['style'],
  },
  allowedStyles: { '*': { color: [/^#[0-9a-f]{3,8}$/i, /^rgb\([\d\s,]+\)$/], 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedEmptyAttributes: ['alt', 'download', 'controls'],
  allowProtocolRelative: linkRules.allowProtocolRelative,
  transformTags: {
    a: linkRules.safeAnchor,
    img,
    // a video always shows its controls and loads nothing until asked
    video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: '', preload: 'metadata' } }),
  },
  // media from anywhere else is dropped with its element
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'video') && !isOwnMedia(frame.attribs.src),
};

/** The rich text as stored: allowed elements and attributes only, media from our own files only. */
export const cleanRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
