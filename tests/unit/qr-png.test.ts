// The confirmation e-mail's QR image (src/server/mail/qr-png.ts): one bit a pixel, written without
// pngjs, and pixel for pixel the image qrcode's own PNG renderer draws with the same options.
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { qrPng } from '../../src/server/mail/qr-png';

describe('e-ticket QR PNG', () => {
  const codes = ['CF.AQAAAAEAAAAqM0JBNzI5OVRWVjhN' + 'x'.repeat(86), 'CF.' + 'AbC-_09'.repeat(16) + 'Zz', '3BA7299TVV8M'];
  it.each(codes)('draws %s as qrcode does, and it reads back', async (text) => {
    const mine = PNG.sync.read(qrPng(text, { scale: 6, margin: 2, errorCorrectionLevel: 'M' }));
    const theirs = PNG.sync.read(await QRCode.toBuffer(text, { type: 'png', scale: 6, margin: 2, errorCorrectionLevel: 'M' }));
    expect([mine.width, mine.height]).toEqual([theirs.width, theirs.height]);
    expect(Buffer.compare(mine.data, theirs.data)).toBe(0);
    expect(jsQR(new Uint8ClampedArray(mine.data), mine.width, mine.height)?.data).toBe(text);
  });
});
