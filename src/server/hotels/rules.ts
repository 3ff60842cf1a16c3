// Hotel input rules beyond the schema: the spec's `image` spellings, a sanitized booking notice,
// the booking window's order and a name unique within its meeting.
import sanitizeHtml from 'sanitize-html';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError, fieldError } from '../http/errors';
import { pickWritten } from '../../shared/schema/pick';

const URL_RE = /^(\/|https?:\/\/)\S+$/;
export const MAX_IMAGES = 5;

/** `images`, else the spec's `image`: a list, a JSON list as text, or one url. */
export function imagesOf(b: Row): string[] {
  let v: unknown = b.images?.length ? b.images : b.image;
  if (typeof v === 'string') {
    const s = v.trim();
    if (!s) v = [];
    else if (s.startsWith('[')) {
      try {
        v = JSON.parse(s);
      } catch {
        throw fieldError('/images', 'hotel.image.pattern');
      }
    } else v = [s];
  }
  const list = Array.isArray(v) ? v : [];
  if (list.some((u) => typeof u !== 'string' || !URL_RE.test(u) || u.length > 500)) throw fieldError('/images', 'hotel.image.pattern');
  if (list.length > MAX_IMAGES) throw fieldError('/images', 'hotel.images.maxItems', { limit: MAX_IMAGES });
  return list as string[];
}

/** Rich text kept to formatting tags and safe links: no scripts, handlers or styles reach a page. */
export function cleanNotice(html: unknown): string | undefined {
  if (typeof html !== 'string') return undefined;
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'span'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

export function checkBookingWindow(b: Row) {
  if (b.bookingStartTime && b.bookingEndTime && b.bookingEndTime < b.bookingStartTime) throw fieldError('/bookingEndTime', 'hotel.bookingEndTime.beforeStart');
}

const normName = (s: string) => s.trim().toLowerCase();

export async function nameTaken(ctx: Ctx, meetingId: number, name: string, excludeId?: number): Promise<boolean> {
  const rows = await ctx.db.query('SELECT 1 FROM hotels WHERE meeting_id = $1 AND lower(btrim(name)) = $2 AND id <> $3 LIMIT 1', [meetingId, normName(name), excludeId ?? 0]);
  return rows.length > 0;
}

export const duplicateName = () => new AppError(409, 'hotel.name.duplicate', {}, [{ path: '/name', key: 'hotel.name.duplicate' }]);

/**
 * The record a create or update writes: the request's hotel fields (one pick, so a property added to
 * the hotel's form is stored as is), the named ones cleaned.
 */
export function hotelRecord(ctx: Ctx, schemaId: 'hotels.create' | 'hotels.update', b: Row): Row {
  return {
    ...pickWritten(ctx.schemas.composed[schemaId], b, true),
    name: String(b.name).trim(),
    address: String(b.address).trim(),
    frontDeskPhone: String(b.frontDeskPhone).trim(),
    images: imagesOf(b),
    bookingNotice: cleanNotice(b.bookingNotice) ?? null,
  };
}

/** A unique-index violation (two saves of one name at the same moment). */
