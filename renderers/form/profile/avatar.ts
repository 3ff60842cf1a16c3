// Avatar helpers: where a stored avatar is served from, and the client-side file check (the server
// checks again: type sniffed, size limited).
export type AvatarProblem = 'notImage' | 'type' | 'size' | 'missing';

/** The avatar is a filename or a name under avatars/ (served at the screen's `template`, with
 *  `{filename}`), or already a URL: a path of this site, an http(s), data or blob URL. */
export function avatarSrc(avatar: string | null | undefined, template: string): string | undefined {
  if (!avatar) return undefined;
  const name = avatar.replace(/^\/?avatars\//, '');
  if (name === avatar && (/^(https?:|data:|blob:)/i.test(avatar) || avatar.startsWith('/'))) return avatar;
  return template.replace('{filename}', encodeURIComponent(name));
}

export function checkAvatar(file: File | null | undefined, rule: { types: string[]; maxBytes: number }): AvatarProblem | null {
  if (!file) return 'missing';
  // the personal centre's own text for a file that is no picture at all (spec 1 §5), else the JPG/PNG one
  if (!file.type.startsWith('image/')) return 'notImage';
  if (!rule.types.includes(file.type)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** The filename an upload answered: `{ filename }` or `{ data: { filename } }`. */
export function uploadedName(answer: unknown): string | undefined {
  const a = answer as { filename?: unknown; data?: { filename?: unknown } } | null;
  const name = a?.filename ?? a?.data?.filename;
  return typeof name === 'string' && name ? name : undefined;
}
