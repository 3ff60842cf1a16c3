// News reading: one query for the list (filters, page, category names joined) so the public block
// and data management share it.
import sanitizeHtml from 'sanitize-html';
import { fieldError } from '../http/errors';
import { linkRules, unsafeLinksIn } from '../links/html';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';

export interface NewsFilter {
  meetingId: number;
  status?: string;
  categoryIds?: number[];
  keyword?: string;
  page: number;
  pageSize: number;
}

const SELECT = 'SELECT n.*, c.name AS category_name FROM news n LEFT JOIN news_categories c ON c.id = n.category_id';

export function newsOut(ctx: Ctx, r: Row): Row {
  const { categoryName, ...rest } = ctx.repo('news').fromRow(r)! as Row;
  return { ...rest, categoryName: r.category_name ?? '', category: r.category_name ?? '' };
}

export async function listNews(ctx: Ctx, f: NewsFilter) {
  const where = ['n.meeting_id = $1'];
  const args: unknown[] = [f.meetingId];
  if (f.status && f.status !== 'all') where.push(`n.status = $${args.push(f.status)}`);
  if (f.categoryIds?.length) where.push(`n.category_id = ANY($${args.push(f.categoryIds)}::int[])`);
  if (f.keyword) where.push(`(n.title ILIKE '%' || $${args.push(f.keyword)} || '%' OR n.source ILIKE '%' || $${args.length} || '%')`);
  const cond = where.join(' AND ');
  const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM news n WHERE ${cond}`, args);
  const rows = await ctx.db.query(
    `${SELECT} WHERE ${cond} ORDER BY n.is_top DESC, n.publish_time DESC NULLS LAST, n.id DESC LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
    args,
  );
  const list = rows.map((r: Row) => newsOut(ctx, r));
  return { list, records: list, total: Number(n), page: f.page, pageSize: f.pageSize, totalPages: Math.ceil(Number(n) / f.pageSize) };
}

export async function oneNews(ctx: Ctx, id: number): Promise<Row | undefined> {
  const [r] = await ctx.db.query(`${SELECT} WHERE n.id = $1`, [id]);
  return r;
}

/** Rich text from the news editor: formatting, links (within the link policy, else 400) and images, nothing that runs. */
export function cleanContent(html: string | undefined): string | undefined {
  if (html === undefined) return undefined;
  if (unsafeLinksIn(html).length) throw fieldError('/content', 'validation.linkInText', { fieldKey: 'news.content' });
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
    allowedStyles: { '*': { color: [/^#[0-9a-f]{3,8}$/i, /^rgb/], 'text-align': [/^(left|right|center|justify)$/], 'font-size': [/^\d+(px|em|rem|%)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: linkRules.allowProtocolRelative,
    transformTags: { a: linkRules.safeAnchor },
  });
}
