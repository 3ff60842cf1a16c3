// The statistics report as an XLSX workbook (write-excel-file, built on the server): the figures,
// the participant distribution and the whole check-in trend, in the caller's language. A report is a
// few hundred rows at most (one per day and group), so it is built in memory and sent at once. Texts
// (the meeting's title, identities, ticket names) pass through safeText: no formula survives.
import writeXlsxFile, { type Row as XRow } from 'write-excel-file/node';
import type { Req } from '../http/context';
import type { meetingFigures } from './figures';
import type { distribution, trend } from './charts';
import { safeText } from '../exports/safe-cell';
import { groupLabelKey } from '../../shared/statistics-groups';

type Figures = Awaited<ReturnType<typeof meetingFigures>>;
const FIGURES: Array<keyof Figures> = [
  'totalParticipants', 'newParticipants', 'growthRate', 'accountCount', 'accountsWithoutRegistration', 'accountsEndedOnly', 'registeredCount',
  'paidCount', 'paymentRate', 'admittedCount', 'checkedInCount', 'notCheckedInCount', 'checkinRate', 'arrivedWithoutRegistration',
  'invoiceCount', 'invoiceIssued', 'invoiceRate', 'totalRevenue', 'revenueGrowth', 'pendingRevenue', 'pendingCount', 'refundDueAmount', 'refundDueCount', 'refundAmount', 'refundCount',
];

const text = (value: string) => ({ value: safeText(value) });
const head = (...cells: string[]): XRow => cells.map((value) => ({ value: safeText(value), fontWeight: 'bold' as const }));

/** A group key in words (a state or "none"), else the key as stored (an identity, a ticket name). */
export function groupLabel(req: Req, by: string, key: string): string {
  const k = groupLabelKey(by, key);
  const t = req.t(k);
  return t === k ? key : t;
}

export async function reportXlsx(req: Req, title: string, f: Figures, d: Awaited<ReturnType<typeof distribution>>, tr: Awaited<ReturnType<typeof trend>>) {
  const summary: XRow[] = [
    head(req.t('statistics.export.meeting'), title),
    [text(req.t('statistics.export.generatedAt')), text(f.generatedAt)],
    head(req.t('statistics.export.figure'), req.t('statistics.export.value')),
    ...FIGURES.map((k): XRow => [text(req.t(`statistics.figures.${k}`)), Number(f[k])]),
    ...Object.entries(f.byStatus).map(([state, n]): XRow => [text(req.t('statistics.export.byStatus', { state: groupLabel(req, 'registrationStatus', state) })), n]),
  ];
  const groups: XRow[] = [head(req.t(`statistics.by.${d.by}`), req.t('statistics.export.count')), ...d.items.map((i): XRow => [text(groupLabel(req, d.by, i.key)), i.count])];
  const days: XRow[] = [head(req.t('statistics.export.date'), req.t('statistics.export.checkins'), req.t('statistics.export.cumulative')),
    ...tr.days.map((x): XRow => [x.date, x.count, x.cumulative])];
  return writeXlsxFile([
    { data: summary, sheet: req.t('statistics.export.sheetSummary'), columns: [{ width: 28 }, { width: 24 }] },
    { data: groups, sheet: req.t('statistics.export.sheetDistribution'), columns: [{ width: 28 }, { width: 12 }] },
    { data: days, sheet: req.t('statistics.export.sheetTrend'), columns: [{ width: 14 }, { width: 12 }, { width: 12 }] },
  ]).toBuffer();
}
