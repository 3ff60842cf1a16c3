// What a staff sub-account will be refused in a meeting's console, from the route declarations
// themselves (route.ts's table): every route for organizers only ('admin', 'superAdmin') and every
// meeting route none of its roles reaches. The console hides the buttons whose call is listed here,
// so a viewer sees no edit button that would only answer 403 — and no screen lists roles by hand.
import type { RouteDef } from '../http/route';
import { isMeetingAccess, type StaffRole } from './staff';

/** `METHOD /url/:param` of each route the roles are refused on (sorted, for a stable answer). */
export function staffRefusals(table: readonly RouteDef[], roles: readonly StaffRole[]): string[] {
  const out = new Set<string>();
  for (const r of table) {
    const a = r.access;
    const refused = a === 'admin' || a === 'superAdmin' || (isMeetingAccess(a) && !a.meeting.some((role) => roles.includes(role)));
    if (refused) out.add(`${r.method} ${r.url}`);
  }
  return [...out].sort();
}

const kept = new WeakMap<readonly RouteDef[], Map<string, string[]>>();

/** The same, worked out once per set of roles (the table does not change while the app runs). */
export function staffRefusalsOf(table: readonly RouteDef[], roles: readonly StaffRole[]): string[] {
  const byRoles = kept.get(table) ?? new Map<string, string[]>();
  kept.set(table, byRoles);
  const key = [...roles].sort().join(',');
  let list = byRoles.get(key);
  if (!list) byRoles.set(key, (list = staffRefusals(table, roles)));
  return list;
}
