// A whole document collection as one ZIP: its folders as directories, each file stored as it is (PDFs
// and office files are compressed already; deflating them again costs CPU and saves nothing, text is
// deflated), streamed one chunk at a time so memory holds one chunk whatever the collection's size.
import path from 'node:path';
import { ZipDeflate, ZipPassThrough } from 'fflate';
import { zipQueue } from '../exports/zip-queue';
import type { Row } from '../db/repo';
import type { Storage } from '../storage/storage';

export interface ZipEntry {
  /** the entry's name inside the archive; a folder ends in / */
  name: string;
  /** the stored file's key (none: a folder) */
  key?: string;
  deflate?: boolean;
}

/** A name safe as one path segment: never `.` or `..` (no entry may climb out of the folder it is unpacked in). */
const segment = (s: string) => (s === '.' || s === '..' ? '_' : s.replace(/[/\\]/g, '_'));

/** Another entry already has this name: `资料 (2).pdf`. */
function unique(taken: Set<string>, name: string): string {
  if (!taken.has(name)) return taken.add(name), name;
  const ext = path.extname(name);
  const base = name.slice(0, name.length - ext.length);
  for (let i = 2; ; i++) {
    const next = `${base} (${i})${ext}`;
    if (!taken.has(next)) return taken.add(next), next;
  }
}

/**
 * The entries of a collection's documents (rows of `documents`, folders included): each under its folders'
 * names, with the file's type as its extension; files missing from the store are left out (the answer has
 * started before a read could fail): `stored` is every key the store holds under the meeting's folder.
 */
export async function collectionEntries(docs: Row[], keyOf: (d: Row) => string, stored: Set<string>): Promise<ZipEntry[]> {
  const byId = new Map(docs.map((d) => [Number(d.id), d]));
  const dirOf = new Map<number | null, string>([[null, '']]);
  const dir = (id: number | null, seen = new Set<number>()): string => {
    if (dirOf.has(id)) return dirOf.get(id)!;
    const d = byId.get(id!);
    // a parent outside the collection, or a loop: the root
    if (!d || seen.has(id!)) return '';
    seen.add(id!);
    const out = `${dir(d.parent_id === null ? null : Number(d.parent_id), seen)}${segment(d.name)}/`;
    dirOf.set(id, out);
    return out;
  };
  const taken = new Set<string>();
  const out: ZipEntry[] = [];
  for (const d of [...docs].sort((a, b) => Number(a.id) - Number(b.id))) {
    if (d.is_folder) {
      out.push({ name: unique(taken, dir(Number(d.id))) });
      continue;
    }
    const key = keyOf(d);
    if (!stored.has(key)) continue;
    const named = d.name.toLowerCase().endsWith(`.${d.file_type}`) ? d.name : `${d.name}.${d.file_type}`;
    const parent = d.parent_id === null ? '' : dir(Number(d.parent_id));
    out.push({ name: unique(taken, `${parent}${segment(named)}`), key, deflate: d.file_type === 'txt' });
  }
  return out;
}

/** The archive's bytes, in chunks as they are made (pull them at the reader's pace). */
export async function* zipChunks(storage: Storage, entries: ZipEntry[]): AsyncGenerator<Uint8Array> {
  const { zip, drain } = zipQueue();
  for (const e of entries) {
    const f = e.deflate ? new ZipDeflate(e.name, { level: 6 }) : new ZipPassThrough(e.name);
    zip.add(f);
    // a folder; or a file gone since the listing: an empty entry (the archive's start has been sent)
    const got = e.key ? await storage.get(e.key) : undefined;
    if (!got) {
      f.push(new Uint8Array(0), true);
      continue;
    }
    // the last chunk read is held back: fflate needs to be told which push is the final one
    let held: Uint8Array | null = null;
    for await (const chunk of got.body) {
      if (held) f.push(held);
      held = chunk as Uint8Array;
      yield* drain();
    }
    f.push(held ?? new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
