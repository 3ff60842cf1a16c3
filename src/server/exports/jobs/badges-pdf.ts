// The badge print PDF built on the server (issue 19 item 2): the people of the scope read page by page
// (badges/people.ts, keyset on the registration id), each badge drawn from the saved design as SVG and
// rasterised by sharp (badge-svg.ts), a few at a time, and laid on A4 sheets by the browser export's own
// writer (src/shared/badge/sheets.ts) straight into a temporary file: memory holds one page of people
// and a few badges whatever the count. Progress is written every PROGRESS_EVERY badges (or second).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Ctx } from '../../http/context';
import type { Row } from '../../db/repo';
import { AppError } from '../../http/errors';
import { ADMITTED, type State } from '../../../shared/lifecycle';
import { translate, type Lang } from '../../../shared/messages';
import { zoneOr } from '../../meetings/times';
import { answerColumns } from '../../participants/answers';
import { peoplePage, presentPerson, sharedFacts, type PeopleFilter } from '../../badges/people';
import { defaultDesign } from '../../badges/defaults';
import { badgeSizeMm } from '../../../shared/badge/layout';
import { withAnswerSources } from '../../../shared/badge/values';
import { BadgeSheets } from '../../../shared/badge/sheets';
import type { BadgeDesign } from '../../../shared/badge/types';
import screen from '../../../../schemas/screens/meeting/badges.json';
import { badgeJpeg, svgPainter } from './badge-svg';
import { FileSink } from './file-sink';
import { fileKeyOf, finishJob, progress } from './store';

/** the export settings of the badge screen: the browser's PDF and this one are made alike */
export const SETTINGS = screen.export as { scale: number; pdfJpegQuality: number; pdfMarginMm: number; pdfGapMm: number; pdfName: string };
const PAGE = 200;
/** badges rasterised at once (sharp works on libuv's threads) */
const AT_ONCE = 4;
const PROGRESS_EVERY = 100;
const PROGRESS_MS = 1000;

export interface BadgeScope {
  state?: string;
  ticket?: string;
  ids?: number[];
}

/** The people filter of a scope: admitted by default; a draft is no registration (400, as the people call answers). */
export function badgeFilter(p: BadgeScope): PeopleFilter {
  if (p.state === 'draft') throw new AppError(400, 'participant.registrationStatus.enum', {}, [{ path: '/state', key: 'participant.registrationStatus.enum' }]);
  const states: readonly State[] = !p.state || p.state === 'admitted' ? ADMITTED : [p.state as State];
  return { states, ticket: p.ticket, ids: p.ids };
}

/** The same scope always gives the same key (one running export per scope). */
export const badgeScopeKey = (p: BadgeScope) => JSON.stringify([p.state || 'admitted', p.ticket ?? null, p.ids ? [...p.ids].sort((a, b) => a - b) : null]);

export async function countBadges(ctx: Ctx, meetingId: number, p: BadgeScope): Promise<number> {
  return (await peoplePage(ctx, meetingId, badgeFilter(p), 1, { offset: 0 })).total;
}

async function savedDesign(ctx: Ctx, meetingId: number): Promise<BadgeDesign> {
  const [row] = await ctx.db.query('SELECT schema_version, style, fields FROM badge_designs WHERE meeting_id = $1', [meetingId]);
  if (row) return { schemaVersion: Number(row.schema_version), style: row.style, fields: row.fields };
  return defaultDesign({ style: ctx.schemas.composed['badge.style'], design: ctx.schemas.composed['badge.design'] }, meetingId) as unknown as BadgeDesign;
}

