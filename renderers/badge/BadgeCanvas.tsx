// The live preview (spec 2 §2.9): the badge at screen size, its background drawn by the export's own
// painter, each field where it prints. Fields are dragged with the pointer (or moved with the arrow
// keys when focused); the vertical position stays within 10-90 % (spec 2 §4).
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { badgePx, clamp, drawnFields, fieldFontPx, positionFromPointer, qrSidePx, Y_MAX, Y_MIN } from '@shared/badge/layout';
import { FONT_STACK, loadImage, paintBackground, paintQr } from './lib/draw';
import { fieldValue } from '@shared/badge/values';
import type { BadgeDesign, BadgeField, BadgePerson } from '@shared/badge/types';

export interface BadgeCanvasProps {
  design: BadgeDesign;
  person: BadgePerson | null;
  selected?: string | null;
  onSelect?: (name: string) => void;
  onMove?: (name: string, pos: { x: number; y: number }) => void;
  /** the widest the badge is drawn, in px */
  maxWidth?: number;
}

function useWidth(ref: React.RefObject<HTMLElement | null>) {
  const [w, setW] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setW(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setW(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return w;
}

export function BadgeCanvas({ design, person, selected, onSelect, onMove, maxWidth = 680 }: BadgeCanvasProps) {
  const { t } = useTranslation();
  const outer = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const bg = useRef<HTMLCanvasElement>(null);
  const avail = useWidth(outer);
  const base = badgePx(design.style, 1);
  const zoom = avail ? Math.min(maxWidth, avail) / base.width : 1;
  const width = Math.round(base.width * zoom);
  const height = Math.round(base.height * zoom);
  const { style } = design;

  useEffect(() => {
    let live = true;
    const c = bg.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = Math.round(width * ratio);
    c.height = Math.round(height * ratio);
    const ctx = c.getContext('2d');
    if (!ctx) return; // no 2D canvas (a test DOM): the fields still show
    const draw = (img: HTMLImageElement | null) => live && paintBackground(ctx, style, c.width, c.height, zoom * ratio, img);
    const url = style.background === 'custom-image' ? style.backgroundImage : undefined;
    if (url) void loadImage(url).then(draw);
    else draw(null);
    return () => {
      live = false;
    };
  }, [style, width, height, zoom]);

  const drag = (f: BadgeField) => ({
    onPointerDown(e: PointerEvent<HTMLElement>) {
      onSelect?.(f.name);
      if (!onMove) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      e.preventDefault();
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      if (!onMove || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
      onMove(f.name, positionFromPointer(e.clientX, e.clientY, box.current!.getBoundingClientRect()));
    },
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
      if (!d || !onMove) return;
      e.preventDefault();
      onMove(f.name, { x: clamp((f.x ?? 50) + d[0], 0, 100), y: clamp((f.y ?? 50) + d[1], Y_MIN, Y_MAX) });
    },
  });

  return (
    <div ref={outer} className="w-full">
      <div
        ref={box}
        data-testid="badge-canvas"
        data-width-mm={design.style.size}
        className="relative mx-auto overflow-hidden rounded-md shadow-md ring-1 ring-slate-300 select-none dark:ring-slate-600"
        style={{ width, height }}
        aria-label={t('badges.previewTitle')}
        role="group"
      >
        <canvas ref={bg} className="absolute inset-0 h-full w-full" aria-hidden="true" />
        {drawnFields(design.fields).map((f) => (
          <BadgeItem key={f.name} f={f} value={fieldValue(f, person)} zoom={zoom} design={design} active={selected === f.name} handlers={drag(f)} draggable={!!onMove} />
        ))}
      </div>
    </div>
  );
}

function BadgeItem({ f, value, zoom, design, active, handlers, draggable }: { f: BadgeField; value: string; zoom: number; design: BadgeDesign; active: boolean; handlers: Record<string, unknown>; draggable: boolean }) {
  const qr = useRef<HTMLCanvasElement>(null);
  const side = qrSidePx(f) * zoom;
  useEffect(() => {
    if (f.type !== 'qrcode' || !qr.current) return;
    const c = qr.current;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.height = Math.round(side * ratio);
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, c.width, c.height);
    paintQr(ctx, value, c.width / 2, c.height / 2, c.width);
  }, [f.type, value, side]);
  const ring = active ? 'outline-2 outline-dashed outline-brand-500' : 'hover:outline-1 hover:outline-dashed hover:outline-slate-400';
  return (
    <div
      {...handlers}
      tabIndex={draggable ? 0 : -1}
      data-testid={`badge-field-${f.name}`}
      data-x={f.x ?? 50}
      data-y={f.y ?? 50}
      title={f.displayName}
      className={`absolute touch-none whitespace-nowrap ${draggable ? 'cursor-move' : ''} ${ring}`}
      style={{
        left: `${f.x ?? 50}%`,
        top: `${f.y ?? 50}%`,
        transform: 'translate(-50%, -50%)',
        color: design.style.fontColor,
        fontFamily: FONT_STACK,
        fontSize: fieldFontPx(f, design.style) * zoom,
        fontWeight: f.bold ? 700 : 400,
        lineHeight: 1.1,
      }}
    >
      {f.type === 'qrcode' ? <canvas ref={qr} style={{ width: side, height: side, display: 'block' }} aria-label={f.displayName} /> : value || <span className="opacity-40">{f.displayName}</span>}
    </div>
  );
}
