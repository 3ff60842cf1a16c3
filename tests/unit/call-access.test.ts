// Which buttons a console draws for a staff account (runtime/callAccess.ts, admin-list/reach.ts): a
// call is matched by its shape, whatever the parameters are named or filled with.
import { describe, expect, it } from 'vitest';
import { callShape, mayCallOf } from '../../src/runtime/callAccess';
import { withinReach } from '../../renderers/admin-list/reach';
import type { AdminListConfig } from '../../renderers/admin-list/config';

describe('call shapes', () => {
  it('server patterns, screen templates and filled paths meet', () => {
    const shape = 'PUT /api/co/meeting/*/registration-flows/*/status';
    expect(callShape('PUT', '/api/co/meeting/:id/registration-flows/:flowId/status')).toBe(shape);
    expect(callShape('put', '/api/co/meeting/{meetingId}/registration-flows/{id}/status')).toBe(shape);
    expect(callShape('PUT', '/api/co/meeting/12/registration-flows/7/status?x=1')).toBe(shape);
    expect(callShape('GET', '/api/co/meeting/:id/page-design/:flowId?')).toBe('GET /api/co/meeting/*/page-design/*');
    // a literal segment is not a parameter
    expect(callShape('DELETE', '/api/speakers/batch')).not.toBe(callShape('DELETE', '/api/speakers/:id'));
  });

  it('refuses only what is listed, by method too; nothing listed allows everything', () => {
    const may = mayCallOf(['PUT /api/co/meeting/:id/website-status', 'DELETE /api/co/meeting/:id']);
    expect(may('PUT', '/api/co/meeting/{meetingId}/website-status')).toBe(false);
    expect(may('GET', '/api/co/meeting/{meetingId}/website-status')).toBe(true);
    expect(may('DELETE', '/api/co/meeting/5')).toBe(false);
    expect(may('GET', '/api/co/meeting/5')).toBe(true);
    expect(mayCallOf(null)('DELETE', '/api/co/meeting/5')).toBe(true);
  });
});

describe('a list within reach', () => {
  const req = (method: 'POST' | 'PUT' | 'DELETE', path: string) => ({ method, path });
  const list = {
    kind: 'admin-list', entity: 'registrationFlow', source: { path: '/api/x' }, selectable: true,
    toolbar: [{ key: 'create', label: 'c', request: req('POST', '/api/co/meeting/1/registration-flows') }],
    rowActions: [
      { key: 'edit', label: 'e', request: req('PUT', '/api/co/meeting/1/registration-flows/{id}') },
      { key: 'design', label: 'd', to: '/meeting/1/page-design/{id}', needs: req('PUT', '/api/co/meeting/1/page-design/{id}') },
      { key: 'detail', label: 'v', open: 'detail' },
    ],
    batchActions: [{ key: 'del', label: 'x', request: req('DELETE', '/api/co/meeting/1/registration-flows/batch') }],
    columns: ['name', { key: 'enabled', toggle: { key: 's', label: 's', field: 'enabled', request: req('PUT', '/api/co/meeting/1/registration-flows/{id}/status') } }],
  } as unknown as AdminListConfig;

  it('keeps reading and leaves out what would be refused; the switch is locked, the selection gone', () => {
    const refused = ['POST /api/co/meeting/:id/registration-flows', 'PUT /api/co/meeting/:id/registration-flows/:flowId', 'PUT /api/co/meeting/:id/page-design/:flowId',
      'DELETE /api/co/meeting/:id/registration-flows/batch', 'PUT /api/co/meeting/:id/registration-flows/:flowId/status'];
    const c = withinReach(list, mayCallOf(refused));
    expect(c.toolbar).toEqual([]);
    expect(c.rowActions!.map((a) => a.key)).toEqual(['detail']);
    expect(c.batchActions).toEqual([]);
    expect(c.selectable).toBe(false);
    expect((c.columns![1] as { toggle: { locked?: boolean } }).toggle.locked).toBe(true);
  });

  it('is the list itself for whom nothing is refused', () => {
    const c = withinReach(list, mayCallOf([]));
    expect(c.rowActions!.map((a) => a.key)).toEqual(['edit', 'design', 'detail']);
    expect(c.selectable).toBe(true);
    expect((c.columns![1] as { toggle: { locked?: boolean } }).toggle.locked).toBeUndefined();
  });
});
