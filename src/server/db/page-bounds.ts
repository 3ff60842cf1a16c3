// How a hot list's statement bounds its page, so that PostgreSQL keeps the statement's generic plan.
// PostgreSQL plans a named prepared statement (db/prepared.ts) afresh on every call while its generic plan
// looks costlier than a custom one, and with the bounds as parameters it always does (a LIMIT from a
// parameter is planned as a tenth of the table): planning the participant page took 0.57 ms of PostgreSQL's
// time per call, twice what running it took, the meeting list's 0.27 ms, the finance page's 2-5 ms against
// 0.4 ms of execution. With a constant the generic plan, made once per connection, is kept. Two shapes:
// - pageBounds: a statement that pages once (LIMIT/OFFSET at the end). Only the first page (the one a list
//   opens on, by far the most read) is written as a literal; later pages keep parameters, so that page
//   numbers do not each become a prepared statement (db/prepared.ts names at most 1,000 texts).
// - reachOf: a statement whose parts each stop after offset + size rows (the payment list and finance
//   records walk their indexes in several parts): a few constants cover the first pages.

/** The bounds of page `page` (zero-based) of `size` rows for a statement whose parameters so far number `count`. */
export function pageBounds(size: number, page: number, count: number): { sql: string; params: number[] } {
  if (page === 0 && Number.isSafeInteger(size) && size > 0) return { sql: `LIMIT ${size}`, params: [] };
  return { sql: `LIMIT $${count + 1} OFFSET $${count + 2}`, params: [size, page * size] };
}

const REACH = [20, 100, 1000];

/** The constant covering page `page` of `size` rows, else the SQL `deeper` (e.g. '$2::int + $3::int'). */
export const reachOf = (q: { page: number; size: number }, deeper: string): number | string =>
  REACH.find((n) => n >= (q.page + 1) * q.size) ?? deeper;
