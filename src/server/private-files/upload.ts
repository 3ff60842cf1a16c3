// A participant's private upload (a form attachment, a transfer proof): streamed and size-limited,
// typed by content, kept within the participant's quota, its stored value the private path with the
// original name as the last segment (routes.ts serves it through a signed link).
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { withUpload } from '../uploads/receive';
import { typedFile } from '../uploads/sniff';
import { keep, type Kept } from '../uploads/store';
import { privateFileUrl } from './routes';

export interface PrivateUploadDef {
  base: string;
  dir: string;
  maxBytes: number;
  /** sniffed mime → stored extension */
  types: Record<string, string>;
  /** the route's messages: no file (400), too large (413, with { mb }), another type (415) */
  keys: { missing: string; size: string; type: string };
  /** attached at once (a proof): never expires */
  used?: boolean;
}

export function keepPrivateUpload(ctx: Ctx, req: Req, participant: Row, def: PrivateUploadDef): Promise<Kept & { url: string }> {
  const missing = () => new AppError(400, def.keys.missing);
  return withUpload(req, ctx.uploadDir, {
    maxBytes: def.maxBytes, tooLarge: () => new AppError(413, def.keys.size, { mb: def.maxBytes / 1024 / 1024 }), notMultipart: missing,
  }, async ({ files }) => {
    const { file, type } = await typedFile(files, def.types, missing, () => new AppError(415, def.keys.type));
    const kept = await keep(ctx, file, { owner: { kind: 'participant', id: Number(participant.id) }, meetingId: Number(participant.meetingId), dir: def.dir, used: def.used, ...type });
    return { ...kept, url: privateFileUrl(def.base, kept.storedName, kept.originalName) };
  });
}
