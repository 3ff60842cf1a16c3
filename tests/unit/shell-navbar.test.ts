// Small navbar rules: the unread badge cap, notification times, avatar URLs, menu items by role.
import { describe, expect, it } from 'vitest';
import { badgeText } from '../../renderers/layout/navbar/BellButton';
import { relativeTime } from '../../renderers/layout/navbar/relativeTime';
import { avatarUrl } from '../../renderers/layout/navbar/Avatar';
import { visibleMenu, type NavMenuItem } from '../../renderers/layout/navbar/types';
import shell from '../../schemas/screens/shell.json';

describe('navbar', () => {
  it('caps the unread badge at 99+', () => {
    expect([badgeText(1), badgeText(99), badgeText(100), badgeText(5000)]).toEqual(['1', '99', '99+', '99+']);
  });

  it('says just now, minutes, hours, days up to 7, then a date', () => {
    const t = (k: string, p?: Record<string, unknown>) => `${k.split('.').pop()}${p?.count ?? ''}`;
    const now = Date.parse('2024-03-10T12:00:00Z');
    const at = (ms: number) => new Date(now - ms).toISOString();
    expect(relativeTime(at(30_000), t, 'zh', now)).toBe('justNow');
    expect(relativeTime(at(5 * 60_000), t, 'zh', now)).toBe('minutesAgo5');
    expect(relativeTime(at(3 * 3600_000), t, 'zh', now)).toBe('hoursAgo3');
    expect(relativeTime(at(7 * 86400_000), t, 'zh', now)).toBe('daysAgo7');
    expect(relativeTime(at(9 * 86400_000), t, 'en', now)).toBe('03/01/2024');
    expect(relativeTime('not a date', t, 'zh', now)).toBe('-');
  });

  it('serves avatars from the files route', () => {
    expect(avatarUrl('a.png')).toBe('/api/files/avatars/a.png');
    expect(avatarUrl('avatars/a.png')).toBe('/api/files/avatars/a.png');
    expect(avatarUrl('/api/files/avatars/b.jpg')).toBe('/api/files/avatars/b.jpg');
    expect(avatarUrl('https://cdn.example.com/c.png')).toBe('https://cdn.example.com/c.png');
    expect(avatarUrl(null)).toBeNull();
  });

  it('shows admin centre to admins and super admin to SUPER_ADMIN only', () => {
    const menu = shell.navbar.menu as NavMenuItem[];
    const keys = (isAdmin: boolean, isSuperAdmin: boolean) => visibleMenu(menu, { user: { username: 'x' }, isAdmin, isSuperAdmin }).map((m) => m.key);
    expect(keys(false, false)).toEqual(['userCenter', 'logout']);
    expect(keys(true, false)).toEqual(['userCenter', 'adminCenter', 'logout']);
    expect(keys(true, true)).toEqual(['userCenter', 'adminCenter', 'superAdmin', 'logout']);
  });
});
