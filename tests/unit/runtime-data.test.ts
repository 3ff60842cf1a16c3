import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath, sourceKey, readList, fetchKey } from '../../src/runtime/data';
import { jsonResponse, stubFetch } from './runtime-helpers';

afterEach(() => vi.unstubAllGlobals());

describe('data sources', () => {
  it('fills :params and {params} and keeps the rest as query', () => {
    expect(fillPath('/api/co/meeting/:id/info', { id: 5, x: 1 })).toEqual({ path: '/api/co/meeting/5/info', rest: { x: 1 } });
    expect(fillPath('/api/notifications/user/{userId}/details', { userId: 'a b' })?.path).toBe('/api/notifications/user/a%20b/details');
    expect(fillPath('/api/co/meeting/:id', {})).toBeNull();
  });

  it('builds the key [method, path, params] and none while a path param is missing', () => {
    const src = { path: '/api/super-admin/organizer-users', params: { page: 1, size: 10 } };
    expect(sourceKey(src, { search: 'a', status: undefined })).toEqual(['GET', '/api/super-admin/organizer-users', { page: 1, size: 10, search: 'a' }]);
    expect(sourceKey({ path: '/api/speakers/meeting/:id' }, {})).toBeNull();
    expect(sourceKey(null)).toBeNull();
  });

  it('reads list, total and page by dotted paths or by the usual names', () => {
    const answer = { meetings: [{ id: 1 }], totalItems: 11, currentPage: 2 };
    expect(readList(answer, {})).toEqual({ list: [{ id: 1 }], total: 11, page: 2 });
    expect(readList({ a: { rows: [1, 2] }, n: { t: 40 } }, { listPath: 'a.rows', totalPath: 'n.t' })).toEqual({ list: [1, 2], total: 40, page: undefined });
    expect(readList([1, 2, 3], {})).toEqual({ list: [1, 2, 3], total: 3, page: undefined });
    expect(readList(undefined, {})).toEqual({ list: [], total: 0, page: undefined });
  });

  it('fetches through the HTTP client: params as query for GET, as body otherwise', async () => {
    const { calls } = stubFetch(jsonResponse({ code: 200, data: { content: [] } }));
    await fetchKey(['GET', '/api/reports', { page: 0 }]);
    await fetchKey(['POST', '/api/reports/search', { keyword: 'k' }]);
    expect(calls[0].url).toMatch(/^\/api\/reports\?page=0&_t=\d+$/);
    expect(calls[1].init.body).toBe('{"keyword":"k"}');
  });
});
