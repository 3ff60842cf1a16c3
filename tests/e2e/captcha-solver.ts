// Solves the slider puzzle the way a person does: by looking at the picture. Decodes the PNG the
// server drew and finds the hole's light rim; no server help, no backdoor.
import { inflateSync } from 'node:zlib';

export function decodePng(buf: Buffer): { width: number; height: number; rgba: Buffer } {
  let pos = 8;
  let width = 0, height = 0;
  const idat: Buffer[] = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const rgba = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (stride + 1)] !== 0) throw new Error('unsupported PNG filter');
    raw.copy(rgba, y * stride, y * (stride + 1) + 1, (y + 1) * (stride + 1));
  }
  return { width, height, rgba };
}

/** x of the hole's left edge: the leftmost column with a long run of rim-coloured pixels. */
export function findGapX(dataUrl: string): number {
  const { width, height, rgba } = decodePng(Buffer.from(dataUrl.split(',')[1], 'base64'));
  for (let x = 0; x < width; x++) {
    let n = 0;
    for (let y = 0; y < height; y++) {
      const i = (y * width + x) * 4;
      if (rgba[i] === 240 && rgba[i + 1] === 240 && rgba[i + 2] === 240) n++;
    }
    if (n >= 20) return x;
  }
  throw new Error('no gap found');
}
