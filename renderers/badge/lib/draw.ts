// Draws badges on a canvas: the preview's background and every exported badge. Everything that is
// the same for all badges (size, background with its gradient, texture or image, fonts) is prepared
// once per export in makePainter; paint() then only writes one person's texts and QR code.
import { fieldFontPx } from '@shared/badge/layout';
import { FONT_STACK, TEXTURE_STEP, placeFields, qrCells, type DrawnText } from '@shared/badge/placement';
import { fieldValue } from '@shared/badge/values';
import type { BadgeDesign, BadgeField, BadgePerson, BadgeStyle } from '@shared/badge/types';

export { FONT_STACK };

type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type Drawable = CanvasImageSource;

export function newCanvas(width: number, height: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

/** An image by url; null when it cannot be loaded (the badge then shows its colour). */
export function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/** The background alone, at a size: solid, 135° gradient, a texture over the colour, or the image (cover). */
export function paintBackground(ctx: Ctx2D, style: BadgeStyle, width: number, height: number, scale: number, image?: Drawable | null) {
  const base = style.backgroundColor ?? '#ffffff';
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, width, height);
  if (style.background === 'gradient') {
    const g = ctx.createLinearGradient(0, 0, width, height);
    g.addColorStop(0, base);
    g.addColorStop(1, style.gradientColor ?? '#dbeafe');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
  } else if (style.background === 'texture') {
    const step = (TEXTURE_STEP[style.texture ?? 'dots'] ?? 8) * scale;
    ctx.fillStyle = ctx.strokeStyle = 'rgba(15, 23, 42, 0.10)';
    ctx.lineWidth = Math.max(1, scale * 0.75);
    ctx.beginPath();
    if (style.texture === 'lines') {
      for (let x = -height; x < width; x += step) (ctx.moveTo(x, height), ctx.lineTo(x + height, 0));
      ctx.stroke();
    } else if (style.texture === 'grid') {
      for (let x = step; x < width; x += step) (ctx.moveTo(x, 0), ctx.lineTo(x, height));
      for (let y = step; y < height; y += step) (ctx.moveTo(0, y), ctx.lineTo(width, y));
      ctx.stroke();
    } else {
      for (let y = step / 2; y < height; y += step) for (let x = step / 2; x < width; x += step) (ctx.moveTo(x + scale, y), ctx.arc(x, y, scale, 0, Math.PI * 2));
      ctx.fill();
    }
  } else if (style.background === 'custom-image' && image) {
    const iw = (image as HTMLImageElement).naturalWidth || (image as ImageBitmap).width;
    const ih = (image as HTMLImageElement).naturalHeight || (image as ImageBitmap).height;
    if (iw && ih) {
      const k = Math.max(width / iw, height / ih);
      ctx.drawImage(image, (width - iw * k) / 2, (height - ih * k) / 2, iw * k, ih * k);
    }
  }
}

/** A QR code's dark modules as one path (quiet zone of one module in white). */
export function paintQr(ctx: Ctx2D, value: string, cx: number, cy: number, side: number) {
  const q = qrCells(value, cx, cy, side);
  if (!q) return;
  const { left, top, cell, n } = q;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(left, top, side, side);
  ctx.fillStyle = '#000000';
  ctx.beginPath();
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (q.dark(r, c)) ctx.rect(left + (c + 1) * cell, top + (r + 1) * cell, cell + 0.5, cell + 0.5);
  ctx.fill();
}

export function fontOf(f: BadgeField, style: BadgeStyle, scale: number) {
  return `${f.bold ? '700' : '400'} ${fieldFontPx(f, style) * scale}px ${FONT_STACK}`;
}

export type { DrawnText };

export interface Painter {
  width: number;
  height: number;
  /** draws the whole badge; answers the texts it wrote */
  paint(ctx: Ctx2D, person: BadgePerson | null): DrawnText[];
}

/** Prepares one design at one scale; paint() draws a whole badge for a person. */
export function makePainter(design: BadgeDesign, scale: number, image?: Drawable | null): Painter {
  const { style } = design;
  const { width, height, maxWidth, fields: placed } = placeFields(design, scale);
  const bg = newCanvas(width, height);
  paintBackground(bg.getContext('2d')!, style, width, height, scale, image);
  const fields = placed.map((p) => ({ ...p, font: fontOf(p.f, style, scale) }));
  return {
    width,
    height,
    paint(ctx, person) {
      ctx.drawImage(bg, 0, 0);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      const texts: DrawnText[] = [];
      for (const { f, font, px, cx, cy, side } of fields) {
        const value = fieldValue(f, person);
        if (f.type === 'qrcode') {
          paintQr(ctx, value, cx, cy, side);
          continue;
        }
        if (!value) continue;
        ctx.font = font;
        ctx.fillStyle = style.fontColor;
        ctx.fillText(value, cx, cy, maxWidth);
        texts.push({ text: value, cx, cy, width: Math.min(maxWidth, ctx.measureText(value).width), px });
      }
      return texts;
    },
  };
}
