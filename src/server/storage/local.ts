// The local store: one directory (DATA_DIR/uploads by default), a key being a path below it. Writes land
// in the directory's .tmp/ first and are renamed into place, so a reader never sees half a file; a key
// can never name .tmp/ (storage.ts: no segment starts with a dot) nor anything outside the directory.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertKey, assertPrefix, cutRange, isKey, type ByteRange, type Storage, type StoredBody, type StoredHead } from './storage';

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const missing = (e: unknown) => MISSING.has((e as { code?: string })?.code ?? '');

export function localStorage(root: string): Storage {
  const dir = path.resolve(root);
  const tmpDir = path.join(dir, '.tmp');
  /** the file of a key: inside `dir`, whatever the key (checked again after resolving, belt and braces) */
  const fileOf = (key: string) => {
    const f = path.resolve(dir, assertKey(key));
    if (!f.startsWith(dir + path.sep)) throw new Error(`storage: ${key} is outside ${dir}`);
    return f;
  };

  async function place(key: string, write: (tmp: string) => Promise<void>) {
    const to = fileOf(key);
    await fs.promises.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `p-${randomBytes(12).toString('hex')}`);
    try {
      await write(tmp);
      await fs.promises.mkdir(path.dirname(to), { recursive: true });
      await fs.promises.rename(tmp, to);
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }

  async function walk(folder: string, rel: string, out: string[]) {
    const entries = await fs.promises.readdir(folder, { withFileTypes: true }).catch((e) => (missing(e) ? [] : Promise.reject(e)));
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      if (e.isDirectory()) await walk(path.join(folder, e.name), `${rel}${e.name}/`, out);
      else if (e.isFile()) out.push(rel + e.name);
    }
  }

  return {
    kind: 'local',
    // the upload's temp file sits on the same disk (.tmp/): moved into place as before, copied only across disks
    async putFile(key, file) {
      const to = fileOf(key);
      await fs.promises.mkdir(path.dirname(to), { recursive: true });
      await fs.promises.rename(file, to).catch((e) => {
        if ((e as { code?: string }).code !== 'EXDEV') throw e;
        return place(key, (tmp) => fs.promises.copyFile(file, tmp));
      });
    },
    put: (key, body) => place(key, (tmp) => fs.promises.writeFile(tmp, body, { flag: 'wx' })),

    async head(key): Promise<StoredHead | undefined> {
      if (!isKey(key)) return undefined;
      const st = await fs.promises.stat(fileOf(key)).catch((e) => (missing(e) ? undefined : Promise.reject(e)));
      return st?.isFile() ? { size: st.size } : undefined;
    },

    async get(key, range?: ByteRange): Promise<StoredBody | undefined> {
      if (!isKey(key)) return undefined;
      // opened before answering: a missing file is known here, not halfway through a reply
      const fh = await fs.promises.open(fileOf(key), 'r').catch((e) => (missing(e) ? undefined : Promise.reject(e)));
      if (!fh) return undefined;
      try {
        const st = await fh.stat();
        if (!st.isFile()) {
          await fh.close();
          return undefined;
        }
        const cut = range ? cutRange(range, st.size) : { start: 0, end: st.size - 1 };
        if (cut === 'unsatisfiable' || cut.end < cut.start) {
          await fh.close();
          return { body: Readable.from([]), size: st.size, start: 0, end: -1, ...(cut === 'unsatisfiable' ? { unsatisfiable: true } : {}) };
        }
        return { body: fh.createReadStream({ start: cut.start, end: cut.end, autoClose: true }), size: st.size, ...cut };
      } catch (e) {
        await fh.close().catch(() => {});
        throw e;
      }
    },

    async delete(keys) {
      await Promise.all(keys.filter(isKey).map((k) => fs.promises.rm(fileOf(k), { force: true })));
    },

    async deletePrefix(prefix) {
      const keys: string[] = [];
      await walk(fileOf(assertPrefix(prefix).slice(0, -1)), prefix, keys);
      await fs.promises.rm(fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
      return keys.length;
    },

    async list(prefix) {
      const keys: string[] = [];
      await walk(prefix ? fileOf(assertPrefix(prefix).slice(0, -1)) : dir, prefix, keys);
      return keys;
    },

    signedUrl: async () => undefined,
  };
}
