// Bank-transfer proofs: streamed to disk with the size limit enforced as they arrive, sniffed by
// content (file-type), counted against the participant's upload quota, stored under a random 128-bit
// name with the original name kept in the stored path's last segment (the organizer sees it), and
// served only through a short-lived signed URL (private-files/).
import type { FastifyInstance } from 'fastify';
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { privateFileRoutes } from '../private-files/routes';
import { keepPrivateUpload } from '../private-files/upload';

export const PROOF_MAX = 10 * 1024 * 1024;
const TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };
const PROOF_NAME = /^[a-f0-9]{32}\.(png|jpg|pdf)$/;
const DIR = 'proofs';
const BASE = '/api/registrations/proofs';
const proofMime = (name: string) => (name.endsWith('.png') ? 'image/png' : name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg');

/** Reads the multipart `file`, checks it and keeps it as the participant's (used at once); answers its stored value (url) and path. */
export const saveProof = (ctx: Ctx, req: Req, participant: Row) => keepPrivateUpload(ctx, req, participant, {
  base: BASE, dir: DIR, maxBytes: PROOF_MAX, types: TYPES, used: true, keys: { missing: 'registration.proofMissing', size: 'registration.proofSize', type: 'registration.proofType' },
});

/** GET /api/registrations/proofs/{name}[/{original}]: shown inline (the payment review's picture). */
export const proofFileRoutes = (app: FastifyInstance) =>
  privateFileRoutes(app, { base: BASE, dir: DIR, name: PROOF_NAME, mime: proofMime, types: Object.keys(TYPES), disposition: 'inline', what: 'A transfer proof' });
