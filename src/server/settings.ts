// Settings shared by every process through the database.
import { randomBytes } from 'node:crypto';
import type { Db } from './db/driver';
import { DEFAULT_LIMITS, type Limits } from './limits';

export async function getSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.query('SELECT value FROM settings WHERE key = $1', [key]);
  return row?.value as T | undefined;
}

export async function setSetting(db: Db, key: string, value: unknown) {
  await db.query(
    'INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()',
    [key, JSON.stringify(value)],
  );
}

/** The token secret: made once, then the same for every process on this database. */
export async function tokenSecret(db: Db): Promise<Buffer> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', ['tokenSecret', JSON.stringify({ hex: randomBytes(32).toString('hex') })]);
  const v = await getSetting<{ hex: string }>(db, 'tokenSecret');
  return Buffer.from(v!.hex, 'hex');
}

export async function loadLimits(db: Db, overrides: Partial<Limits> = {}): Promise<Limits> {
  return { ...DEFAULT_LIMITS, ...((await getSetting<Partial<Limits>>(db, 'limits')) ?? {}), ...overrides };
}
