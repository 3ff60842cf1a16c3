// A stored object copied to a file of this machine (a library copy re-encodes or re-keeps it from there).
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage';

/** Writes the object at `key` to `file`; answers its size, or undefined when there is no such object. */
export async function copyToFile(storage: Storage, key: string, file: string): Promise<number | undefined> {
  const got = await storage.get(key);
  if (!got) return undefined;
  await pipeline(got.body, fs.createWriteStream(file, { flags: 'wx' }));
  return got.size;
}
