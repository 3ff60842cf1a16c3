// Draws a slider puzzle: a textured background with a darkened hole at (targetX, pieceY) and the
// matching piece cut from it.
import { randomInt } from 'node:crypto';
import { Bitmap } from './png';

export const WIDTH = 320;
export const HEIGHT = 160;
export const PIECE = 48;

/** Inside the puzzle shape: a rounded square with a round knob on its right side. */
function inShape(x: number, y: number): boolean {
  const s = PIECE - 10;
  const inSquare = x >= 0 && y >= 5 && x < s && y < s + 5;
  const knob = (x - s) ** 2 + (y - (s / 2 + 5)) ** 2 <= 7 ** 2;
  return inSquare || knob;
}

function edge(x: number, y: number): boolean {
  return inShape(x, y) && (!inShape(x - 2, y) || !inShape(x + 2, y) || !inShape(x, y - 2) || !inShape(x, y + 2));
}

export function drawPuzzle() {
  const targetX = randomInt(PIECE + 30, WIDTH - PIECE - 10);
  const pieceY = randomInt(10, HEIGHT - PIECE - 10);
  const bg = new Bitmap(WIDTH, HEIGHT);
  const hue = [randomInt(40, 120), randomInt(80, 170), randomInt(150, 230)];
  const blobs = Array.from({ length: 9 }, () => ({ x: randomInt(0, WIDTH), y: randomInt(0, HEIGHT), r: randomInt(18, 60), c: [randomInt(60, 255), randomInt(60, 255), randomInt(60, 255)] }));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let [r, g, b] = [hue[0] + (x * 60) / WIDTH, hue[1] + (y * 50) / HEIGHT, hue[2] - (x * 40) / WIDTH];
      for (const bl of blobs) {
        const d = Math.hypot(x - bl.x, y - bl.y);
        if (d < bl.r) {
          const k = 0.45 * (1 - d / bl.r);
          r = r * (1 - k) + bl.c[0] * k;
          g = g * (1 - k) + bl.c[1] * k;
          b = b * (1 - k) + bl.c[2] * k;
        }
      }
      const n = randomInt(-12, 13);
      bg.set(x, y, r + n, g + n, b + n);
    }
  }
  const piece = new Bitmap(PIECE, PIECE);
  for (let y = 0; y < PIECE; y++) {
    for (let x = 0; x < PIECE; x++) {
      if (!inShape(x, y)) continue;
      const [r, g, b] = bg.get(targetX + x, pieceY + y);
      if (edge(x, y)) piece.set(x, y, 255, 255, 255, 230);
      else piece.set(x, y, r, g, b);
      // the hole: darkened, with a light rim
      if (edge(x, y)) bg.set(targetX + x, pieceY + y, 240, 240, 240);
      else bg.set(targetX + x, pieceY + y, r * 0.35, g * 0.35, b * 0.35);
    }
  }
  return { targetX, pieceY, background: bg.toDataUrl(), piece: piece.toDataUrl() };
}
