import type { FastifyInstance } from 'fastify';
import { ensureHotelIndexes, hotelRoutes } from './hotel-routes';
import { roomTypeRoutes } from './room-type-routes';
import { guestRoutes } from './guest-routes';
import { invoiceRoutes } from './invoice-routes';

// Hotels, room types, guests, and invoice settings of one meeting (images: media/routes.ts) (spec 2 §2.5, §7).
export default async function routes(app: FastifyInstance) {
  hotelRoutes(app);
  roomTypeRoutes(app);
  guestRoutes(app);
  invoiceRoutes(app);
  await ensureHotelIndexes(app.ctx.db);
}
