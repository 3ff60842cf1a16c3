// Serves the public meeting website's own HTML (site.html of the build) at /{userId}/p/{meetingId}/{token},
// with the social-share tags written in for crawlers that run no script (spec 3 §2.4) when the token is
// the meeting's and the site is published; otherwise with status 404 (the page draws its not-found view).
// Absolute addresses in the tags come from PUBLIC_URL, never from the request's Host header (which the
// sender chooses); without it the share image is given only when the meeting's logo is absolute already.
// The first page's banner (a carousel's first slide or an image block at the top) is preloaded from
// its WebP variants, so the browser fetches it while the script is still on its way.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/driver';
import { SIZES, blockSizes, preloadOf } from '../../shared/media/variants';

const escape = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitePage(app: FastifyInstance, distDir: string) {
  const file = path.join(distDir, 'site.html');
  app.get('/:userId/p/:meetingId/:token', async (req, reply) => {
    if (!fs.existsSync(file)) return reply.callNotFound();
    const { meetingId, token } = req.params as { meetingId: string; token: string };
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
        return reply.type('text/html').header('cache-control', 'no-cache').send(html);
      }
    }
    return reply.status(404).type('text/html').header('cache-control', 'no-cache').send(html);
  });
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
