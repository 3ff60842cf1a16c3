// Where each field of a design is drawn on a badge of a given scale: one computation for the browser's
// canvas painter (renderers/badge/lib/draw.ts) and the server's SVG drawing (src/server/exports/jobs/
// badge-svg.ts), so a badge printed on the server is laid out as the preview shows it. Texts are
// centred on (cx, cy) and squeezed to at most `maxWidth`; a QR code is a square of `side` centred there.
import QRCode from 'qrcode';
import styleSchema from '../../../schemas/badge/style.json';
import { badgePx, drawnFields, fieldFontPx, qrSidePx } from './layout';
import type { BadgeDesign, BadgeField } from './types';

export const FONT_STACK = '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';
/** a texture's spacing in px at scale 1 */
export const TEXTURE_STEP = styleSchema['x-textures'] as Record<string, number>;

/** a text is never wider than this share of the badge (the canvas's fillText maxWidth) */
export const TEXT_WIDTH_SHARE = 0.96;

export interface PlacedField {
  f: BadgeField;
  /** font size in px at the scale */
  px: number;
  cx: number;
  cy: number;
  /** a QR code's side in px at the scale */
  side: number;
}

export interface Placement {
  width: number;
  height: number;
  maxWidth: number;
  fields: PlacedField[];
}

export function placeFields(design: BadgeDesign, scale: number): Placement {
  const { style } = design;
  const { width, height } = badgePx(style, scale);
  const fields = drawnFields(design.fields).map((f) => ({
    f, px: fieldFontPx(f, style) * scale, cx: ((f.x ?? 50) / 100) * width, cy: ((f.y ?? 50) / 100) * height, side: qrSidePx(f) * scale,
  }));
  return { width, height, maxWidth: width * TEXT_WIDTH_SHARE, fields };
}

/** A text as drawn: its centre and width in badge px, its font size in px (the PDF's text layer). */
export interface DrawnText {
  text: string;
  cx: number;
  cy: number;
  width: number;
  px: number;
}

/** A QR code's modules laid on its square: a quiet zone of one module around them. */
export interface QrCells {
  left: number;
  top: number;
  cell: number;
  n: number;
  dark(r: number, c: number): boolean;
}

export function qrCells(value: string, cx: number, cy: number, side: number): QrCells | null {
  if (!value) return null;
  const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const data = qr.modules.data;
  return { left: cx - side / 2, top: cy - side / 2, cell: side / (n + 2), n, dark: (r, c) => !!data[r * n + c] };
}