/** The background image (one of the meeting's uploaded backgrounds) as a data: URL; none when it cannot be read. */
async function backgroundImage(ctx: Ctx, meetingId: number, url: string | undefined): Promise<string | undefined> {
  const m = url ? /\/api\/co\/badges\/files\/(\d{1,9})\/([a-f0-9]{32}\.(png|jpg|webp))$/.exec(url) : null;
  // another meeting's image is never read into this one's badges
  if (!m || Number(m[1]) !== meetingId) return undefined;
  const got = await ctx.storage.get(`badges/${meetingId}/${m[2]}`);
  if (!got) return undefined;
  const chunks: Buffer[] = [];
  for await (const c of got.body) chunks.push(c as Buffer);
  const type = m[3] === 'jpg' ? 'image/jpeg' : `image/${m[3]}`;
  return `data:${type};base64,${Buffer.concat(chunks).toString('base64')}`;
}

export async function runBadgesPdf(ctx: Ctx, job: Row): Promise<void> {
  const meetingId = Number(job.meeting_id);
  const [meeting] = await ctx.db.query('SELECT * FROM meetings WHERE id = $1', [meetingId]);
  if (!meeting) return;
  const lang = (job.lang === 'en' ? 'en' : 'zh') as Lang;
  const t = (k: string, p?: Record<string, unknown>) => translate(ctx.schemas.messages[lang], k, p ?? {});
  const filter = badgeFilter((job.params ?? {}) as BadgeScope);
  const zone = zoneOr(meeting.time_zone);
  const design = await savedDesign(ctx, meetingId);
  // a design made before answers were read by field id names them by label: resolved once here
  const answers = (await answerColumns(ctx.db, ctx.schemas.entities, meetingId)).map((c) => ({ key: c.key, label: c.label }));
  const drawn: BadgeDesign = { ...design, fields: withAnswerSources(design.fields, answers) };
  const url = drawn.style.background === 'custom-image' ? drawn.style.backgroundImage : undefined;
  const painter = svgPainter(drawn, SETTINGS.scale, await backgroundImage(ctx, meetingId, url ?? undefined));
  const shared = sharedFacts(t, meeting);
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  const file = join(tmpdir(), `conflow-export-${name}`);
  const sink = new FileSink(file);
  try {
    const sheets = new BadgeSheets(sink, badgeSizeMm(drawn.style), painter, { marginMm: SETTINGS.pdfMarginMm, gapMm: SETTINGS.pdfGapMm, title: String(meeting.title ?? '') });
    let after: number | undefined;
    let done = 0;
    let total = (await peoplePage(ctx, meetingId, filter, 1, { offset: 0 })).total;
    let told = Date.now();
    if (!(await progress(ctx, Number(job.id), 0, total))) return;
    for (;;) {
      const page = await peoplePage(ctx, meetingId, filter, PAGE, after === undefined ? { offset: 0 } : { after });
      total = Math.max(total, done + page.rows.length);
      for (let i = 0; i < page.rows.length; i += AT_ONCE) {
        const batch = page.rows.slice(i, i + AT_ONCE).map((r) => painter.paint({ ...shared, ...presentPerson(ctx, t, r, zone), 'badge.serial': ++done }));
        const jpegs = await Promise.all(batch.map((b) => badgeJpeg(b, SETTINGS.pdfJpegQuality)));
        jpegs.forEach((jpeg, k) => sheets.add(jpeg, batch[k].texts));
        if (done % PROGRESS_EVERY < AT_ONCE || Date.now() - told >= PROGRESS_MS) {
          told = Date.now();
          // deleted or replaced meanwhile: stop
          if (!(await progress(ctx, Number(job.id), done, total))) return;
        }
      }
      if (page.rows.length < PAGE) break;
      after = Number(page.rows[page.rows.length - 1].r_id);
    }
    const { pages } = sheets.finish();
    sink.close();
    const key = fileKeyOf(meetingId, name);
    await ctx.storage.putFile(key, file, 'application/pdf');
    const kept = await finishJob(ctx, Number(job.id), { fileKey: key, fileName: SETTINGS.pdfName.replace('{meetingId}', String(meetingId)), size: sink.size, done, pages });
    // deleted while its file was being stored: the file goes too
    if (!kept) await ctx.storage.delete([key]);
  } finally {
    sink.close();
    await rm(file, { force: true });
  }
}
