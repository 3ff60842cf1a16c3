// A light dialog for the detail popups: the public site stays free of dialog libraries. Escape, the
// backdrop and the close button close it; focus moves into it and back to where it was.
import { SIZES, srcsetOf } from '@shared/media/variants';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Modal({ title, onClose, children, testId }: { title: string; onClose(): void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', key);
    return () => {
      window.removeEventListener('keydown', key);
      before?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-6" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        data-testid={testId}
        className="max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl outline-none sm:max-w-2xl sm:rounded-2xl dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
          <button type="button" onClick={onClose} aria-label={t('siteBlocks.close')} className="rounded-lg p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800">
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden><path d="M6 6l12 12M18 6 6 18" /></svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** Label/value rows of a detail popup, only the fields chosen and filled. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  const shown = rows.filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (!shown.length) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[8rem_1fr]">
      {shown.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-500 dark:text-slate-400">{k}</dt>
          <dd className="whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An image that hides itself (or shows the fallback) when it fails to load. */
/**
 * A picture: an address the server answered with variants (shared/media/variants.ts) is drawn with
 * WebP and fallback srcsets for `sizes`, so the browser fetches the width the layout needs; any other
 * address as it is. `eager` for the first banner (it is preloaded by the served page).
 */
export function Picture({ src, alt, className, fallback, style, sizes = SIZES.block, eager }: { src?: string; alt: string; className?: string; fallback?: ReactNode; style?: CSSProperties; sizes?: string; eager?: boolean }) {
  const failed = useRef(false);
  if (!src) return <>{fallback ?? null}</>;
  const webp = srcsetOf(src, 'webp');
  const img = (
    <img
      src={src}
      srcSet={webp ? srcsetOf(src, 'fallback') : undefined}
      sizes={webp ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
      onError={(e) => {
        if (failed.current) return;
        failed.current = true;
        (e.currentTarget as HTMLImageElement).style.visibility = 'hidden';
      }}
    />
  );
  if (!webp) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
