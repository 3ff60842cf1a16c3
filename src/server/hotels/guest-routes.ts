// Guest management (spec 2 §2.5 tab 2): the paged, filtered list and its export (CSV with a BOM so
// Excel reads the Chinese right), the same rows for the same filters.
import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify';
import { route, ok } from '../http/route';
import { streamRows } from '../http/stream-answer';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { meetingOf } from '../meetings/scoped';
import { allGuests, guestPage, type GuestFilters } from './guests';

const tags = ['hotels'];
const EXPORT_COLUMNS = ['name', 'phone', 'company', 'hotelName', 'roomTypeName', 'checkinDate', 'checkoutDate', 'nights', 'specialRequests', 'hotelFee', 'paymentStatus', 'registrationTime'];

const filtersOf = (q: Row): GuestFilters => ({
  keyword: q.keyword || undefined, hotelId: q.hotelId || undefined, roomTypeId: q.roomTypeId || undefined,
  checkinDate: q.checkinDate || undefined, paymentStatus: q.paymentStatus || undefined,
});

export function guestRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/co/hotels/meeting/:id/guests', access: 'admin', tags, query: 'hotels.guestsQuery',
    answer: '{ content: guest[], totalElements, totalPages, currentPage, size }',
    summary: 'The meeting’s hotel guests, paged (page from 0), searched by name or phone, filtered by hotel, room type, check-in day and payment status',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      const q = req.query as Row;
      return ok(await guestPage(ctx, m.id, filtersOf(q), q.page, q.size));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/hotels/meeting/:id/guests/export', access: 'admin', tags, query: 'hotels.guestsQuery', answer: 'text/csv (UTF-8 with BOM)',
    summary: 'The filtered guests as a CSV file, headers in the caller’s language',
    async handler(req: Req, reply) {
      const m = await meetingOf(ctx, req, 'id');
      const q = req.query as Row;
      const payment = (s: unknown) => (s ? req.t(`hotels.guests.payment.${String(s)}`) : '');
      const csv = stringify({
        bom: true,
        header: true,
        columns: EXPORT_COLUMNS.map((key) => ({ key, header: req.t(`hotels.guests.columns.${key}`) })),
      });
      const rows = (async function* () {
        for await (const g of allGuests(ctx, m.id, filtersOf(q))) yield { ...g, paymentStatus: payment(g.paymentStatus), registrationTime: g.registrationTime ?? '' };
      })();
      // rows stream from the database in pages into the CSV writer (backpressure through the pipeline)
      return streamRows(reply, rows, csv, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="hotel-guests-${m.id}.csv"`,
        'cache-control': 'no-store',
      });
    },
  });
}
