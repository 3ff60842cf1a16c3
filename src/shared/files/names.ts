// A file keeps the name it was uploaded with (cleaned), shown everywhere it appears and handed back
// on download. A form attachment's stored value carries the name in its last path segment:
// /api/registrations/files/<random>.<ext>/<encoded name>; older values end at the random name.

export const NAME_MAX = 200;
/** Control and invisible characters (a right-to-left override can disguise `exe.pdf`), path separators. */
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u206f\ufeff/\\]/g;

/** The uploaded name made safe to keep and show: NFC, no directory, no control characters, no leading dots, at most 200 characters (the extension kept). */
export function cleanFileName(raw: unknown, fallback = 'file'): string {
  const full = String(raw ?? '').normalize('NFC');
  const base = full.slice(Math.max(full.lastIndexOf('/'), full.lastIndexOf('\\')) + 1);
  // leading dots go too: no hidden file, and nothing that reads as a step up (`..`)
  const name = base.replace(UNWANTED, '').replace(/\s+/g, ' ').trim().replace(/^\.+\s*/, '');
  if (!name) return fallback;
  const chars = [...name];
  if (chars.length <= NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 11 ? [...name.slice(dot)] : [];
  return chars.slice(0, NAME_MAX - ext.length).join('').trimEnd() + ext.join('');
}

/** The name a stored file value shows: the name segment of a form attachment's path, else its last segment. */
export function fileNameOf(value: unknown): string {
  const path = String(value ?? '').split(/[?#]/, 1)[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A private file's path (form attachment or transfer proof), signed or not, maybe followed by its name. */
const PRIVATE_FILE = /^\/api\/registrations\/(?:files|proofs)\/[a-f0-9]{32}\.(\w+)(?:\/([^?#/]+))?(\?exp=\d+&sig=[\w-]+)?$/;

export interface PrivateFile {
  /** the name it was uploaded with; null for a value stored before names were kept */
  name: string | null;
  ext: string;
  /** the value carries a signature: a link that opens the file (for a while) */
  signed: boolean;
}

/** What a value names when it is a private file, else null. */
export function privateFileOf(value: unknown): PrivateFile | null {
  const m = typeof value === 'string' ? PRIVATE_FILE.exec(value) : null;
  if (!m) return null;
  return { name: m[2] ? fileNameOf(value) : null, ext: m[1], signed: !!m[3] };
}
