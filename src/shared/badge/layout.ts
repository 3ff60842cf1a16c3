// Layout math shared by the live preview and the export, so what is dragged is what prints.
// Lengths are mm on paper and CSS px on screen (96 px per inch); positions are percent of the badge.
import styleSchema from '../../../schemas/badge/style.json';
import type { BadgeField, BadgeStyle } from './types';

export const PX_PER_MM = 96 / 25.4;
export const PT_PER_MM = 72 / 25.4;
/** spec 2 §4: dragging keeps a field's vertical position within 10-90 % */
export const Y_MIN = 10;
export const Y_MAX = 90;

const SIZES = styleSchema['x-sizes'] as Record<string, number[]>;

export const mmToPx = (mm: number, scale = 1) => mm * PX_PER_MM * scale;
export const pxToMm = (px: number, scale = 1) => px / (PX_PER_MM * scale);

/** The badge's size in mm: a named size from the style schema, else the custom one. */
export function badgeSizeMm(style: Pick<BadgeStyle, 'size' | 'customWidth' | 'customHeight'>): { width: number; height: number } {
  const named = SIZES[style.size];
  if (named) return { width: named[0], height: named[1] };
  return { width: Number(style.customWidth ?? 90), height: Number(style.customHeight ?? 50) };
}

/** The badge's size in whole pixels at a scale (the export's canvas). */
export function badgePx(style: BadgeStyle, scale = 1) {
  const { width, height } = badgeSizeMm(style);
  return { width: Math.round(mmToPx(width, scale)), height: Math.round(mmToPx(height, scale)) };
}

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

/** A pointer position inside the badge's box as a field position: x 0-100 %, y 10-90 %. */
export function positionFromPointer(px: number, py: number, box: { left: number; top: number; width: number; height: number }) {
  const x = ((px - box.left) / box.width) * 100;
  const y = ((py - box.top) / box.height) * 100;
  return { x: round1(clamp(x, 0, 100)), y: round1(clamp(y, Y_MIN, Y_MAX)) };
}

/** A field's font size in px at scale 1: its own, else the style's. */
export const fieldFontPx = (f: BadgeField, style: BadgeStyle) => Number(f.fontSize ?? style.fontSize);
/** A QR code field's side in px at scale 1. */
export const qrSidePx = (f: BadgeField) => mmToPx(Number(f.qrSize ?? 18));

/** Fields drawn, in print order (hidden ones left out). */
export const drawnFields = (fields: BadgeField[]) => [...fields].filter((f) => f.visible !== false).sort((a, b) => a.order - b.order);

/** How many badges fit an A4 page (210 × 297 mm) with a margin and a gap, and their scale when one is too big. */
export function a4Grid(badge: { width: number; height: number }, marginMm: number, gapMm: number) {
  const page = { width: 210, height: 297 };
  const room = { width: page.width - 2 * marginMm, height: page.height - 2 * marginMm };
  const fit = Math.min(1, room.width / badge.width, room.height / badge.height);
  const w = badge.width * fit;
  const h = badge.height * fit;
  const cols = Math.max(1, Math.floor((room.width + gapMm) / (w + gapMm)));
  const rows = Math.max(1, Math.floor((room.height + gapMm) / (h + gapMm)));
  return { page, cols, rows, perPage: cols * rows, width: w, height: h, fit };
}
