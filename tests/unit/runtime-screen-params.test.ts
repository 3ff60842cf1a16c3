import { describe, expect, it } from 'vitest';
import { fillScreenParams, mapRouteParams, withScreenParams } from '../../src/runtime/screenParams';

describe('screen params ({meetingId} in nested screens)', () => {
  it('fills only the names it is given, URI-encoded, and leaves {{texts}} alone', () => {
    expect(fillScreenParams('/api/co/hotels/meeting/{meetingId}', { meetingId: '7' })).toBe('/api/co/hotels/meeting/7');
    expect(fillScreenParams('/api/flows/{id}/copy', { meetingId: '7' })).toBe('/api/flows/{id}/copy');
    expect(fillScreenParams('{{meetingId}} / {meetingId}', { meetingId: 'a b' })).toBe('{{meetingId}} / a%20b');
    expect(fillScreenParams('/x/{meetingId}', {})).toBe('/x/{meetingId}');
  });

  it('fills every string of a config, nested in objects and arrays', () => {
    const config = { source: { path: '/api/m/{meetingId}/flows' }, rowActions: [{ request: { path: '/api/m/{meetingId}/flows/{id}' } }], size: 20 };
    expect(withScreenParams(config, { meetingId: '3' })).toEqual({
      source: { path: '/api/m/3/flows' },
      rowActions: [{ request: { path: '/api/m/3/flows/{id}' } }],
      size: 20,
    });
    expect(withScreenParams(config, {})).toBe(config);
  });

  it('maps route params by the route entry', () => {
    expect(mapRouteParams({ meetingId: 'id' }, { id: '12', other: 'x' })).toEqual({ meetingId: '12' });
    expect(mapRouteParams({ meetingId: 'id' }, {})).toEqual({});
    expect(mapRouteParams(undefined, { id: '1' })).toEqual({});
  });
});
