// Image variants: every image the server keeps is re-encoded at a few widths (never wider than it was
// sent), as WebP and as a fallback in its own family (JPEG, or PNG when it has transparency). The
// stored names say it all: `<32 hex>-w<top>.<ext>` is the address the upload answers (the widest
// fallback), and its siblings `<32 hex>-w<width>.webp|.<ext>` exist for each width of widthsFor(top).
// A page builds srcset from the address alone, so every face that keeps only a url (block props,
// speaker photos, partner logos) gets the variants; an address of another shape (uploaded before, or
// a full https address) is shown as it is.

/** The widths a picture is kept at, when it is at least as wide as they are. */
export const WIDTHS = [480, 960, 1600, 2400] as const;
export const MAX_WIDTH = WIDTHS[WIDTHS.length - 1];

/** The widths kept for a picture whose widest variant is `top` px: the standard ones well below it (under 80 %), then top. */
export function widthsFor(top: number): number[] {
  const t = Math.max(1, Math.min(Math.floor(top), MAX_WIDTH));
  return [...WIDTHS.filter((w) => w <= t * 0.8), t];
}

export const variantName = (base: string, width: number, ext: string) => `${base}-w${width}.${ext}`;

export interface VariantAddress {
  /** the address up to the base name (folder included) */
  prefix: string;
  base: string;
  top: number;
  /** the fallback's extension: jpg or png */
  ext: string;
  widths: number[];
}

const VARIANT = /^(.*\/)([a-f0-9]{32})-w(\d{1,4})\.(jpg|png)$/;

/** The variants behind an address the server answered, or undefined for any other address. */
export function variantsOf(url: unknown): VariantAddress | undefined {
  if (typeof url !== 'string') return undefined;
  const m = VARIANT.exec(url);
  if (!m || !m[1].startsWith('/') || m[1].startsWith('//')) return undefined; // this site's own files only
  const top = Number(m[3]);
  if (!top || top > MAX_WIDTH) return undefined;
  return { prefix: m[1], base: m[2], top, ext: m[4], widths: widthsFor(top) };
}

/** `srcset` of the address's variants in one format ('webp' or the fallback), or undefined when it has none. */
export function srcsetOf(url: unknown, format: 'webp' | 'fallback'): string | undefined {
  const v = variantsOf(url);
  if (!v) return undefined;
  const ext = format === 'webp' ? 'webp' : v.ext;
  return v.widths.map((w) => `${v.prefix}${variantName(v.base, w, ext)} ${w}w`).join(', ');
}

/** The smallest variant at least `width` px wide (the widest when none is), as WebP: for a thumbnail's plain src. */
export function variantAt(url: string, width: number, format: 'webp' | 'fallback' = 'webp'): string {
  const v = variantsOf(url);
  if (!v) return url;
  const w = v.widths.find((x) => x >= width) ?? v.top;
  return `${v.prefix}${variantName(v.base, w, format === 'webp' ? 'webp' : v.ext)}`;
}

/** `sizes` of the site's pictures, one place for the blocks and the served page's preload (they must agree). */
export const SIZES = {
  /** a full-width banner */
  banner: '100vw',
  /** a card carousel (max-w-5xl) */
  card: '(min-width: 1024px) 1024px, 100vw',
  /** an image block (max-w-6xl less its padding) */
  block: '(min-width: 1152px) 1104px, 100vw',
};

/** The image block's `sizes` for its width style: a fixed px width as is, else the block's. */
export const blockSizes = (width?: string) => (width && /^\d{1,4}px$/.test(width.trim()) ? width.trim() : SIZES.block);

/** The first banner's preload: `<link rel=preload as=image>` attributes for its WebP variants, or undefined for an address without them. */
export function preloadOf(url: unknown, sizes: string): { imagesrcset: string; imagesizes: string; href: string; type: string } | undefined {
  const srcset = srcsetOf(url, 'webp');
  if (!srcset) return undefined;
  return { imagesrcset: srcset, imagesizes: sizes, href: variantAt(String(url), 0), type: 'image/webp' };
}
