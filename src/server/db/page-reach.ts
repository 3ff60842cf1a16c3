// How far the parts of a paged statement read (each part of an unfiltered page stops after offset + size
// rows). A constant for the first pages, so the statement's generic plan (prepared statements,
// db/prepared.ts) knows the page is small and walks the indexes: a LIMIT from a parameter is planned as a
// tenth of the table, which PostgreSQL then re-plans on every call (2-5 ms of planning against 0.4 ms of
// execution). Deeper pages read offset + size from the statement's own parameters (`deeper`).

const REACH = [20, 100, 1000];

/** The constant covering page `page` of `size` rows, else the SQL `deeper` (e.g. '$2::int + $3::int'). */
export const reachOf = (q: { page: number; size: number }, deeper: string): number | string =>
  REACH.find((n) => n >= (q.page + 1) * q.size) ?? deeper;
