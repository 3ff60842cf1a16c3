// The e-ticket's QR code as a PNG of one bit a pixel (black modules on white), written here: qrcode's
// own PNG output goes through pngjs pixel by pixel (about 3.3 ms of CPU for a signed code at 6 px a
// module, measured 2026-11-29), and a registration burst queues one confirmation e-mail per
// registration on the process that also answers requests. A 1-bit row is a few dozen bytes, so
// writing and deflating the whole image costs a small fraction of that (BENCHMARKS.md, issue 19 item 3).
import QRCode from 'qrcode';
import { pngFile } from '../captcha/png';

export interface QrPngOptions {
  /** pixels a module */
  scale: number;
  /** quiet zone, in modules */
  margin: number;
  errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H';
}

export function qrPng(text: string, o: QrPngOptions): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: o.errorCorrectionLevel });
  const n = modules.size;
  const side = (n + 2 * o.margin) * o.scale;
  const stride = Math.ceil(side / 8) + 1;
  // every bit 1 (white); the filter byte of each row 0 (none)
  const raw = Buffer.alloc(stride * side, 0xff);
  for (let y = 0; y < side; y++) raw[y * stride] = 0;
  for (let my = 0; my < n; my++) {
    for (let mx = 0; mx < n; mx++) {
      if (!modules.get(my, mx)) continue;
      for (let dy = 0; dy < o.scale; dy++) {
        const row = (o.margin + my) * o.scale + dy;
        for (let dx = 0; dx < o.scale; dx++) {
          const x = (o.margin + mx) * o.scale + dx;
          raw[row * stride + 1 + (x >> 3)] &= ~(0x80 >> (x & 7));
        }
      }
    }
  }
  return pngFile(side, side, 1, 0, raw);
}
