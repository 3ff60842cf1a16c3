// A hot list's page bounds (src/server/db/page-bounds.ts): the first page's as literals (a generic plan
// PostgreSQL keeps), later pages' as parameters numbered after the statement's own.
import { describe, expect, it } from 'vitest';
import { pageBounds } from '../../src/server/db/page-bounds';

describe('pageBounds', () => {
  it('writes the first page as literals and asks for no parameter', () => {
    expect(pageBounds(20, 0, 3)).toEqual({ sql: 'LIMIT 20', params: [] });
  });
  it('later pages (and a size that is no whole number) as parameters after the statement’s own', () => {
    expect(pageBounds(20, 2, 3)).toEqual({ sql: 'LIMIT $4 OFFSET $5', params: [20, 40] });
    expect(pageBounds(2.5, 0, 1)).toEqual({ sql: 'LIMIT $2 OFFSET $3', params: [2.5, 0] });
  });
});
