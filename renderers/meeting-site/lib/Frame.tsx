// The common frame of a meeting-site data block: its style (background, colour, size), the banner
// heading, the organizer's own text, and the grid its cards sit in.
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteData, type ManagedKind } from './data';

export interface BlockStyle {
  backgroundColor?: string;
  backgroundOpacity?: number;
  backgroundType?: 'color' | 'transparent';
  appearance?: 'light' | 'dark';
  color?: string;
  fontSize?: number;
}

export interface FrameProps {
  title?: string;
  showBanner?: boolean;
  showCustomText?: boolean;
  customText?: string;
  style?: BlockStyle;
  testId?: string;
  children: ReactNode;
}

/** Hex colour with an opacity as rgba; anything else as given. */
function withOpacity(color: string, opacity = 1): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m || opacity >= 1) return color;
  const n = parseInt(m[1], 16);
  return `rgba(${n >> 16}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`;
}

export function styleOf(s: BlockStyle = {}): CSSProperties {
  const css: CSSProperties = {};
  if (s.backgroundColor && s.backgroundType !== 'transparent') css.backgroundColor = withOpacity(s.backgroundColor, s.backgroundOpacity);
  if (s.color) css.color = s.color;
  if (s.fontSize) css.fontSize = `${s.fontSize}px`;
  return css;
}

export function Frame({ title, showBanner = true, showCustomText, customText, style, testId, children }: FrameProps) {
  const dark = style?.appearance === 'dark';
  return (
    <section data-testid={testId} style={styleOf(style)} className={`px-4 py-10 @2xl:px-6 ${dark ? 'dark bg-slate-900 text-slate-100' : ''}`}>
      <div className="mx-auto max-w-6xl">
        {showBanner && title && (
          <header className="mb-8 text-center">
            <h2 className="text-2xl font-semibold tracking-tight text-slate-900 @2xl:text-3xl dark:text-white">{title}</h2>
            <div className="mx-auto mt-3 h-1 w-12 rounded-full bg-brand-600" aria-hidden />
          </header>
        )}
        {showCustomText && customText && <p className="mx-auto mb-8 max-w-3xl whitespace-pre-line text-center text-slate-600 dark:text-slate-300">{customText}</p>}
        {children}
      </div>
    </section>
  );
}

// whole class names so Tailwind finds them; phones show one or two columns whatever the setting.
// Breakpoints are container queries (@2xl ≈ sm, @3xl = md, @5xl = lg): the page (public site) or the
// editor's canvas is the container, so the editor's mobile view lays blocks out as a phone does.
const COLS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 @2xl:grid-cols-2',
  3: 'grid-cols-1 @2xl:grid-cols-2 @5xl:grid-cols-3',
  4: 'grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4',
  5: 'grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-5',
  6: 'grid-cols-2 @2xl:grid-cols-3 @5xl:grid-cols-6',
  7: 'grid-cols-2 @2xl:grid-cols-4 @5xl:grid-cols-7',
  8: 'grid-cols-2 @2xl:grid-cols-4 @5xl:grid-cols-8',
};
export const gridCols = (n: number | undefined, fallback: number) => `grid gap-5 ${COLS[n ?? fallback] ?? COLS[fallback]}`;

export const cardLook = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700';

/**
 * A list with nothing to show. In the editor (`manage` and the editor's manageLink) it also links to where
 * the organizer makes those records; the public site shows the words only.
 */
export function Empty({ text, manage }: { text: string; manage?: ManagedKind }) {
  const { t } = useTranslation();
  const data = useSiteData();
  const href = manage && data?.editing ? data.manageLink?.(manage) : undefined;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
      <p>{text}</p>
      {href && (
        // the editor's canvas turns its blocks' clicks off: this one link takes them back
        <a href={href} data-testid={`manage-${manage}`} className="pointer-events-auto rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
          {t(`siteBlocks.manage.${manage}`)}
        </a>
      )}
    </div>
  );
}
