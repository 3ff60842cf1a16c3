// Bank-transfer proofs: sniffed by content (file-type), size-limited, stored under a random
// 128-bit name and served only through a short-lived signed URL (private-files/signed.ts).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Req } from '../http/context';
import { AppError } from '../http/errors';

export const PROOF_MAX = 10 * 1024 * 1024;
const TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };
export const PROOF_NAME = /^[a-f0-9]{32}\.(png|jpg|pdf)$/;
export const proofDir = (uploadDir: string) => path.join(uploadDir, 'proofs');
export const proofUrl = (name: string) => `/api/registrations/proofs/${name}`;
export const proofMime = (name: string) => (name.endsWith('.png') ? 'image/png' : name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg');

/** Reads the multipart `file`, checks it and writes it; answers the stored name. */
export async function saveProof(req: Req, uploadDir: string): Promise<string> {
  const part = await req.file({ limits: { fileSize: PROOF_MAX, files: 1 } }).catch(() => undefined);
  if (!part) throw new AppError(400, 'registration.proofMissing');
  const buf = await part.toBuffer().catch((e: { code?: string }) => {
    if (e?.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'registration.proofSize', { mb: PROOF_MAX / 1024 / 1024 });
    throw e;
  });
  const type = await fileTypeFromBuffer(buf);
  const ext = type && TYPES[type.mime];
  if (!ext) throw new AppError(415, 'registration.proofType');
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.promises.mkdir(proofDir(uploadDir), { recursive: true });
  await fs.promises.writeFile(path.join(proofDir(uploadDir), name), buf);
  return name;
}
