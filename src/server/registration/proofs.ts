// Bank-transfer proofs: streamed to disk with the size limit enforced as they arrive, sniffed by
// content (file-type), counted against the participant's upload quota, stored under a random 128-bit
// name with the original name kept in the stored path's last segment (the organizer sees it), and
// served only through a short-lived signed URL (private-files/).
import type { FastifyInstance } from 'fastify';
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { privateFileRoutes, privateFileUrl } from '../private-files/routes';
import { withUpload } from '../uploads/receive';
import { sniffAmong } from '../uploads/sniff';
import { keep } from '../uploads/store';

export const PROOF_MAX = 10 * 1024 * 1024;
const TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };
const PROOF_NAME = /^[a-f0-9]{32}\.(png|jpg|pdf)$/;
const DIR = 'proofs';
const BASE = '/api/registrations/proofs';
const proofMime = (name: string) => (name.endsWith('.png') ? 'image/png' : name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg');

/** Reads the multipart `file`, checks it and keeps it as the participant's (used at once); answers its stored value and path. */
export async function saveProof(ctx: Ctx, req: Req, participant: Row): Promise<{ url: string; path: string }> {
  return withUpload(req, ctx.uploadDir, {
    maxBytes: PROOF_MAX,
    tooLarge: () => new AppError(413, 'registration.proofSize', { mb: PROOF_MAX / 1024 / 1024 }),
    notMultipart: () => new AppError(400, 'registration.proofMissing'),
  }, async ({ files: [file] }) => {
    if (!file) throw new AppError(400, 'registration.proofMissing');
    const type = await sniffAmong(file.tmp, TYPES);
    if (!type) throw new AppError(415, 'registration.proofType');
    const kept = await keep(ctx, file, { owner: { kind: 'participant', id: Number(participant.id) }, meetingId: Number(participant.meetingId), dir: DIR, used: true, ...type });
    return { url: privateFileUrl(BASE, kept.storedName, kept.originalName), path: kept.path };
  });
}

/** GET /api/registrations/proofs/{name}[/{original}]: shown inline (the payment review's picture). */
export const proofFileRoutes = (app: FastifyInstance) =>
  privateFileRoutes(app, { base: BASE, dir: DIR, name: PROOF_NAME, mime: proofMime, disposition: 'inline', what: 'A transfer proof' });
