// The data-statistics section (spec 2 §2.10): figures, the two charts, the XLSX report and the
// per-meeting data settings. Paths are not in the spec; they follow /api/co/checkin/meeting/{id}.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { XLSX } from '../http/media-types';
import type { Req } from '../http/context';
import { meetingOf } from '../meetings/scoped';
import { meetingFigures } from './figures';
import { distribution, trend, type GroupBy } from './charts';
import { loadSettings, saveSettings } from './settings';
import { reportXlsx } from './export';
import { ANY_STAFF } from '../auth/staff';

const tags = ['statistics'];
const base = '/api/co/statistics/meeting/:meetingId';

export default async function routes(app: FastifyInstance) {
  const { ctx } = app;
  const meetingId = async (req: Req) => Number((await meetingOf(ctx, req)).id);

  route(app, {
    method: 'GET', url: base, access: { meeting: ANY_STAFF }, tags,
    answer: '{ totalParticipants, growthRate, accountsWithoutRegistration, registeredCount, byStatus, paymentRate, paidCount, admittedCount, checkinRate, checkedInCount, invoiceRate, invoiceCount, totalRevenue, revenueGrowth, pendingRevenue, pendingCount, refundDueAmount, refundAmount, refundCount, hotelAtHotelAmount, hotelAtHotelCount, … byCurrency } (docs/contracts.md defines each)',
    summary: 'The meeting’s statistics figures (spec 2 §3), counted from registrations and their lifecycle states (participants: people with an active registration; accounts without one apart), check-ins and invoice requests',
    async handler(req) {
      const id = await meetingId(req);
      const s = await loadSettings(ctx, id);
      return ok(await meetingFigures(ctx.db, id, Number(s.growthDays)));
    },
  });
  route(app, {
    method: 'GET', url: `${base}/distribution`, access: { meeting: ANY_STAFF }, tags, query: 'statistics.query', answer: '{ by, items: [{ key, count }] }',
    summary: 'Submitted registrations by lifecycle state, or active ones by another grouping the registration and participant schemas declare (x-group-by: identity, ticket, payment status…; none: not given)',
    async handler(req) {
      return ok(await distribution(ctx, await meetingId(req), (req.query as { by: GroupBy }).by));
    },
  });
  route(app, {
    method: 'GET', url: `${base}/trend`, access: { meeting: ANY_STAFF }, tags, query: 'statistics.query', answer: '{ period, days: [{ date, count, cumulative }], untimed }',
    summary: 'Arrivals per day (China time) of people whose registration is checked in, over the last 7 or 30 days or since the first; untimed: checked in without a time',
    async handler(req) {
      return ok(await trend(ctx.db, await meetingId(req), (req.query as { period: '7' | '30' | 'all' }).period));
    },
  });
  route(app, {
    method: 'GET', url: `${base}/export`, access: { meeting: ANY_STAFF }, tags, file: [XLSX], answer: 'an XLSX workbook: summary, distribution, check-in trend',
    summary: 'The statistics report as an XLSX file in the caller’s language',
    async handler(req, reply) {
      const m = await meetingOf(ctx, req);
      const id = Number(m.id);
      const s = await loadSettings(ctx, id);
      const [f, d, tr] = await Promise.all([meetingFigures(ctx.db, id, Number(s.growthDays)), distribution(ctx, id, s.distributionBy as GroupBy), trend(ctx.db, id, 'all')]);
      const file = await reportXlsx(ctx, req, String(m.title ?? ''), f, d, tr);
      const name = `statistics-${id}-${f.generatedAt.slice(0, 10)}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  });
  route(app, {
    method: 'GET', url: `${base}/settings`, access: { meeting: ANY_STAFF }, tags, answer: 'statisticsSetting (+ saved: false while the defaults apply)',
    summary: 'What the meeting’s dashboard shows',
    async handler(req) {
      return ok(await loadSettings(ctx, await meetingId(req)));
    },
  });
  route(app, {
    method: 'PUT', url: `${base}/settings`, access: { meeting: ['editor'] }, tags, body: 'statistics.settings', answer: 'statisticsSetting',
    summary: 'Save what the meeting’s dashboard shows',
    async handler(req) {
      return ok(await saveSettings(ctx, await meetingId(req), req.body as Record<string, unknown>), req.t('statistics.saved'));
    },
  });
}
