// Guest management (spec 2 §2.5 tab 2): the paged, filtered list and its export (CSV with a BOM so
// Excel reads the Chinese right, or XLSX; exports/send.ts, formulas neutralised), the same rows for the
// same filters.
import { zoneOr } from '../meetings/times';
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { SHEET } from '../http/media-types';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { meetingOf } from '../meetings/scoped';
import { sendExport, type ExportFormat } from '../exports/send';
import { allGuests, guestColumns, guestPage, type GuestFilters } from './guests';
import { ANY_STAFF } from '../auth/staff';

const tags = ['hotels'];
/** The booking's columns of the export, after the participant's (guestColumns): participant.json `x-guest.booking`. */
const bookingColumns = (ctx: FastifyInstance['ctx']): string[] => ctx.schemas.entities.participant['x-guest'].booking ?? [];

const filtersOf = (q: Row): GuestFilters => ({
  keyword: q.keyword || undefined, hotelId: q.hotelId || undefined, roomTypeId: q.roomTypeId || undefined,
  checkinDate: q.checkinDate || undefined, paymentStatus: q.paymentStatus || undefined,
});

export function guestRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/co/hotels/meeting/:id/guests', access: { meeting: ANY_STAFF }, tags, query: 'hotels.guestsQuery',
    answer: '{ content: guest[], totalElements, totalPages, currentPage, size }',
    summary: 'The meeting’s hotel guests, paged (page from 0), searched by name or phone, filtered by hotel, room type, check-in day and payment status',
    async handler(req) {
      const m = await meetingOf(ctx, req, 'id');
      const q = req.query as Row;
      return ok(await guestPage(ctx, m.id, filtersOf(q), q.page, q.size));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/hotels/meeting/:id/guests/export', access: { meeting: ANY_STAFF }, tags, query: 'hotels.guestsQuery', file: SHEET, answer: 'text/csv (UTF-8 with BOM), or XLSX with format=xlsx',
    summary: 'The filtered guests as a CSV (or XLSX) file, headers in the caller’s language',
    async handler(req: Req, reply) {
      const m = await meetingOf(ctx, req, 'id');
      const q = req.query as Row;
      const payment = (s: unknown) => (s ? req.t(`hotels.guests.payment.${String(s)}`) : '');
      const payee = (s: unknown) => (s ? req.t(`form.enum.hotelGuest.hotelPayee.${String(s)}`) : '');
      const time = (v: unknown) => (v ? new Date(String(v)) : null);
      const columns = [...guestColumns(ctx), ...bookingColumns(ctx)];
      // the guest list's own heading, else the participant property's label
      const header = (k: string) => {
        const own = `hotels.guests.columns.${k}`;
        return req.t(own) === own ? req.t(`fields.participant.${k}`) : req.t(own);
      };
      return sendExport(req, reply, (q.format as ExportFormat) || 'csv', {
        filename: `hotel-guests-${m.id}`,
        sheet: req.t('hotels.ui.tabs.guests'),
        headers: columns.map(header),
        timeZone: zoneOr(m.time_zone),
        // rows stream from the database in pages into the writer
        rows: (async function* () {
          for await (const g of allGuests(ctx, m.id, filtersOf(q))) {
            const row: Row = { ...g, hotelPayee: payee(g.hotelPayee), paymentStatus: payment(g.paymentStatus), registrationTime: time(g.registrationTime) };
            yield columns.map((k) => row[k]);
          }
        })(),
      });
    },
  });
}
