// News (spec 3 §7 News): list (published ones public, the rest for the meeting's owner), one, create,
// update, delete; categories; batch category and batch publish/withdraw, saved on the server.
import type { FastifyInstance } from 'fastify';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { route } from '../http/route';
import { AppError } from '../http/errors';
import { assertAllOwned, childIdParam, done, existingMeeting, ownedChild, ownedMeeting, queryMeeting } from './scope';
import { cleanContent, listNews, newsOut, oneNews } from './news-store';
import { identify } from '../auth/guard';
import { pickWritten } from '../../shared/schema/pick';
import { attachImages, releaseImages } from './content-images';

const NOT_FOUND = 'dataManagement.newsNotFound';

export function newsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // what the editor's form holds for the article (one pick: a property added to the form is stored as is)
  const written = (body: unknown) => pickWritten(ctx.schemas.composed['news.save'], body as Row) as Row;

  /** Category of the same meeting, or 400 选择的分类不存在. */
  async function checkCategory(meetingId: number, categoryId: unknown) {
    if (categoryId === undefined || categoryId === null) return;
    const rows = await ctx.db.query('SELECT 1 FROM news_categories WHERE id = $1 AND meeting_id = $2', [categoryId, meetingId]);
    if (!rows.length) throw new AppError(400, 'dataManagement.categoryMissing');
  }

  /** status changes stamp or clear the publish time */
  const withPublishTime = (b: Row, before?: Row) => {
    if (b.status === 'published' && before?.status !== 'published') return { ...b, publishTime: new Date().toISOString() };
    if (b.status === 'draft') return { ...b, publishTime: null };
    return b;
  };

  /** Is the caller the owner of this meeting? (public calls answer more to the owner) */
  async function owns(req: Req, meetingId: number): Promise<boolean> {
    await identify(app, req).catch(() => undefined);
    if (!req.caller || !['SUPER_ADMIN', 'ORGANIZER'].includes(req.caller.user.role)) return false;
    return ownedMeeting(ctx, req.caller.user, meetingId).then(() => true, () => false);
  }

  route(app, {
    method: 'GET', url: '/api/news/list', access: 'public', tags: ['news'], query: 'news.listQuery', answer: '{ list, records, total, page, pageSize, totalPages }',
    summary: 'News of a meeting: status=published for anyone, drafts and all only for the meeting’s owner; categoryIds comma-joined, keyword on title or source',
    async handler(req) {
      const q = req.query as Row;
      const meeting = await existingMeeting(ctx, req, q.meetingId);
      const status = q.status || 'all';
      if (status !== 'published' && !(await owns(req, meeting.id))) throw new AppError(403, 'dataManagement.publishedOnly');
      const categoryIds = [q.categoryId, ...String(q.categoryIds ?? '').split(',')].filter(Boolean).map(Number);
      return done(await listNews(ctx, { meetingId: meeting.id, status, categoryIds, keyword: q.keyword, page: q.page ?? 1, pageSize: q.pageSize ?? 20 }), 'ok');
    },
  });

  route(app, {
    method: 'GET', url: '/api/news/categories', access: 'public', tags: ['news'], query: 'data.meetingQuery', answer: '{ success, data: { id, name }[] }',
    summary: 'News categories of a meeting (the spec reads data.success and data.data)',
    async handler(req) {
      const meeting = await existingMeeting(ctx, req, (req.query as Row).meetingId);
      const rows = await ctx.db.query('SELECT id, name FROM news_categories WHERE meeting_id = $1 ORDER BY id', [meeting.id]);
      return done({ success: true, data: rows }, 'ok');
    },
  });

  route(app, {
    method: 'POST', url: '/api/news/categories', errors: [409], access: { meeting: ['editor'] }, tags: ['news'], body: 'newsCategory.save', answer: 'newsCategory',
    summary: 'Add a news category to the caller’s meeting',
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      const name = String((req.body as Row).name).trim();
      const taken = await ctx.db.query('SELECT 1 FROM news_categories WHERE meeting_id = $1 AND lower(name) = lower($2)', [meeting.id, name]);
      if (taken.length) throw new AppError(409, 'dataManagement.categoryTaken');
      return done(await ctx.repo('newsCategory').insert(ctx.db, { meetingId: meeting.id, name }), req.t('dataManagement.created'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/news/fix-category-names', access: { meeting: ['editor'] }, tags: ['news'], query: 'data.meetingQuery',
    summary: 'Category names are joined on read, so there is nothing to repair: answers how many news of the meeting name a missing category and clears those',
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      const rows = await ctx.db.query(
        'UPDATE news SET category_id = NULL WHERE meeting_id = $1 AND category_id IS NOT NULL AND category_id NOT IN (SELECT id FROM news_categories WHERE meeting_id = $1) RETURNING id',
        [meeting.id],
      );
      return done({ fixed: rows.length }, req.t('dataManagement.updated'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/news/batch/update-category', access: { meeting: ['editor'], of: { table: 'news', body: 'newsIds' } }, tags: ['news'], body: 'news.batchCategory',
    summary: 'Put the selected news into one category of their meeting (all or nothing)',
    async handler(req) {
      const b = req.body as Row;
      await assertAllOwned(ctx, req.caller!.user, 'news', b.newsIds, NOT_FOUND);
      const meetings = await ctx.db.query('SELECT DISTINCT meeting_id FROM news WHERE id = ANY($1::int[])', [b.newsIds]);
      for (const m of meetings) await checkCategory(m.meeting_id, b.categoryId);
      await ctx.db.query('UPDATE news SET category_id = $2, updated_at = now() WHERE id = ANY($1::int[])', [b.newsIds, b.categoryId]);
      return done({ updated: b.newsIds.length }, req.t('dataManagement.categoryAdded'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/news/batch/status', access: { meeting: ['editor'], of: { table: 'news', body: 'newsIds' } }, tags: ['news'], body: 'news.batchStatus',
    summary: 'Publish or withdraw the selected news (publish time set, or cleared)',
    async handler(req) {
      const b = req.body as Row;
      await assertAllOwned(ctx, req.caller!.user, 'news', b.newsIds, NOT_FOUND);
      const sql = b.status === 'published'
        ? "UPDATE news SET status = 'published', publish_time = COALESCE(CASE WHEN status = 'published' THEN publish_time END, now()), updated_at = now() WHERE id = ANY($1::int[])"
        : "UPDATE news SET status = 'draft', publish_time = NULL, updated_at = now() WHERE id = ANY($1::int[])";
      await ctx.db.query(sql, [b.newsIds]);
      return done({ updated: b.newsIds.length, status: b.status }, req.t(b.status === 'published' ? 'dataManagement.published' : 'dataManagement.withdrawn'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/news/:id', access: 'public', tags: ['news'], answer: 'news',
    summary: 'One news: a published one for anyone (counts a view), a draft for its meeting’s owner',
    async handler(req) {
      const r = await oneNews(ctx, childIdParam(req, 'id', NOT_FOUND));
      if (!r || (r.status !== 'published' && !(await owns(req, r.meeting_id)))) throw new AppError(404, NOT_FOUND);
      await existingMeeting(ctx, req, r.meeting_id).catch(() => {
        throw new AppError(404, NOT_FOUND);
      });
      if (r.status === 'published' && !req.caller) await ctx.db.query('UPDATE news SET view_count = view_count + 1 WHERE id = $1', [r.id]);
      return done(newsOut(ctx, r), 'ok');
    },
  });

  route(app, {
    method: 'POST', url: '/api/news', access: { meeting: ['editor'] }, tags: ['news'], body: 'news.save', answer: 'news',
    summary: 'Write a news article for the caller’s meeting',
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      const b = written(req.body);
      await checkCategory(meeting.id, b.categoryId);
      await attachImages(ctx, 'news', meeting, b);
      const row = await ctx.repo('news').insert(ctx.db, { ...withPublishTime(b), content: cleanContent(b.content), meetingId: meeting.id, adminId: meeting.organizer_id });
      return done(newsOut(ctx, (await oneNews(ctx, row.id))!), req.t('dataManagement.created'));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/news/:id', access: { meeting: ['editor'], of: { table: 'news', param: 'id' } }, tags: ['news'], body: 'news.save', answer: 'news',
    summary: 'Change a news article (its meeting stays)',
    async handler(req) {
      const before = await ownedChild(ctx, req.caller!.user, 'news', childIdParam(req, 'id', NOT_FOUND), NOT_FOUND);
      const { meetingId: _m, ...b } = written(req.body);
      await checkCategory(before.meeting_id, b.categoryId);
      const was = ctx.repo('news').fromRow(before)!;
      await attachImages(ctx, 'news', { id: before.meeting_id }, b, was);
      await ctx.repo('news').update(ctx.db, { id: before.id }, { ...withPublishTime(b, { status: before.status }), content: cleanContent(b.content), updatedAt: new Date().toISOString() });
      await releaseImages(ctx, 'news', was, b);
      return done(newsOut(ctx, (await oneNews(ctx, before.id))!), req.t('dataManagement.updated'));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/news/:id', access: { meeting: ['editor'], of: { table: 'news', param: 'id' } }, tags: ['news'], summary: 'Delete a news article',
    async handler(req) {
      const row = await ownedChild(ctx, req.caller!.user, 'news', childIdParam(req, 'id', NOT_FOUND), NOT_FOUND);
      await ctx.db.query('DELETE FROM news WHERE id = $1', [row.id]);
      await releaseImages(ctx, 'news', ctx.repo('news').fromRow(row)!);
      return done(null, req.t('dataManagement.deleted'));
    },
  });
}
