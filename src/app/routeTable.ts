// The route table (schemas/routes.json) checked at the boundary: a typo in it should fail loudly.
// (A plain check, not zod: the table is read on every first load.)
import { array, boolean, number, object, optional, parse, record, refine, string, type Infer } from '@runtime/check';
import raw from '../../schemas/routes.json';

const guard = object({
  login: optional(boolean),
  roles: optional(array(string())),
  participant: optional(boolean),
  maxAgeHours: optional(number),
  message: optional(string()),
  redirect: optional(string()),
});
// chrome 'bare': the screen draws its own frame (the consoles), without the site's navbar and footer;
// 'meeting': the meeting's own frame (its website's navbar, a small footer), for its participants' pages;
// such a route hands the screen a meetingId (params), which names the meeting
// params: screen param name -> route param, handed to nested screens (`{ "meetingId": "id" }`, see runtime/screenParams)
const route = object({ path: string(), screen: optional(string()), guard: optional(string()), redirect: optional(string()), chrome: optional(string()), params: optional(record(string())) });
const table = refine(
  refine(
    object({ guards: record(guard), routes: array(route) }),
    (t) => t.routes.every((r) => !r.guard || r.guard in t.guards),
    'a route names an unknown guard',
  ),
  (t) => t.routes.every((r) => (r.screen || r.redirect) && (!r.chrome || r.chrome === 'bare' || (r.chrome === 'meeting' && !!r.params?.meetingId))),
  'a route needs a screen or a redirect, and a chrome of bare or meeting (meeting with a meetingId param)',
);

export type RouteTable = Infer<typeof table>;
export type RouteEntry = RouteTable['routes'][number];
export const routeTable: RouteTable = parse(table, raw);
