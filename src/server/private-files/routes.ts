// Serving a kind of private file (transfer proofs, form attachments): by its random name, with the
// original name as an optional last segment, only through a link this server signed (signed.ts). The
// signature covers the whole path, the name segment included, so a link cannot be renamed; the name
// given on download is that segment, or the recorded upload's name for links made before names were kept.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Req } from '../http/context';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { checkSigned, linkCacheControl, linkSeconds } from './signed';
import { uploadAt } from '../uploads/store';
import { cleanFileName } from '../../shared/files/names';
import { contentDisposition, sendStored } from '../uploads/serve';

export interface PrivateFilesDef {
  /** e.g. /api/registrations/files */
  base: string;
  /** the folder under uploads/ */
  dir: string;
  /** the random names this server gives out */
  name: RegExp;
  mime(name: string): string;
  /** every type mime() answers (the OpenAPI document) */
  types: string[];
  /** attachment (downloaded) or inline (shown in the page) */
  disposition: 'attachment' | 'inline';
  what: string;
}

export function privateFileRoutes(app: FastifyInstance, def: PrivateFilesDef) {
  const { ctx } = app;
  const serve = (withName: boolean) => async (req: Req, reply: FastifyReply) => {
    const { name, original } = req.params as { name: string; original?: string };
    // only names this server gave out: a random stored name, and an original name as it was cleaned
    if (!def.name.test(name) || (withName && cleanFileName(original) !== original)) throw notFound();
    // the path exactly as it was signed and handed out
    checkSigned(ctx.tokenSecret, req.url.split('?')[0], req.query);
    const shown = withName ? original! : (await uploadAt(ctx, `${def.dir}/${name}`))?.originalName ?? name;
    return sendStored(reply, ctx.storage, `${def.dir}/${name}`, {
      type: def.mime(name), cache: linkCacheControl(req.query), disposition: contentDisposition(def.disposition, shown),
      // the link's own remaining life, so the store's link dies no later than ours
      redirect: { allowed: ctx.config.storage.redirectPrivate, seconds: linkSeconds(req.query) },
    });
  };

  route(app, {
    method: 'GET', url: `${def.base}/:name/:original`, access: 'public', tags: ['registration'], answer: 'file', file: def.types, handler: serve(true),
    summary: `${def.what} by its random and original names, only with the signed ?exp=&sig= the answers hand out (403 otherwise); named as uploaded`,
  });
  route(app, {
    method: 'GET', url: `${def.base}/:name`, access: 'public', tags: ['registration'], answer: 'file', file: def.types, handler: serve(false),
    summary: `${def.what} by its random name (links made before names were kept), only with the signed ?exp=&sig= (403 otherwise)`,
  });
}

/** The value stored for a private file: its path, the original name percent-encoded as the last segment. */
export const privateFileUrl = (base: string, storedName: string, originalName?: string) =>
  `${base}/${storedName}${originalName ? `/${encodeURIComponent(originalName)}` : ''}`;
