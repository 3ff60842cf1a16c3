// srcset building from an uploaded image's address (src/shared/media/variants.ts) and the site's
// Picture: WebP and fallback sets at the widths the server keeps, `sizes` passed through, the banner
// eager; an address without variants (an old upload, a full https address) drawn as it is.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockSizes, preloadOf, SIZES, srcsetOf, variantAt, variantsOf, widthsFor } from '../../src/shared/media/variants';
import { Picture } from '../../renderers/meeting-site/lib/Modal';

const base = 'a'.repeat(32);
const url = `/api/media/website/files/7/${base}-w2400.jpg`;

describe('image variants', () => {
  it('keeps the standard widths well below the widest, never above what was sent', () => {
    expect(widthsFor(2400)).toEqual([480, 960, 1600, 2400]);
    expect(widthsFor(4000)).toEqual([480, 960, 1600, 2400]);
    expect(widthsFor(2000)).toEqual([480, 960, 1600, 2000]);
    expect(widthsFor(1800)).toEqual([480, 960, 1800]);
    expect(widthsFor(500)).toEqual([500]);
    expect(widthsFor(1)).toEqual([1]);
  });

  it('builds WebP and fallback srcsets from the address alone', () => {
    expect(srcsetOf(url, 'webp')).toBe(
      `/api/media/website/files/7/${base}-w480.webp 480w, /api/media/website/files/7/${base}-w960.webp 960w, /api/media/website/files/7/${base}-w1600.webp 1600w, /api/media/website/files/7/${base}-w2400.webp 2400w`,
    );
    const png = `/api/media/files/3/${base}-w700.png`;
    expect(srcsetOf(png, 'fallback')).toBe(`/api/media/files/3/${base}-w480.png 480w, /api/media/files/3/${base}-w700.png 700w`);
    expect(variantAt(url, 600)).toBe(`/api/media/website/files/7/${base}-w960.webp`);
    expect(variantAt(url, 9999, 'fallback')).toBe(url);
  });

  it('leaves other addresses alone', () => {
    for (const other of [`/api/media/files/3/${base}.jpg`, 'https://example.com/x-w480.jpg', `https://evil.example/files/${base}-w480.jpg`, `//evil.example/files/${base}-w480.jpg`, `/api/media/files/3/${base}-w9999.jpg`, undefined, 42]) {
      expect(variantsOf(other)).toBeUndefined();
      expect(srcsetOf(other, 'webp')).toBeUndefined();
    }
    expect(variantAt('https://example.com/a.jpg', 100)).toBe('https://example.com/a.jpg');
  });

  it('gives the block its sizes and the banner a preload', () => {
    expect(blockSizes('320px')).toBe('320px');
    expect(blockSizes('100%')).toBe(SIZES.block);
    expect(preloadOf(url, SIZES.banner)).toEqual({ imagesrcset: srcsetOf(url, 'webp'), imagesizes: '100vw', href: `/api/media/website/files/7/${base}-w480.webp`, type: 'image/webp' });
    expect(preloadOf('/old.jpg', SIZES.banner)).toBeUndefined();
  });

  it('draws a picture with both sets, or a plain image for an old upload', () => {
    const html = renderToStaticMarkup(<Picture src={url} alt="hall" sizes="100vw" eager />);
    expect(html).toContain(`<source type="image/webp" srcSet="${srcsetOf(url, 'webp')}" sizes="100vw"/>`);
    expect(html).toMatch(/<img src="[^"]+-w2400\.jpg" srcSet="[^"]+-w480\.jpg 480w, [^"]+" sizes="100vw" alt="hall" loading="eager" fetchPriority="high"/);
    const old = renderToStaticMarkup(<Picture src="/api/media/files/3/old.jpg" alt="" />);
    expect(old).not.toMatch(/picture|srcSet|sizes/);
    expect(old).toContain('loading="lazy"');
  });
});
