// The route table (schemas/routes.json) checked at the boundary: a typo in it should fail loudly.
import { z } from 'zod';
import raw from '../../schemas/routes.json';

const guard = z.object({
  login: z.boolean().optional(),
  roles: z.array(z.string()).optional(),
  participant: z.boolean().optional(),
  maxAgeHours: z.number().optional(),
  message: z.string().optional(),
  redirect: z.string().optional(),
});
const route = z.object({ path: z.string(), screen: z.string().optional(), guard: z.string().optional(), redirect: z.string().optional() });
const table = z
  .object({ guards: z.record(z.string(), guard), routes: z.array(route) })
  .refine((t) => t.routes.every((r) => !r.guard || r.guard in t.guards), { message: 'a route names an unknown guard' })
  .refine((t) => t.routes.every((r) => r.screen || r.redirect), { message: 'a route needs a screen or a redirect' });

export type RouteTable = z.infer<typeof table>;
export type RouteEntry = RouteTable['routes'][number];
export const routeTable: RouteTable = table.parse(raw);
