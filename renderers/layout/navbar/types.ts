// The navbar's configuration (schemas/screens/shell.json) and the user it shows.
import type { Text } from '@renderers/site';

export interface NavLinkItem { key: string; label: Text; href: string }
export interface NavMenuItem { key: string; label: Text; href?: string; icon?: string; requires?: 'admin' | 'superAdmin' }
export interface NavbarConfig { brand: string; links: NavLinkItem[]; menu: NavMenuItem[] }

export interface NavUser { username: string; name?: string | null; role?: string; avatarUrl?: string | null }
export interface NavAuth { user: NavUser | null; isAdmin: boolean; isSuperAdmin: boolean }

/** The menu items this user may see. */
export const visibleMenu = (menu: NavMenuItem[], auth: NavAuth) =>
  menu.filter((m) => !m.requires || (m.requires === 'admin' ? auth.isAdmin : auth.isSuperAdmin));
