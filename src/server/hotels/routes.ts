import type { FastifyInstance } from 'fastify';
import { ensureHotelIndexes, hotelRoutes } from './hotel-routes';
import { roomTypeRoutes } from './room-type-routes';
import { guestRoutes } from './guest-routes';
import { invoiceRoutes } from './invoice-routes';
import { mediaRoutes } from './media-routes';

// Hotels, room types, guests, invoice settings and image upload of one meeting (spec 2 §2.5, §7).
export default async function routes(app: FastifyInstance) {
  hotelRoutes(app);
  roomTypeRoutes(app);
  guestRoutes(app);
  invoiceRoutes(app);
  mediaRoutes(app);
  await ensureHotelIndexes(app);
}
