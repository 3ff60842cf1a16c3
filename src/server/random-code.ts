// Short codes people read aloud or type by hand (check-in codes, transfer references): random from the
// OS generator, in an alphabet without look-alike characters, every character equally likely.
import { randomBytes } from 'node:crypto';

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // 31 characters: no 0/O, 1/I/L

export function randomCode(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // rejection sampling keeps every character equally likely (248 = 8 × 31)
  for (let i = 0; out.length < length; i++) {
    const b = i < bytes.length ? bytes[i] : randomBytes(1)[0];
    if (b < 248) out += CODE_ALPHABET[b % 31];
  }
  return out;
}
