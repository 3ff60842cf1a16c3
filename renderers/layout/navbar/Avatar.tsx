// The user's picture, or the first letter of the name on a coloured disc when none loads.
import { useState } from 'react';
import { apiPath } from '@runtime/api';

export function Avatar({ src, name, size = 32 }: { src?: string | null; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (src && !broken) return <img src={src} alt="" style={style} onError={() => setBroken(true)} className="shrink-0 rounded-full object-cover ring-2 ring-white dark:ring-slate-800" />;
  return (
    <span style={style} aria-hidden="true" className="inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-indigo-500 text-sm font-semibold text-white ring-2 ring-white dark:ring-slate-800">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

/** Avatar values are a filename, a server path, a URL or a name under avatars/ (spec 1 §3). */
export function avatarUrl(avatar?: string | null): string | null {
  if (!avatar) return null;
  if (/^(https?:|data:|\/)/.test(avatar)) return avatar;
  return apiPath('getFilesAvatarsByFilename', { filename: avatar.replace(/^avatars\//, '') });
}
