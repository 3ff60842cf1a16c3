// `carousel` block (spec 3 §3, §9): up to 10 slides, autoplay every `slideInterval` seconds (paused on
// hover when asked), looping or stopping at the ends, sliding sideways or up, with indicators and
// arrows. A slide whose image fails is hidden; the block keeps its height. Uploaded images come as
// WebP/JPEG srcsets (lib/Modal.tsx Picture); the first is fetched eagerly (the served page preloads it).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIZES } from '@shared/media/variants';
import { styleOf, type BlockStyle } from './lib/Frame';
import { Picture } from './lib/Modal';

export interface Slide {
  src: string;
  alt?: string;
  title?: string;
  description?: string;
  type?: 'upload' | 'url';
}

export interface CarouselProps {
  images?: Slide[];
  moduleHeight?: number;
  slideInterval?: number;
  autoplay?: boolean;
  loop?: boolean;
  pauseOnHover?: boolean;
  direction?: 'horizontal' | 'vertical';
  showTitle?: boolean;
  indicatorPosition?: 'bottom' | 'top' | 'none';
  arrowDisplay?: 'hover' | 'always' | 'never';
  carouselType?: 'default' | 'card';
  style?: BlockStyle;
}

const Arrow = ({ dir, onClick, label, look }: { dir: 'prev' | 'next'; onClick(): void; label: string; look: string }) => (
  <button type="button" onClick={onClick} aria-label={label}
    className={`absolute top-1/2 ${dir === 'prev' ? 'left-3' : 'right-3'} -translate-y-1/2 rounded-full bg-black/35 p-2 text-white transition hover:bg-black/55 ${look}`}>
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden><path d={dir === 'prev' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} /></svg>
  </button>
);

export default function Carousel(props: CarouselProps) {
  const { images = [], moduleHeight = 400, slideInterval = 4, autoplay = true, loop = true, pauseOnHover = true, direction = 'horizontal', showTitle = true, indicatorPosition = 'bottom', arrowDisplay = 'hover', carouselType = 'default', style } = props;
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const n = images.length;
  const go = useCallback((to: number) => setIndex((i) => {
    const next = typeof to === 'number' ? to : i;
    if (next < 0) return loop ? n - 1 : 0;
    if (next >= n) return loop ? 0 : n - 1;
    return next;
  }), [loop, n]);
  useEffect(() => {
    if (!autoplay || paused || n < 2) return;
    const ms = Math.min(60, Math.max(0.5, slideInterval)) * 1000;
    const id = setInterval(() => setIndex((i) => (i + 1 < n ? i + 1 : loop ? 0 : i)), ms);
    return () => clearInterval(id);
  }, [autoplay, paused, n, slideInterval, loop]);
  useEffect(() => {
    if (index >= n && n) setIndex(0);
  }, [index, n]);

  if (!n) {
    return (
      <section style={{ ...styleOf(style), height: moduleHeight }} className="flex items-center justify-center bg-slate-100 text-sm text-slate-500 dark:bg-slate-800 dark:text-slate-400" data-testid="site-carousel">
        {t('siteBlocks.carousel.empty')}
      </section>
    );
  }
  const vertical = direction === 'vertical';
  const card = carouselType === 'card';
  const arrows = arrowDisplay === 'never' || n < 2 ? null : arrowDisplay === 'always' ? '' : 'opacity-0 group-hover:opacity-100 focus:opacity-100';
  return (
    <section style={styleOf(style)} className={card ? 'px-4 py-6 @2xl:px-6' : ''} data-testid="site-carousel" aria-roledescription="carousel">
      <div className={`group relative mx-auto overflow-hidden ${card ? 'max-w-5xl rounded-2xl shadow-lg' : ''}`} style={{ height: `min(${moduleHeight}px, 100vh)` }}
        onMouseEnter={() => pauseOnHover && setPaused(true)} onMouseLeave={() => setPaused(false)}>
        <div className={`flex h-full transition-transform duration-700 ease-out ${vertical ? 'flex-col' : ''}`}
          style={{ transform: vertical ? `translateY(-${index * 100}%)` : `translateX(-${index * 100}%)` }}>
          {images.map((img, i) => (
            <figure key={`${img.src}-${i}`} className="relative h-full w-full shrink-0 bg-slate-900" aria-hidden={i !== index} aria-label={`${i + 1} / ${n}`}>
              <Picture src={img.src} alt={img.alt ?? img.title ?? ''} eager={i === 0} sizes={card ? SIZES.card : SIZES.banner} className="h-full w-full object-cover" />
              {showTitle && (img.title || img.description) && (
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-6 pb-10 pt-16 text-white">
                  {img.title && <p className="text-xl font-semibold @2xl:text-2xl">{img.title}</p>}
                  {img.description && <p className="mt-1 max-w-2xl text-sm text-white/85 @2xl:text-base">{img.description}</p>}
                </figcaption>
              )}
            </figure>
          ))}
        </div>
        {arrows !== null && (
          <>
            <Arrow dir="prev" onClick={() => go(index - 1)} label={t('siteBlocks.carousel.prev')} look={arrows} />
            <Arrow dir="next" onClick={() => go(index + 1)} label={t('siteBlocks.carousel.next')} look={arrows} />
          </>
        )}
        {indicatorPosition !== 'none' && n > 1 && (
          <div className={`absolute inset-x-0 flex justify-center gap-2 ${indicatorPosition === 'top' ? 'top-3' : 'bottom-3'}`}>
            {images.map((_, i) => (
              <button key={i} type="button" onClick={() => go(i)} aria-label={t('siteBlocks.carousel.goTo', { n: i + 1 })} aria-current={i === index}
                className={`h-1.5 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-3 bg-white/50 hover:bg-white/80'}`} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
