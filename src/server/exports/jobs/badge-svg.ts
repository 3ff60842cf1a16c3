// A badge drawn on the server: the design as SVG, laid out by the same placement the browser's canvas
// painter uses (src/shared/badge/placement.ts: field centres, font sizes, QR squares, the 96 % width
// bound), then rasterised by sharp (librsvg, fonts through fontconfig: Noto Sans CJK prints Chinese,
// Japanese and Korean names). SVG rather than drawing into the PDF with pdf-lib's fonts: pdf-lib would
// need fontkit and a CJK font file subset into every export, and the print PDF already holds each
// badge as a picture with an invisible text layer, so the server's file is the browser's file.
// librsvg ignores textLength, so a text wider than the bound is squeezed by a horizontal scale around
// its centre, its width estimated from the characters (CJK one em, Latin about half) — the canvas
// measures instead; the two agree within a few percent.
import sharp from 'sharp';
import { FONT_STACK, TEXTURE_STEP, placeFields, qrCells, type DrawnText } from '../../../shared/badge/placement';
import { fieldValue } from '../../../shared/badge/values';
import type { BadgeDesign, BadgePerson } from '../../../shared/badge/types';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// characters XML cannot hold
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xml = (s: string) => s.replace(INVALID, '').replace(/[&<>"']/g, (c) => ESC[c]);
const n2 = (v: number) => (Math.round(v * 100) / 100).toString();

/** Em widths of a text in Noto Sans CJK: ideographs and full-width forms one em, Latin and digits about half. */
export function textEms(text: string, bold = false): number {
  let ems = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x2e80 || (cp >= 0x1100 && cp <= 0x11ff)) ems += 1;
    else if (ch === ' ') ems += 0.26;
    else if (/[A-Z0-9MW@%&]/.test(ch)) ems += 0.62;
    else if (/[il.,:;'|!]/.test(ch)) ems += 0.26;
    else ems += 0.52;
  }
  return bold ? ems * 1.04 : ems;
}

function backgroundSvg(design: BadgeDesign, width: number, height: number, scale: number, image?: string): string {
  const { style } = design;
  const base = xml(style.backgroundColor ?? '#ffffff');
  const out = [`<rect width="${width}" height="${height}" fill="${base}"/>`];
  if (style.background === 'gradient') {
    // the canvas's 135° gradient runs from the top-left corner to the bottom-right one
    out.push(`<defs><linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${width}" y2="${height}"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${xml(style.gradientColor ?? '#dbeafe')}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>`);
  } else if (style.background === 'texture') {
    const step = (TEXTURE_STEP[style.texture ?? 'dots'] ?? 8) * scale;
    const ink = 'rgba(15,23,42,0.10)';
    const line = n2(Math.max(1, scale * 0.75));
    const parts: string[] = [];
    if (style.texture === 'lines') for (let x = -height; x < width; x += step) parts.push(`M${n2(x)} ${height}L${n2(x + height)} 0`);
    else if (style.texture === 'grid') {
      for (let x = step; x < width; x += step) parts.push(`M${n2(x)} 0V${height}`);
      for (let y = step; y < height; y += step) parts.push(`M0 ${n2(y)}H${width}`);
    }
    if (parts.length) out.push(`<path d="${parts.join('')}" stroke="${ink}" stroke-width="${line}" fill="none"/>`);
    else {
      out.push(`<defs><pattern id="d" width="${n2(step)}" height="${n2(step)}" patternUnits="userSpaceOnUse"><circle cx="${n2(step / 2)}" cy="${n2(step / 2)}" r="${n2(scale)}" fill="${ink}"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#d)"/>`);
    }
  } else if (style.background === 'custom-image' && image) {
    // cover, as the canvas draws it
    out.push(`<image href="${image}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`);
  }
  return out.join('');
}

export interface SvgBadge {
  svg: string;
  texts: DrawnText[];
}

export interface SvgPainter {
  width: number;
  height: number;
  paint(person: BadgePerson | null): SvgBadge;
}

/** Prepares one design at one scale (the background once); `image` is the background image as a data: URL. */
export function svgPainter(design: BadgeDesign, scale: number, image?: string): SvgPainter {
  const { style } = design;
  const { width, height, maxWidth, fields } = placeFields(design, scale);
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${backgroundSvg(design, width, height, scale, image)}`;
  const family = xml(FONT_STACK);
  const color = xml(style.fontColor ?? '#111827');
  return {
    width,
    height,
    paint(person) {
      const body: string[] = [head];
      const texts: DrawnText[] = [];
      for (const { f, px, cx, cy, side } of fields) {
        const value = fieldValue(f, person);
        if (f.type === 'qrcode') {
          const q = qrCells(value, cx, cy, side);
          if (!q) continue;
          const cells: string[] = [];
          const c = q.cell;
          for (let r = 0; r < q.n; r++) for (let k = 0; k < q.n; k++) if (q.dark(r, k)) cells.push(`M${n2(q.left + (k + 1) * c)} ${n2(q.top + (r + 1) * c)}h${n2(c + 0.5)}v${n2(c + 0.5)}h-${n2(c + 0.5)}z`);
          body.push(`<rect x="${n2(q.left)}" y="${n2(q.top)}" width="${n2(side)}" height="${n2(side)}" fill="#fff"/><path d="${cells.join('')}" fill="#000"/>`);
          continue;
        }
        if (!value) continue;
        const natural = textEms(value, !!f.bold) * px;
        const squeeze = natural > maxWidth ? maxWidth / natural : 1;
        const shape = `font-family="${family}" font-size="${n2(px)}" font-weight="${f.bold ? 700 : 400}" fill="${color}" text-anchor="middle" dominant-baseline="central"`;
        body.push(squeeze < 1
          ? `<g transform="translate(${n2(cx)} ${n2(cy)}) scale(${squeeze.toFixed(4)} 1)"><text x="0" y="0" ${shape}>${xml(value)}</text></g>`
          : `<text x="${n2(cx)}" y="${n2(cy)}" ${shape}>${xml(value)}</text>`);
        texts.push({ text: value, cx, cy, width: Math.min(maxWidth, natural), px });
      }
      body.push('</svg>');
      return { svg: body.join(''), texts };
    },
  };
}

/** One badge as a JPEG (quality 0-1, as the export settings give it). */
export async function badgeJpeg(badge: SvgBadge, quality: number): Promise<Uint8Array> {
  const buf = await sharp(Buffer.from(badge.svg)).flatten({ background: '#ffffff' }).jpeg({ quality: Math.round(Math.min(1, Math.max(0.1, quality)) * 100), mozjpeg: false }).toBuffer();
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}
