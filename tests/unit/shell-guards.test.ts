// The route table and its guards (spec 1 §6, spec 3 §6): login first, then role, then participant.
import { describe, expect, it } from 'vitest';
import { checkGuard, type GuardContext } from '../../src/app/guards';
import { routeTable } from '../../src/app/routeTable';
import { fillRedirect } from '../../src/app/redirect';

const g = routeTable.guards;
const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({ loggedIn: false, role: null, params: {}, hasParticipant: () => false, ...over });

describe('route table', () => {
  it('/meeting/edit/{id} opens the admin centre with that meeting in the edit dialog', () => {
    const r = routeTable.routes.find((x) => x.path === '/meeting/edit/:id')!;
    expect(fillRedirect(r.redirect!, { id: '42' })).toBe('/admin-center?tab=meetings&edit=42');
    expect(fillRedirect(r.redirect!, { id: '4&x=1' })).toBe('/admin-center?tab=meetings&edit=4%26x%3D1');
  });

  it('lists the spec routes with their guards, and draws the not-found page for unknown paths', () => {
    const byPath = Object.fromEntries(routeTable.routes.map((r) => [r.path, r]));
    expect(byPath['/'].guard).toBe('public');
    for (const p of ['/privacy-policy', '/user-agreement', '/disclaimer', '/cookie-policy', '/users']) expect(byPath[p].guard).toBe('public');
    expect(byPath['/user-center'].guard).toBe('auth');
    // the admin centre and the meeting screens: organizers and their staff (the server decides per meeting and role)
    for (const p of ['/admin-center', '/meeting/:id/settings', '/scanner-checkin/:id', '/website-editor/:meetingId']) expect(byPath[p].guard, p).toBe('staff');
    expect(byPath['/super-admin'].guard).toBe('superAdmin');
    expect([byPath['*'].screen, byPath['*'].guard, byPath['*'].redirect]).toEqual(['not-found', 'public', undefined]);
  });

  it('a meeting’s participant pages are in the meeting’s own frame, every other screen in the platform’s or its own', () => {
    const meeting = routeTable.routes.filter((r) => r.chrome === 'meeting').map((r) => r.path).sort();
    expect(meeting).toEqual(['/meeting/:meetingId/participant', '/meeting/:meetingId/register/:flowId?', '/participant-center/:meetingId', '/participant-center/:meetingId/checkin-code']);
    // the frame names its meeting through the route's meetingId
    for (const r of routeTable.routes.filter((x) => x.chrome === 'meeting')) expect(r.params?.meetingId, r.path).toBe('meetingId');
    expect(routeTable.routes.every((r) => [undefined, 'bare', 'meeting'].includes(r.chrome))).toBe(true);
  });
});

describe('checkGuard', () => {
  it('lets everyone through a public route', () => {
    expect(checkGuard(g.public, ctx())).toEqual({ ok: true });
  });

  it('asks guests to log in first, whatever the route', () => {
    for (const name of ['auth', 'staff', 'superAdmin']) expect(checkGuard(g[name], ctx())).toEqual({ ok: false, message: 'guards.loginFirst', redirect: '/' });
  });

  it('admin centre: SUPER_ADMIN, ORGANIZER or a staff sub-account (USER), else the admin message', () => {
    expect(checkGuard(g.staff, ctx({ loggedIn: true, role: 'ORGANIZER' })).ok).toBe(true);
    expect(checkGuard(g.staff, ctx({ loggedIn: true, role: 'SUPER_ADMIN' })).ok).toBe(true);
    expect(checkGuard(g.staff, ctx({ loggedIn: true, role: 'USER' })).ok).toBe(true);
    expect(checkGuard(g.staff, ctx({ loggedIn: true, role: 'PARTICIPANT' }))).toEqual({ ok: false, message: 'errors.adminOnly', redirect: '/' });
  });

  it('super admin: SUPER_ADMIN only, else 您没有权限访问该页面', () => {
    expect(checkGuard(g.superAdmin, ctx({ loggedIn: true, role: 'SUPER_ADMIN' })).ok).toBe(true);
    expect(checkGuard(g.superAdmin, ctx({ loggedIn: true, role: 'ORGANIZER' }))).toEqual({ ok: false, message: 'guards.noPermission', redirect: '/' });
  });

  it('participant: a login for that meeting', () => {
    const seen: unknown[] = [];
    const has = (m?: string, hours?: number) => (seen.push([m, hours]), m === '7');
    expect(checkGuard(g.participant, ctx({ params: { meetingId: '7' }, hasParticipant: has })).ok).toBe(true);
    // to that meeting's participant login (src/app/screenRoute fills :meetingId; without one, home)
    expect(checkGuard(g.participant, ctx({ params: { meetingId: '8' }, hasParticipant: has }))).toEqual({ ok: false, message: 'guards.loginFirst', redirect: '/meeting/:meetingId/participant' });
    expect(seen).toEqual([['7', 24], ['8', 24]]);
  });
});
