// The statistics report as an XLSX workbook (write-excel-file, built on the server): the figures,
// the participant distribution and the whole check-in trend, in the caller's language. A report is a
// few hundred rows at most (one per day and group), so it is built in memory and sent at once. Texts
// (the meeting's title, identities, ticket names) pass through safeText: no formula survives.
import writeXlsxFile, { type Row as XRow } from 'write-excel-file/node';
import type { Ctx, Req } from '../http/context';
import type { meetingFigures } from './figures';
import type { distribution, trend } from './charts';
import { safeText } from '../exports/safe-cell';
import { groupLabelKeys, groupNameKeys, groupingsOf } from '../../shared/statistics-groups';

type Figures = Awaited<ReturnType<typeof meetingFigures>>;

/** The summary's figures, as statisticsSetting.json `x-export.figures` lists them. */
const figuresOf = (ctx: Ctx): string[] => ctx.schemas.entities.statisticsSetting['x-export'].figures;

const text = (value: string) => ({ value: safeText(value) });
const head = (...cells: string[]): XRow => cells.map((value) => ({ value: safeText(value), fontWeight: 'bold' as const }));

/** The first of these messages there is, else `fallback`. */
const firstKnown = (req: Req, keys: string[], fallback: string) => keys.map((k) => [k, req.t(k)]).find(([k, t]) => t !== k)?.[1] ?? fallback;

/** A group key in words (a state or "none"), else the key as stored (an identity, a ticket name). */
export function groupLabel(ctx: Ctx, req: Req, by: string, key: string): string {
  const g = groupingsOf(ctx.schemas.entities).find((x) => x.name === by);
  return firstKnown(req, groupLabelKeys(g, by, key), key);
}

/** A grouping's name in words: the statistics' own, else its property's label. */
function groupName(ctx: Ctx, req: Req, by: string): string {
  const g = groupingsOf(ctx.schemas.entities).find((x) => x.name === by);
  return firstKnown(req, g ? groupNameKeys(g) : [`statistics.by.${by}`], by);
}

export async function reportXlsx(ctx: Ctx, req: Req, title: string, f: Figures, d: Awaited<ReturnType<typeof distribution>>, tr: Awaited<ReturnType<typeof trend>>) {
  const summary: XRow[] = [
    head(req.t('statistics.export.meeting'), title),
    [text(req.t('statistics.export.generatedAt')), text(f.generatedAt)],
    head(req.t('statistics.export.figure'), req.t('statistics.export.value')),
    ...figuresOf(ctx).map((k): XRow => [text(req.t(`statistics.figures.${k}`)), Number(f[k as keyof Figures])]),
    ...Object.entries(f.byStatus).map(([state, n]): XRow => [text(req.t('statistics.export.byStatus', { state: groupLabel(ctx, req, 'registrationStatus', state) })), n]),
  ];
  const groups: XRow[] = [head(groupName(ctx, req, d.by), req.t('statistics.export.count')), ...d.items.map((i): XRow => [text(groupLabel(ctx, req, d.by, i.key)), i.count])];
  const days: XRow[] = [head(req.t('statistics.export.date'), req.t('statistics.export.checkins'), req.t('statistics.export.cumulative')),
    ...tr.days.map((x): XRow => [x.date, x.count, x.cumulative])];
  return writeXlsxFile([
    { data: summary, sheet: req.t('statistics.export.sheetSummary'), columns: [{ width: 28 }, { width: 24 }] },
    { data: groups, sheet: req.t('statistics.export.sheetDistribution'), columns: [{ width: 28 }, { width: 12 }] },
    { data: days, sheet: req.t('statistics.export.sheetTrend'), columns: [{ width: 14 }, { width: 12 }, { width: 12 }] },
  ]).toBuffer();
}
