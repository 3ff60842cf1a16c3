// Serves the public meeting website's own HTML (site.html of the build) at /{userId}/p/{meetingId}/{token},
// with the social-share tags written in for crawlers that run no script (spec 3 §2.4) when the token is
// the meeting's and the site is published; otherwise with status 404 (the page draws its not-found view).
// Absolute addresses in the tags come from PUBLIC_URL, never from the request's Host header (which the
// sender chooses); without it the share image is given only when the meeting's logo is absolute already.
// The first page's banner (a carousel's first slide or an image block at the top) is preloaded from
// its WebP variants, so the browser fetches it while the script is still on its way. A published site's
// first page comes drawn in the HTML already (site-render.ts), the page hydrating it; the HTML is sent
// compressed to browsers that take it.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPublishedSite } from './site-render';
import type { Db } from '../db/driver';
import { SIZES, blockSizes, preloadOf } from '../../shared/media/variants';

const escape = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitePage(app: FastifyInstance, distDir: string) {
  const file = path.join(distDir, 'site.html');
  app.get('/:userId/p/:meetingId/:token', async (req, reply) => {
    if (!fs.existsSync(file)) return reply.callNotFound();
    const { userId, meetingId, token } = req.params as { userId: string; meetingId: string; token: string };
    let html = await fs.promises.readFile(file, 'utf8');
    if (/^\d{1,9}$/.test(meetingId) && /^[A-Za-z0-9]{6}$/.test(token)) {
      const [m] = await app.ctx.db.query(
        `SELECT title, description, location, logo FROM meetings WHERE id = $1 AND preview_token = $2 AND website_status = 'active'`,
        [Number(meetingId), token],
      );
      if (m) {
        const image = shareImage(m.logo, app.ctx.config.publicUrl);
        const description = m.description || m.location || '';
        const tags = [
          `<meta name="description" content="${escape(description)}" />`,
          `<meta property="og:type" content="website" />`,
          `<meta property="og:title" content="${escape(m.title)}" />`,
          `<meta property="og:description" content="${escape(description)}" />`,
          ...(image ? [`<meta property="og:image" content="${escape(image)}" />`] : []),
          `<meta name="twitter:card" content="summary_large_image" />`,
          ...(await bannerPreload(app.ctx.db, Number(meetingId))),
        ];
        html = html.replace('<title>Conflow</title>', `<title>${escape(m.title)}</title>`).replace('<!--site-meta-->', tags.join('\n    '));
        const drawn = await renderPublishedSite(app, distDir, { userId, meetingId, token });
        if (drawn) html = afterPaint(html.replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>\n    ${drawn.state}`));
        return sendHtml(req, reply, 200, html);
      }
    }
    return sendHtml(req, reply, 404, html);
  });
}

/** A drawn page needs no script for its first paint: the HTML, its stylesheet and the banner go first, the
 *  scripts (which then hydrate what is on screen) after them, at low priority. A page not drawn keeps them high. */
export const afterPaint = (html: string) => html.replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"');

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** The page, brotli or gzip when the browser takes it (a few ms for a page of this size). */
async function sendHtml(req: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  reply.status(status).type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(await br(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gz(html));
  return reply.send(html);
}

/** The share image: the meeting's logo (or the default image, spec 3 §2.4) as an absolute address. */
function shareImage(logo: unknown, publicUrl: string | undefined): string | undefined {
  const src = logo ? String(logo) : '/full-logo-transparent.png';
  if (/^https?:\/\//i.test(src)) return src;
  return publicUrl ? new URL(src, `${publicUrl}/`).href : undefined;
}

/** The top of the first page: a carousel's first slide, an image block or the meeting banner's picture, among its first two blocks. */
export async function bannerPreload(db: Db, meetingId: number): Promise<string[]> {
  const [row] = await db.query(`SELECT data_value FROM website_data WHERE meeting_id = $1 AND data_type = 'pages' ORDER BY sort_order, id LIMIT 1`, [meetingId]);
  let page: { components?: Array<{ type?: string; props?: Record<string, any>; style?: Record<string, any> }> } | undefined;
  try {
    page = row ? JSON.parse(String(row.data_value)) : undefined;
  } catch {
    return [];
  }
  for (const c of (Array.isArray(page?.components) ? page!.components : []).slice(0, 2)) {
    const p = c?.props ?? {};
    const found = c?.type === 'carousel' && Array.isArray(p.images) ? preloadOf(p.images[0]?.src, p.carouselType === 'card' ? SIZES.card : SIZES.banner)
      : c?.type === 'image' ? preloadOf(p.src, blockSizes((c.style ?? p.style)?.width))
      : c?.type === 'meeting-hero' ? preloadOf(p.backgroundImage, SIZES.banner) : undefined;
    if (found) return [`<link rel="preload" as="image" type="${found.type}" href="${escape(found.href)}" imagesrcset="${escape(found.imagesrcset)}" imagesizes="${escape(found.imagesizes)}" fetchpriority="high" />`];
    if (c?.type === 'carousel' || c?.type === 'image' || c?.type === 'meeting-hero') return [];
  }
  return [];
}
