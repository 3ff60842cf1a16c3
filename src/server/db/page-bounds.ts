// LIMIT/OFFSET of a hot list's page. PostgreSQL plans a named prepared statement afresh on every call
// while its generic plan looks costlier than a custom one, and with the bounds as parameters it always
// does (the generic plan assumes a tenth of the rows): planning the participant page took 0.57 ms of
// PostgreSQL's time per call, twice what running it took, the meeting list's 0.27 ms. With the bounds
// as literals the generic plan, made once per connection, is kept. Only the first page (the one a list
// opens on, by far the most read) is written so: later pages keep parameters, so that page numbers do
// not each become a prepared statement (db/prepared.ts names at most 1,000 texts).

/** The bounds of page `page` (zero-based) of `size` rows for a statement whose parameters so far number `count`. */
export function pageBounds(size: number, page: number, count: number): { sql: string; params: number[] } {
  if (page === 0 && Number.isSafeInteger(size) && size > 0) return { sql: `LIMIT ${size}`, params: [] };
  return { sql: `LIMIT $${count + 1} OFFSET $${count + 2}`, params: [size, page * size] };
}
