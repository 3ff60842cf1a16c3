// Upload quotas: files and bytes per participant and per organizer account, and how long a
// participant's unused upload is kept. Defaults here; an `uploads` settings row changes them for every
// process at once (read at each upload, like the `media` row).
import type { Db } from '../db/driver';
import { getSetting } from '../settings';

export const UPLOAD_DEFAULTS = {
  participantMaxFiles: 30,
  participantMaxBytes: 100 * 1024 * 1024,
  organizerMaxFiles: 5000,
  organizerMaxBytes: 5 * 1024 * 1024 * 1024,
  /** a participant's upload that no submitted registration uses is deleted after this many hours */
  unusedHours: 48,
  /** how often each process sweeps expired uploads */
  sweepMinutes: 10,
};
export type UploadSettings = typeof UPLOAD_DEFAULTS;

export type OwnerKind = 'participant' | 'organizer';
export interface Owner {
  kind: OwnerKind;
  id: number;
}

export const ownerKey = (o: Owner) => `${o.kind}:${o.id}`;

export async function uploadSettings(db: Db): Promise<UploadSettings> {
  const saved = (await getSetting<Partial<UploadSettings>>(db, 'uploads')) ?? {};
  const out = { ...UPLOAD_DEFAULTS };
  for (const k of Object.keys(out) as (keyof UploadSettings)[]) {
    const n = Number(saved[k]);
    if (saved[k] !== undefined && Number.isFinite(n) && n >= 0) out[k] = n;
  }
  return out;
}

/** The owner's limits: { files, bytes }. */
export function quotaOf(s: UploadSettings, kind: OwnerKind) {
  return kind === 'participant' ? { files: s.participantMaxFiles, bytes: s.participantMaxBytes } : { files: s.organizerMaxFiles, bytes: s.organizerMaxBytes };
}
